import { convert, type HtmlToTextOptions } from 'html-to-text';

/** The most text a scrape puts in the knowledge base (the field holds up to 100,000). */
const MAX_KNOWLEDGE_CHARS = 20_000;

// Elements whose content is never readable text for families (code, styling, menus, forms,
// pictures); everything else becomes plain text, one line per block, entities decoded.
const SKIPPED = ['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'nav'];
const SKIPPED_TOO = ['select', 'img', 'button', 'input', 'textarea'];

const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  // The title first, then the page.
  baseElements: { selectors: ['title', 'body'], orderBy: 'selectors', returnDomByDefault: true },
  selectors: [
    ...[...SKIPPED, ...SKIPPED_TOO].map((selector) => ({ selector, format: 'skip' })),
    { selector: 'a', options: { ignoreHref: true } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th'].map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
    { selector: 'ul', format: 'block' },
    { selector: 'ol', format: 'block' },
    { selector: 'li', format: 'block' },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    { selector: 'td', format: 'block' },
    { selector: 'th', format: 'block' },
  ],
};

/**
 * The readable text of an HTML page, for the knowledge base: the title and the visible text,
 * one line per block, without scripts, styles, menus or markup, capped at `maxChars`.
 * html-to-text parses the page (htmlparser2: linear time on hostile markup, every HTML entity).
 */
export function readableText(html: string, maxChars = MAX_KNOWLEDGE_CHARS): string {
  return plainText(convert(html, OPTIONS), maxChars);
}

/** Plain text tidied like readableText: trimmed lines, no blank or repeated lines, capped. */
export function plainText(text: string, maxChars = MAX_KNOWLEDGE_CHARS): string {
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (line && line !== lines[lines.length - 1]) lines.push(line);
  }
  const joined = lines.join('\n');
  if (joined.length <= maxChars) return joined;
  // Cut at the last line break or space before the cap, so no word is cut in half.
  const cut = joined.slice(0, maxChars);
  const end = Math.max(cut.lastIndexOf('\n'), cut.lastIndexOf(' '));
  return (end > maxChars / 2 ? cut.slice(0, end) : cut).trimEnd();
}
