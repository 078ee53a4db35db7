import { build } from 'astro:config/server';
import { termsAnswer, releaseRoute } from '../../../../features/open-data/server/api-answers.ts';

/** HSDS API `/taxonomy_terms`: their terms. Answered on demand from the live release's open-data files. */
export const prerender = false;

export const GET = releaseRoute(build.client, import.meta.env.DEV, termsAnswer);
