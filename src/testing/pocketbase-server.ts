import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * A stand-in PocketBase for component tests: MSW's Node server answers the PocketBase SDK's
 * fetch calls, with the bodies and error shapes a real PocketBase sends. Each test adds the
 * handlers it needs with `pocketBase.use(...)`; any request without one fails the test.
 */

/**
 * The URL the islands' PocketBase client is given (the layout's <meta name="pocketbase-url">):
 * the test page's own origin (vitest.config.ts), so no request is cross-origin.
 */
export const PB_URL = 'http://directory.test';

export const pocketBase = setupServer();

/** A collection's records API, e.g. `records('contact_messages')`. */
export function records(collection: string, id?: string): string {
  return `${PB_URL}/api/collections/${collection}/records${id ? `/${id}` : ''}`;
}

/** A custom route of the hooks, e.g. `route('/api/centers/claim')`. */
export function route(path: string): string {
  return `${PB_URL}${path}`;
}

/**
 * A PocketBase error answer: `{ status, message, data }`, where `data` names each refused
 * field with its `{ code, message }` (the shape the SDK's ClientResponseError carries).
 */
export function pbError(
  status: number,
  message: string,
  fields: Record<string, { code: string; message: string }> = {},
) {
  return HttpResponse.json({ status, message, data: fields }, { status });
}

/** A record as PocketBase returns it: its fields plus id, collection and timestamps. */
export function pbRecord(collectionName: string, fields: Record<string, unknown>) {
  return {
    id: 'rec0000000000001',
    collectionId: `pbc_${collectionName}`,
    collectionName,
    created: '2026-11-01 10:00:00.000Z',
    updated: '2026-11-01 10:00:00.000Z',
    ...fields,
  };
}

/**
 * PocketBase's answer to a list request holding `items` (one page); with `skipTotal` the
 * counts are -1, as PocketBase answers a list asked for without its total.
 */
export function pbList(items: unknown[], { skipTotal = false } = {}) {
  const total = skipTotal ? -1 : items.length;
  return HttpResponse.json({
    page: 1,
    perPage: Math.max(items.length, 1),
    totalItems: total,
    totalPages: skipTotal ? -1 : Math.min(total, 1),
    items,
  });
}

/** A request body, read as JSON, or as plain fields when the SDK sent multipart form data. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(form.entries());
  }
  return (await request.json()) as Record<string, unknown>;
}

export { HttpResponse, http };

/** PocketBase's answer to a good e-mail and password: a token and the user's record. */
export function signInAnswer(user: { id: string; email: string; role: string }) {
  return http.post(route('/api/collections/users/auth-with-password'), () =>
    HttpResponse.json({
      // Expires in 2100: only its `exp` is read in the browser.
      token: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.signature',
      record: pbRecord('users', user),
    }),
  );
}
