import { build } from 'astro:config/server';
import { servicesAnswer, releaseRoute } from '../../../../features/open-data/server/api-answers.ts';

/** HSDS API `/services`: a page of services, filtered by the query. Answered on demand from the live release's open-data files. */
export const prerender = false;

export const GET = releaseRoute(build.client, import.meta.env.DEV, servicesAnswer);
