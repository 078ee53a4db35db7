import type { APIRoute, GetStaticPaths } from 'astro';
import { mnZipCentroids } from '../../../features/directory/zip-centroids.ts';
import { zipShards } from '../../../features/directory/zip-shards.ts';

/** Minnesota ZIP code centroids by their first three digits; fetched only for a distance search. */
export const getStaticPaths = (() =>
  [...zipShards(mnZipCentroids())].map(([prefix, shard]) => ({
    params: { prefix },
    props: { shard },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => Response.json(props['shard']);
