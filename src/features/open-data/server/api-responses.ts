import type { HsdsPage } from '../service-query.ts';

/** How long a client may reuse an answer: the data changes only with a new release. */
const CACHE = 'public, max-age=60';

/** A JSON answer of the HSDS API. */
export function hsdsJson(body: unknown, status = 200): Response {
  return Response.json(body, {
    status,
    headers: {
      'Cache-Control': status === 200 ? CACHE : 'no-store',
      'Access-Control-Allow-Origin': '*',
    },
  });
}

/** A 400 or 404 answer with a sentence saying what was wrong. */
export function hsdsError(status: 400 | 404 | 503, message: string): Response {
  return hsdsJson({ error: message }, status);
}

/** The answer when the release's files cannot be read (logged with the cause). */
export function unavailable(error: unknown): Response {
  console.error('The open-data API could not read the release files:', error);
  return hsdsError(503, 'The directory data is being published; try again in a minute.');
}

export type { HsdsPage };
