import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';

/** Where the build records how long indexing took (read by `npm run bench`); not served. */
export const PAGEFIND_STATS_FILE = 'pagefind-stats.json';

/** What one indexing run did. */
export interface PagefindStats {
  pages: number;
  seconds: number;
}

/**
 * Indexes the built center pages with Pagefind after every `astro build` (DESIGN.md decision
 * 7) and writes the bundle to the client output's /pagefind/, which the directory loads on
 * the first search. Only center pages are indexed; what each holds is set by
 * src/features/directory/CenterSearchRecord.astro. A failed index fails the build: a
 * directory without search is broken.
 */
export function pagefindIntegration(): AstroIntegration {
  let outDir: URL | undefined;
  return {
    name: 'mn-directory-pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const site = fileURLToPath(dir);
        try {
          const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
          if (!index) throw new Error(errors.join('\n'));
          const added = await index.addDirectory({ path: site, glob: 'center/*/index.html' });
          if (added.errors.length > 0) throw new Error(added.errors.join('\n'));
          const written = await index.writeFiles({
            outputPath: fileURLToPath(new URL('pagefind/', dir)),
          });
          if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
          const stats: PagefindStats = {
            pages: added.page_count,
            seconds: (performance.now() - started) / 1000,
          };
          if (outDir) await writeFile(new URL(PAGEFIND_STATS_FILE, outDir), JSON.stringify(stats));
          logger.info(
            `Indexed ${String(stats.pages)} center pages in ${stats.seconds.toFixed(2)} s`,
          );
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
