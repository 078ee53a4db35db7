import { rootAnswer } from '../../../features/open-data/server/api-answers.ts';

/** HSDS API `/`: the version, profile, OpenAPI description and publisher (on demand: no file extension to serve it as JSON). */
export const prerender = false;

export const GET = () => rootAnswer();
