/** The most text a scrape puts in the knowledge base (the field holds up to 100,000). */
export const MAX_KNOWLEDGE_CHARS = 20_000;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  middot: '·',
  bull: '•',
};

/** Decodes HTML character references (named ones we know, and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

// Elements whose content is never readable text for families (code, styling, menus, forms).
const DROPPED = [
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'object',
  'nav',
  'select',
];
// Tags that end a line of text. `[^<>]*` (not `[^>]*`) keeps every scan short: pages are
// untrusted, and a pattern that can run to the end of the input from each '<' is quadratic.
const BLOCK =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|main|aside|blockquote|dd|dt|hr)\b[^<>]*>/gi;

/**
 * Removes every span from a match of `open` to the next match of `close` (to the end when
 * unclosed), in one pass over the text.
 */
function dropSpans(text: string, open: RegExp, close: RegExp): string {
  let out = '';
  let pos = 0;
  for (;;) {
    open.lastIndex = pos;
    const start = open.exec(text);
    if (!start) return out + text.slice(pos);
    out += `${text.slice(pos, start.index)} `;
    close.lastIndex = start.index + start[0].length;
    const end = close.exec(text);
    if (!end) return out;
    pos = end.index + end[0].length;
  }
}

/** The text of the first <title>, or ''. */
function titleOf(html: string): string {
  const open = /<title\b[^<>]*>/gi;
  const start = open.exec(html);
  if (!start) return '';
  const from = start.index + start[0].length;
  const end = html.indexOf('<', from);
  return html.slice(from, end < 0 ? undefined : end);
}

/**
 * The readable text of an HTML page, for the knowledge base: the title and the visible text,
 * one line per block, without scripts, styles, menus or markup, capped at `maxChars`.
 */
export function readableText(html: string, maxChars = MAX_KNOWLEDGE_CHARS): string {
  let text = dropSpans(html, /<!--/g, /-->/g);
  const title = titleOf(text);
  for (const tag of DROPPED) {
    text = dropSpans(text, new RegExp(`<${tag}\\b`, 'gi'), new RegExp(`</${tag}\\s*>`, 'gi'));
  }
  text = text.replace(BLOCK, '\n').replace(/<[^<>]*>/g, ' ');
  return plainText(decodeEntities(`${title}\n${text}`), maxChars);
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
