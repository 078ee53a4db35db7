import type { APIRoute } from 'astro';
import { hsdsOpenApi } from '../../../features/open-data/openapi.ts';
import { env } from '../../../lib/env.ts';

/** The OpenAPI description of the HSDS API, written at build time. */
export const GET: APIRoute = () => Response.json(hsdsOpenApi(env.SITE_URL, env.SITE_TEAM_EMAIL));
