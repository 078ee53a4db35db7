import type { APIRoute } from 'astro';
import { getReleaseData } from '../../../features/open-data/release.ts';

/** What the on-demand HSDS API filters and where it finds each service in directory.json. */
export const GET: APIRoute = async () => Response.json((await getReleaseData()).index);
