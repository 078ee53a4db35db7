import { build } from 'astro:config/server';
import {
  organizationAnswer,
  releaseRoute,
} from '../../../../features/open-data/server/api-answers.ts';

/** HSDS API `/organizations/{id}`: an organization with its service and location. Answered on demand from the live release's open-data files. */
export const prerender = false;

export const GET = releaseRoute(build.client, import.meta.env.DEV, organizationAnswer);
