/**
 * Structured data serialised for an inline <script type="application/ld+json">: '<', '>'
 * and '&' are escaped so no text an owner typed (e.g. '</script>' in a name) can end the
 * script element early.
 */
export function jsonLdScriptContent(data: Record<string, unknown>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
