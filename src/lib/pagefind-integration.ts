import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/**
 * Pagefind's own files that a search loads and that Pagefind writes gzipped (at a low level):
 * the metadata, the word and filter chunks and the WebAssembly. Fragments (one per center)
 * are left as written: a search loads only the dozen it shows.
 */
const RECOMPRESSED = /\.(pf_meta|pf_index|pf_filter)$|^wasm\.[a-z-]+\.pagefind$/;
/** Larger chunks are filters a search never names (the cards): compressing them costs seconds. */
const RECOMPRESS_MAX_BYTES = 1024 * 1024;
/** Pagefind's mark at the start of a decompressed file: with it, the file is read as it is. */
const PAGEFIND_SIGNATURE = 'pagefind_dcd';

/**
 * Stores each file a search loads decompressed, with brotli (quality 11) and gzip (level 9)
 * copies beside it, which the site server sends by the browser's Accept-Encoding as it sends
 * every other file. Pagefind reads a file that starts with its signature as it is, so the
 * browser's own decoding replaces Pagefind's gunzip: at 10,000 centers the metadata goes from
 * 81 KB to 47 KB on the wire, the WebAssembly from 58 KB to 50 KB, the city filter from 22 KB
 * to 10 KB (issue 12: first search within 150 KB). A few dozen files, a second or two.
 */
export async function recompressPagefindBundle(bundleDir: string): Promise<void> {
  const entries = await readdir(bundleDir, { recursive: true });
  const files = entries.filter((path) => RECOMPRESSED.test(path.split(/[/\\]/).pop() ?? ''));
  await Promise.all(
    files.map(async (path) => {
      const file = join(bundleDir, path);
      const stored = await readFile(file);
      const raw = await gunzipped(stored);
      if (raw.subarray(0, PAGEFIND_SIGNATURE.length).toString() !== PAGEFIND_SIGNATURE) {
        throw new Error(`${path} is not a Pagefind file this build knows how to store`);
      }
      if (raw.length > RECOMPRESS_MAX_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_LGWIN]: 24,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipped(raw, { level: 9 }),
      ]);
      await Promise.all([
        writeFile(file, raw),
        writeFile(`${file}.br`, br),
        writeFile(`${file}.gz`, gz),
      ]);
    }),
  );
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
          const bundleDir = fileURLToPath(new URL('pagefind/', dir));
          const written = await index.writeFiles({ outputPath: bundleDir });
          if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
          await recompressPagefindBundle(bundleDir);
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
