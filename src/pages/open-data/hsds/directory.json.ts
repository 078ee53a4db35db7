import type { APIRoute } from 'astro';
import { getReleaseData } from '../../../features/open-data/release.ts';

/** The whole directory as one HSDS 3.0 JSON file (an array of fully nested services). */
export const GET: APIRoute = async () =>
  new Response((await getReleaseData()).directoryJson, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
