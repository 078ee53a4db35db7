import type { APIRoute } from 'astro';
import { locationShards } from '../../../features/directory/location-shards.ts';
import { getCatalog } from '../../../lib/catalog.ts';

/** Each city's location file and box, written at build time for the distance search. */
export const GET: APIRoute = async () => {
  const { centers } = await getCatalog();
  return Response.json(locationShards(centers).index);
};
