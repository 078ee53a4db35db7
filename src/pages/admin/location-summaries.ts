import type { APIRoute } from 'astro';
import { handleSummariesRequest } from '../../features/admin/location-summaries/location-summaries.ts';
import { configuredProvider } from '../../lib/ai/configured-provider.ts';
import { env } from '../../lib/env.ts';
import { BODY_LIMITS, withBodyLimit } from '../../lib/request-body.ts';

// On demand: summaries are computed at request time on the site's server.
export const prerender = false;

const provider = configuredProvider();

/** 'Generate Location Summaries' (src/features/admin/location-summaries/location-summaries.ts). */
export const POST: APIRoute = withBodyLimit(BODY_LIMITS.small, (_context, request) =>
  handleSummariesRequest(request, { pocketbaseUrl: env.POCKETBASE_URL, provider }),
);
