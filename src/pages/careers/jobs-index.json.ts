import type { APIRoute } from 'astro';
import { toIndexEntry } from '../../features/jobs/job-filters.ts';
import { getCatalog } from '../../domain/center/catalog.ts';

/** The /careers filter index, written at build time and fetched on the first filter. */
export const GET: APIRoute = async () => {
  const { jobs } = await getCatalog();
  return Response.json(jobs.map(toIndexEntry));
};
