import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { blockingStylesheets, criticalCss, inlineCriticalCss } from './critical-css.ts';

/** Pages transformed at once: enough to overlap reads and writes, few enough open files. */
const CONCURRENCY = 16;

async function* pagesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // Hashed assets and Pagefind's bundle hold no pages.
      if (entry.name !== '_astro' && entry.name !== 'pagefind') yield* pagesUnder(path);
    } else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * Gives every built page its critical CSS inline and loads the site's stylesheet without
 * blocking the first paint (src/lib/critical-css.ts), so a page's HTML and the CSS it needs
 * arrive together. Returns how many pages changed.
 */
export async function inlineCriticalCssUnder(dir: string): Promise<number> {
  const sheets = new Map<string, Promise<((classes: ReadonlySet<string>) => string) | undefined>>();
  const sheet = (href: string) => {
    let prepared = sheets.get(href);
    if (!prepared) {
      // Only the build's own stylesheets (root-relative, under /_astro/).
      prepared = href.startsWith('/_astro/')
        ? readFile(join(dir, href), 'utf8').then(criticalCss, () => undefined)
        : Promise.resolve(undefined);
      sheets.set(href, prepared);
    }
    return prepared;
  };
  let changed = 0;
  const pages = pagesUnder(dir);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let page = await pages.next(); !page.done; page = await pages.next()) {
        const html = await readFile(page.value, 'utf8');
        const hrefs = blockingStylesheets(html);
        if (hrefs.length === 0) continue;
        const ready = new Map<string, ((classes: ReadonlySet<string>) => string) | undefined>();
        for (const href of hrefs) ready.set(href, await sheet(href));
        const next = inlineCriticalCss(html, (href) => ready.get(href));
        if (next !== html) {
          await writeFile(page.value, next);
          changed++;
        }
      }
    }),
  );
  return changed;
}

/**
 * Inlines each page's critical CSS after the build (issue 12: HTML and render-blocking CSS
 * within one round trip). Listed before precompression, which compresses the pages it writes.
 */
export function criticalCssIntegration(): AstroIntegration {
  return {
    name: 'mn-directory-critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const changed = await inlineCriticalCssUnder(fileURLToPath(dir));
        logger.info(
          `Critical CSS inlined in ${String(changed)} pages in ${((performance.now() - started) / 1000).toFixed(2)} s`,
        );
      },
    },
  };
}
