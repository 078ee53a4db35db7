import type { APIRoute } from 'astro';
import { locationShards } from '../features/directory/location-shards.ts';
import { getCatalog } from '../domain/center/catalog.ts';

/** Every center's city by rank and each city's box, written at build time for the directory's searches. */
export const GET: APIRoute = async () => {
  const { centers } = await getCatalog();
  return Response.json(locationShards(centers).index);
};
