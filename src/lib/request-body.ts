/**
 * Request bodies of the on-demand routes, read within a size bound before anything parses
 * them: the Node adapter reads up to 1 GiB, and a route that parsed first spent seconds of CPU
 * and hundreds of megabytes on a body it then refused. A declared Content-Length past the bound
 * is refused without reading; a body without one is read only up to the bound.
 */

/** The 413's message (the route answers it in its own JSON shape). */
export const TOO_LARGE_MESSAGE = 'This request is too large.';

/** The bytes of a body read within the bound. */
export type BoundedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false };

/** Reads a request's body, at most `maxBytes` of it: not ok when it is larger. */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<BoundedBody> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * The request again with its body read within `maxBytes` (null when it is larger), so the
 * handler reads it as before (json(), text()) but never more than the bound.
 */
export async function boundedRequest(request: Request, maxBytes: number): Promise<Request | null> {
  const body = await readBoundedBody(request, maxBytes);
  if (!body.ok) return null;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? body.bytes : null,
    signal: request.signal,
  });
}

/** Byte bounds of the on-demand routes' bodies. */
export const BODY_LIMITS = {
  /** JSON of a few fields: a checkout, a job payment, a scrape, a summaries request. */
  small: 16 * 1024,
  /** Stripe's signed events (an invoice with its lines can run to tens of kilobytes). */
  webhook: 512 * 1024,
} as const;

/**
 * An on-demand route's handler behind the body bound: a body past `maxBytes` is answered 413
 * with `{ message }` before the handler runs; otherwise the handler gets the route's context
 * and the bounded request (read its body from that one).
 */
export function withBodyLimit<Context extends { request: Request }>(
  maxBytes: number,
  handler: (context: Context, request: Request) => Response | Promise<Response>,
): (context: Context) => Promise<Response> {
  return async (context) => {
    const request = await boundedRequest(context.request, maxBytes);
    if (!request) return Response.json({ message: TOO_LARGE_MESSAGE }, { status: 413 });
    return handler(context, request);
  };
}
