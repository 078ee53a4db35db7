import { build } from 'astro:config/server';
import { serviceAnswer, releaseRoute } from '../../../../features/open-data/server/api-answers.ts';

/** HSDS API `/services/{id}`: one fully nested service. Answered on demand from the live release's open-data files. */
export const prerender = false;

export const GET = releaseRoute(build.client, import.meta.env.DEV, serviceAnswer);
