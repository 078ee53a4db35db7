import type { APIRoute } from 'astro';
import { mnZipCentroids } from '../../features/directory/zip-centroids.ts';

/** Minnesota ZIP code centroids, written at build time; fetched only for a distance search. */
export const GET: APIRoute = () => Response.json(mnZipCentroids());
