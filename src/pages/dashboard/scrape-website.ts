import type { APIRoute } from 'astro';
import { handleScrapeRequest } from '../../features/dashboard/scrape/scrape-website.ts';
import { PUBLIC_WEB } from '../../features/dashboard/scrape/safe-fetch.ts';
import { env } from '../../lib/env.ts';
import { BODY_LIMITS, withBodyLimit } from '../../lib/request-body.ts';

// On demand: the fetch happens at request time, on the site's server.
export const prerender = false;

/** 'Scrape website' for the edit dialog (src/features/dashboard/scrape/scrape-website.ts). */
export const POST: APIRoute = withBodyLimit(BODY_LIMITS.small, (_context, request) =>
  handleScrapeRequest(request, { pocketbaseUrl: env.POCKETBASE_URL, policy: PUBLIC_WEB }),
);
