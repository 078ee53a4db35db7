import type { APIRoute } from 'astro';
import { centerLocationTable } from '../../features/directory/center-locations.ts';
import { getCatalog } from '../../lib/catalog.ts';

/** Every public center's number and location, written at build time for the distance search. */
export const GET: APIRoute = async () => {
  const { centers } = await getCatalog();
  return Response.json(centerLocationTable(centers));
};
