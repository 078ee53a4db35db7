/**
 * The addresses of PocketBase's files in a page's HTML, and where each one's copy goes in a
 * release (pictures.ts copies them; Caddy sends the copies).
 */

/** One picture address of a page, and where its copy goes in a release. */
export interface Picture {
  /** The address below PocketBase's URL: /api/files/..., with its ?thumb= if any. */
  path: string;
  /** Where the copy goes, relative to the release's files (`/` separated). */
  file: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The PocketBase files a page shows or links (img src, links to full pictures, share cards, an
 * island's props): every `<publicUrl>/api/files/...` address in its HTML. Names are PocketBase's
 * (letters, digits, `_`, `-`, `.`); a thumbnail size is `<width>x<height>` with an optional
 * t, b or f, the only sizes Caddy looks up (server/Caddyfile).
 */
export function picturesOf(html: string, publicUrl: string): Picture[] {
  const base = escapeRegExp(publicUrl.replace(/\/+$/, ''));
  const address = new RegExp(
    `${base}(/api/files/(\\w+)/(\\w+)/([\\w.-]+))(?:\\?thumb=(\\d+x\\d+[tbf]?))?(?![\\w.?-])`,
    'g',
  );
  const found = new Map<string, Picture>();
  for (const [, path = '', collection = '', record = '', name = '', thumb] of html.matchAll(
    address,
  )) {
    const picture = {
      path: thumb ? `${path}?thumb=${thumb}` : path,
      file: `api/files/${collection}/${record}/${thumb ? `${thumb}/` : ''}${name}`,
    };
    found.set(picture.file, picture);
  }
  return [...found.values()];
}
