import type { APIRoute, GetStaticPaths } from 'astro';
import { locationShards } from '../../../features/directory/location-shards.ts';
import { getCatalog } from '../../../domain/center/catalog.ts';

/** One city's centers (rank and location), written at build time for the distance search. */
export const getStaticPaths = (async () => {
  const { centers } = await getCatalog();
  return locationShards(centers).shards.map((shard, file) => ({
    params: { file: String(file) },
    props: { shard },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => Response.json(props['shard']);
