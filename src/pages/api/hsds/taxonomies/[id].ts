import { build } from 'astro:config/server';
import { taxonomyAnswer, releaseRoute } from '../../../../features/open-data/server/api-answers.ts';

/** HSDS API `/taxonomies/{id}`. Answered on demand from the live release's open-data files. */
export const prerender = false;

export const GET = releaseRoute(build.client, import.meta.env.DEV, taxonomyAnswer);
