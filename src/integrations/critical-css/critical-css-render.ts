import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { criticalCss, type PageMarkup } from './critical-css.ts';

/** A prepared stylesheet: a page's critical CSS from the classes and elements in its HTML. */
type PreparedSheet = (page: PageMarkup) => string;

/**
 * Where the build's browser files are: `client/` as Astro writes them, `static/` once the
 * publisher made the build a release (server/publisher/releases.ts).
 */
const CLIENT_FOLDERS = ['client', 'static'];

/**
 * The request header with which the publisher asks a release's Node server for a page it
 * writes into the live release, with its critical CSS inline (the publisher adds that style's
 * hash to the release's policy). Pages the Node server sends visitors itself keep the linked
 * stylesheet: the site-wide policy does not list their styles' hashes.
 */
export const PUBLISH_RENDER_HEADER = 'x-publish-render';

/**
 * The build's output folder (holding `client/` or `static/`, and `server/`) that contains the
 * running module: `<out>/server/chunks/x.mjs` on demand, `<out>/server/.prerender/chunks/x.mjs`
 * while the build pre-renders. Undefined outside a build (`astro dev` serves its styles itself).
 */
export function builtOutDir(module: string): string | undefined {
  for (let dir = dirname(module); dir !== dirname(dir); dir = dirname(dir)) {
    const hasClient = CLIENT_FOLDERS.some((folder) => existsSync(join(dir, folder)));
    if (hasClient && existsSync(join(dir, 'server'))) return dir;
  }
  return undefined;
}

/**
 * The build's own stylesheets (root-relative, under /_astro/) in outDir, prepared once each.
 * While pages pre-render the server build's styles are still in `server/_astro/`; Astro moves
 * them to `client/_astro/` afterwards (a release's `static/_astro/`).
 */
export function builtStylesheets(outDir: string): (href: string) => PreparedSheet | undefined {
  const sheets = new Map<string, PreparedSheet | undefined>();
  return (href) => {
    if (!sheets.has(href)) {
      let prepared: PreparedSheet | undefined;
      if (href.startsWith('/_astro/') && !href.includes('..')) {
        const file = [...CLIENT_FOLDERS, 'server']
          .map((folder) => join(outDir, folder, href))
          .find((path) => existsSync(path));
        prepared = file ? criticalCss(readFileSync(file, 'utf8')) : undefined;
      }
      sheets.set(href, prepared);
    }
    return sheets.get(href);
  };
}
