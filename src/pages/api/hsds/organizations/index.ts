import { build } from 'astro:config/server';
import {
  organizationsAnswer,
  releaseRoute,
} from '../../../../features/open-data/server/api-answers.ts';

/** HSDS API `/organizations`: a page of organizations. Answered on demand from the live release's open-data files. */
export const prerender = false;

export const GET = releaseRoute(build.client, import.meta.env.DEV, organizationsAnswer);
