import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import type { CustomRecord, PagefindIndex } from 'pagefind';

/** Where the build records how long indexing took (read by `npm run bench`); not served. */
export const PAGEFIND_STATS_FILE = 'pagefind-stats.json';

/** What one indexing run did. */
export interface PagefindStats {
  pages: number;
  /** From the start of indexing (alongside the page rendering) to the written bundle. */
  seconds: number;
  /** Of those, the seconds after the pages were built (writing the bundle, mostly). */
  afterPagesSeconds: number;
}

/** Records added to Pagefind at once (each is one message to its process). */
const IN_FLIGHT = 64;

async function indexRecords(records: () => Promise<CustomRecord[]>): Promise<{
  index: PagefindIndex;
  pages: number;
}> {
  const [all, created] = await Promise.all([
    records(),
    pagefind.createIndex({ forceLanguage: 'en' }),
  ]);
  const { index, errors } = created;
  if (!index) throw new Error(errors.join('\n'));
  for (let i = 0; i < all.length; i += IN_FLIGHT) {
    const added = await Promise.all(
      all.slice(i, i + IN_FLIGHT).map((r) => index.addCustomRecord(r)),
    );
    const failed = added.flatMap((result) => result.errors);
    if (failed.length > 0) throw new Error(failed.join('\n'));
  }
  return { index, pages: all.length };
}

/**
 * Builds the directory's Pagefind index at every `astro build` (DESIGN.md decision 7) from
 * `records` (src/features/directory/search-index.ts: exactly the fields the directory searches
 * and filters on, from the catalog), and writes the bundle to the client output's /pagefind/,
 * which the directory loads on the first search. Indexing starts with the build and runs in
 * Pagefind's own process while the pages render; the bundle is written once they are built.
 * A failed index fails the build: a directory without search is broken.
 */
export function pagefindIntegration({
  records,
}: {
  records: () => Promise<CustomRecord[]>;
}): AstroIntegration {
  let outDir: URL | undefined;
  let indexing: ReturnType<typeof indexRecords> | undefined;
  let started = 0;
  return {
    name: 'mn-directory-pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:start': () => {
        started = performance.now();
        indexing = indexRecords(records);
        // Awaited (and its failure reported) when the pages are built.
        indexing.catch(() => undefined);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const pagesBuilt = performance.now();
        try {
          if (!indexing) throw new Error('indexing never started');
          const { index, pages } = await indexing;
          const written = await index.writeFiles({
            outputPath: fileURLToPath(new URL('pagefind/', dir)),
          });
          if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
          const now = performance.now();
          const stats: PagefindStats = {
            pages,
            seconds: (now - started) / 1000,
            afterPagesSeconds: (now - pagesBuilt) / 1000,
          };
          if (outDir) await writeFile(new URL(PAGEFIND_STATS_FILE, outDir), JSON.stringify(stats));
          logger.info(
            `Indexed ${String(stats.pages)} centers in ${stats.seconds.toFixed(2)} s (${stats.afterPagesSeconds.toFixed(2)} s after the pages)`,
          );
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
