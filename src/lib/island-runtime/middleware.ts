import { defineMiddleware } from 'astro/middleware';
import { externalIslandRuntime } from './island-runtime.ts';

/** Every page rendered (at build or on demand) loads the island runtime from its file. */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(externalIslandRuntime(html), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
});
