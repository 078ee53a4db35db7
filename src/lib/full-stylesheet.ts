/**
 * Turns on the site's whole stylesheet, which the critical-CSS rewrite links as `media="print"`
 * so that it loads without blocking the first paint (the page's own CSS is inline). The
 * layout's script runs this once the page is parsed; the browser applies the sheet once loaded.
 */
export function enableFullStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="stylesheet"][media="print"]',
  )) {
    link.media = 'all';
  }
}
