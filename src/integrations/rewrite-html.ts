/**
 * A rendered page with its HTML rewritten by `transform` (as pages render, at build time and on
 * demand alike: no pass over the built pages afterwards); other answers pass unchanged.
 */
export async function rewriteHtml(
  response: Response,
  transform: (html: string) => string,
): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) {
    return response;
  }
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(transform(html), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
