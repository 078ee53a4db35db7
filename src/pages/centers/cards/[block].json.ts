import type { APIRoute, GetStaticPaths } from 'astro';
import { cardBlocks } from '../../../features/directory/card-blocks.ts';
import { getCatalog } from '../../../domain/center/catalog.ts';

/** A block of the directory's cards by rank, written at build time for the search's results. */
export const getStaticPaths = (async () => {
  const { centers } = await getCatalog();
  return cardBlocks(centers).map((block, n) => ({
    params: { block: String(n) },
    props: { block },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => Response.json(props['block']);
