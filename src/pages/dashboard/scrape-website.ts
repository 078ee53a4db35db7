import type { APIRoute } from 'astro';
import { handleScrapeRequest } from '../../features/dashboard/scrape/scrape-website.ts';
import { PUBLIC_WEB } from '../../features/dashboard/scrape/safe-fetch.ts';
import { env } from '../../lib/env.ts';

// On demand: the fetch happens at request time, on the site's server.
export const prerender = false;

/** 'Scrape website' for the edit dialog (src/features/dashboard/scrape/scrape-website.ts). */
export const POST: APIRoute = ({ request }) =>
  handleScrapeRequest(request, { pocketbaseUrl: env.POCKETBASE_URL, policy: PUBLIC_WEB });
