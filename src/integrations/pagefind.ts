import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import type { CustomRecord, PagefindIndex } from 'pagefind';
import {
  decodeCbor,
  encodeCbor,
  hasPagefindSignature,
  PAGEFIND_SIGNATURE,
} from '../lib/pagefind-format.ts';
import { PAGEFIND_ENTRY_FILE, readBundleFile, readPagefindEntry } from '../lib/pagefind-bundle.ts';
import { linkOrCopy } from './link-or-copy.ts';

/** Where the build records how long indexing took (read by `npm run bench`); not served. */
export const PAGEFIND_STATS_FILE = 'pagefind-stats.json';

/** What one indexing run did. */
export interface PagefindStats {
  pages: number;
  /** Whether the last build's bundle was reused (its records and code unchanged). */
  reused: boolean;
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

/**
 * Stores each file a search loads decompressed, with brotli (quality 11) and gzip (level 9)
 * copies beside it, which Caddy sends by the browser's Accept-Encoding as it sends
 * every other file. Pagefind reads a file that starts with its signature as it is, so the
 * browser's own decoding replaces Pagefind's gunzip, and brotli at its highest level sends
 * each of them smaller than Pagefind's gzip (`npm run bench -- --search-only` prints a first
 * search's files). A few dozen files, a second or two.
 */
export async function recompressPagefindBundle(bundleDir: string): Promise<void> {
  const entries = await readdir(bundleDir, { recursive: true });
  const files = entries.filter((path) => RECOMPRESSED.test(path.split(/[/\\]/).pop() ?? ''));
  await Promise.all(
    files.map(async (path) => {
      const file = join(bundleDir, path);
      const stored = await readFile(file);
      const raw = await gunzipped(stored);
      if (!hasPagefindSignature(raw)) {
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

/** A page's id once compacted: its language and its number in base 36 (`en_0`, `en_7ps`). */
function compactId(language: string, page: number): string {
  return `${language}_${page.toString(36)}`;
}

/**
 * Renames every page of a written bundle (its id in the metadata and its fragment's file) to
 * its language and number (compactId). Pagefind names a page by a hash of its content, 7 hex
 * characters at least: random to a compressor, so with thousands of centers the names are most
 * of the metadata every first search loads, while numbers in order compress to a fraction of
 * that (`npm run bench -- --search-only` prints its size). Nothing else refers to a page by
 * its name: the word and filter chunks name pages by number. The ids are only unique within a
 * build, which is safe because every file the site sends is revalidated at each use
 * (server/Caddyfile). A layout it does not know (fragments grouped into shared files) fails the
 * build rather than leaving a search that finds nothing.
 */
export async function compactPageIds(bundleDir: string): Promise<void> {
  const entry = await readPagefindEntry(bundleDir);
  for (const [language, index] of Object.entries(entry.languages)) {
    const metaFile = join(bundleDir, `pagefind.${index.hash}.pf_meta`);
    const raw = await readBundleFile(metaFile);
    const unknown = new Error(
      `${metaFile} is not Pagefind metadata this build knows how to compact`,
    );
    if (!hasPagefindSignature(raw)) throw unknown;
    const meta = decodeCbor(raw.subarray(PAGEFIND_SIGNATURE.length));
    const pages = Array.isArray(meta) ? meta[1] : undefined;
    if (!Array.isArray(pages)) throw unknown;
    const renames = pages.map((page, number) => {
      const [hash, , group] = Array.isArray(page) ? page : [];
      if (
        !Array.isArray(page) ||
        typeof hash !== 'string' ||
        (group !== undefined && group !== '')
      ) {
        throw new Error(`${metaFile} lists a page this build does not know how to rename`);
      }
      const id = compactId(language, number);
      // A compact id is shorter than any hash Pagefind gives, so no rename overwrites a page.
      if (id.length >= hash.length) throw new Error(`${hash} is as short as the id ${id}`);
      page[0] = id;
      return [hash, id] as const;
    });
    await Promise.all(
      renames.map(([hash, id]) =>
        rename(
          join(bundleDir, 'fragment', `${hash}.pf_fragment`),
          join(bundleDir, 'fragment', `${id}.pf_fragment`),
        ),
      ),
    );
    const compacted = Buffer.concat([Buffer.from(PAGEFIND_SIGNATURE), encodeCbor(meta)]);
    // Named by its content, as Pagefind names it: a changed index is a new file.
    const hash = `${language}_${createHash('sha256').update(compacted).digest('hex').slice(0, 10)}`;
    await writeFile(
      join(bundleDir, `pagefind.${hash}.pf_meta`),
      await gzipped(compacted, { level: 1 }),
    );
    if (hash !== index.hash) await rm(metaFile);
    index.hash = hash;
  }
  await writeFile(join(bundleDir, PAGEFIND_ENTRY_FILE), JSON.stringify(entry));
}

/** Checks a written bundle (its folder) against the records it was made from. */
type CheckBundle = (bundleDir: string, records: CustomRecord[]) => Promise<void>;

/**
 * Records added to Pagefind at once (each is one message to its process, which handles them
 * in the order sent, so pages are numbered in the records' order).
 */
const IN_FLIGHT = 64;

async function indexRecords(all: readonly CustomRecord[]): Promise<PagefindIndex> {
  // No forced language: each record names its own, and Pagefind keeps an index per language.
  const { index, errors } = await pagefind.createIndex();
  if (!index) throw new Error(errors.join('\n'));
  for (let i = 0; i < all.length; i += IN_FLIGHT) {
    const added = await Promise.all(
      all.slice(i, i + IN_FLIGHT).map((r) => index.addCustomRecord(r)),
    );
    const failed = added.flatMap((result) => result.errors);
    if (failed.length > 0) throw new Error(failed.join('\n'));
  }
  return index;
}

/**
 * Where the bundle is written while the pages render: in Astro's cache folder, as the build
 * empties its output folder after it starts.
 */
const STAGING_FOLDER = 'pagefind-staging';
/** The last bundle written, in Astro's cache folder, with what it was made from (BUNDLE_KEY_FILE). */
const BUNDLE_CACHE_FOLDER = 'pagefind-bundle';
const BUNDLE_KEY_FILE = 'made-from.txt';

/**
 * What makes a bundle, as a digest: the records, the installed packages (Pagefind's version
 * among them: the lockfile) and the code that writes the bundle and reads it back. The same
 * digest gives the same bundle, so a build whose records have not changed (most rebuilds: an
 * edit to what the search does not hold, an owner's photo) reuses the last one.
 */
export async function bundleKey(
  records: readonly CustomRecord[],
  lockfile: string,
): Promise<string> {
  const hash = createHash('sha256');
  for (const source of BUNDLE_CODE) hash.update(await readFile(source));
  hash.update(await readFile(lockfile));
  for (const record of records) hash.update(JSON.stringify(record)).update('\n');
  return hash.digest('base64url');
}

/** The modules that write a bundle and read it back (this one, and what it reads with). */
const BUNDLE_CODE = [
  new URL(import.meta.url),
  new URL('../lib/pagefind-format.ts', import.meta.url),
  new URL('../lib/pagefind-bundle.ts', import.meta.url),
];

/** `to` (which must not exist) as a copy of the folder `from`, each file linked (linkOrCopy). */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const source = join(from, entry.name);
      const target = join(to, entry.name);
      if (entry.isDirectory()) return linkTree(source, target);
      await linkOrCopy(source, target);
    }),
  );
}

/** Puts the cached bundle in `staging` when it was made from `key`; false when it was not. */
async function reuseBundle(cache: string, key: string, staging: string): Promise<boolean> {
  const cachedKey = await readFile(join(cache, BUNDLE_KEY_FILE), 'utf8').catch(() => undefined);
  if (cachedKey !== key) return false;
  await rm(staging, { recursive: true, force: true });
  await linkTree(cache, staging);
  await rm(join(staging, BUNDLE_KEY_FILE));
  return true;
}

/**
 * Keeps the bundle in `staging`, made from `key`, as the cached one. The key is written last
 * and the folder moved into place whole, so a build stopped halfway leaves the last bundle or
 * none, never a bundle under another's key.
 */
async function keepBundle(staging: string, key: string, cache: string): Promise<void> {
  const next = `${cache}.next`;
  await rm(next, { recursive: true, force: true });
  await linkTree(staging, next);
  await writeFile(join(next, BUNDLE_KEY_FILE), key);
  await rm(cache, { recursive: true, force: true });
  await rename(next, cache);
}

/** Moves a folder, copying it where it cannot be renamed (another file system). */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** Where writeBundle works and keeps what it made. */
interface BundleFolders {
  staging: string;
  /** The last bundle made (BUNDLE_CACHE_FOLDER). */
  cache: string;
  /** The project's lockfile (see bundleKey). */
  lockfile: string;
}

/**
 * Indexes the records and writes the bundle, stored as a search loads it, to `staging`: all of
 * it while the pages still render (the records come from the catalog, not from the pages). When
 * the last bundle was made from the same records and code (bundleKey), it is reused instead.
 */
export async function writeBundle(
  records: () => Promise<CustomRecord[]>,
  { staging, cache, lockfile }: BundleFolders,
  check: CheckBundle,
): Promise<{ pages: number; reused: boolean }> {
  const all = await records();
  // Without its inputs (no lockfile, say) there is no telling bundles apart: none is reused.
  const key = await bundleKey(all, lockfile).catch(() => undefined);
  if (key !== undefined && (await reuseBundle(cache, key, staging))) {
    await check(staging, all);
    return { pages: all.length, reused: true };
  }
  const index = await indexRecords(all);
  await rm(staging, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: staging });
  if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
  await removeUnusedFiles(staging);
  await compactPageIds(staging);
  await recompressPagefindBundle(staging);
  await check(staging, all);
  if (key === undefined) await rm(cache, { recursive: true, force: true });
  else await keepBundle(staging, key, cache);
  return { pages: all.length, reused: false };
}

/**
 * Removes the files Pagefind writes that the directory never loads: its UIs, its highlighter,
 * its web worker (the search runs in the page, pagefind-client.ts) and the WebAssembly of
 * languages the index does not have. At 10,000 centers they were 0.8 MB compressed at every
 * build for nothing.
 */
async function removeUnusedFiles(bundleDir: string): Promise<void> {
  const entry = await readPagefindEntry(bundleDir);
  const wasm = new Set(
    Object.values(entry.languages).map((language) => `wasm.${language.wasm ?? 'unknown'}.pagefind`),
  );
  const used = (name: string) =>
    name === 'pagefind.js' ||
    name === PAGEFIND_ENTRY_FILE ||
    name.endsWith('.pf_meta') ||
    wasm.has(name);
  const files = await readdir(bundleDir, { withFileTypes: true });
  await Promise.all(
    files
      .filter((file) => file.isFile() && !used(file.name))
      .map((file) => rm(join(bundleDir, file.name))),
  );
}

/**
 * Builds the directory's Pagefind index at every `astro build` (DESIGN.md decision 7) from
 * `records` (src/features/directory/search-index.ts: exactly the fields the directory searches
 * and filters on, from the catalog), and puts the bundle in the client output's /pagefind/,
 * which the directory loads on the first search. Indexing starts with the build and runs in
 * Pagefind's own process while the pages render, and the bundle is written (to the cache
 * folder) as soon as it is ready (at 10,000 centers writing it took 3 s after the
 * pages); once the pages are built it is moved in. A failed index fails the build: a directory without
 * search is broken.
 */
export function pagefindIntegration({
  records,
  check = () => Promise.resolve(),
}: {
  records: () => Promise<CustomRecord[]>;
  /** Checks the written bundle against the records; a throw fails the build. */
  check?: CheckBundle;
}): AstroIntegration {
  let outDir: URL | undefined;
  let cacheDir: URL | undefined;
  let root: URL | undefined;
  let bundle: Promise<{ pages: number; reused: boolean; written: number }> | undefined;
  let started = 0;
  const staging = () => fileURLToPath(new URL(`${STAGING_FOLDER}/`, cacheDir));
  return {
    name: 'mn-directory-pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
        cacheDir = config.cacheDir;
        root = config.root;
      },
      'astro:build:start': () => {
        started = performance.now();
        const folders = {
          staging: staging(),
          cache: fileURLToPath(new URL(BUNDLE_CACHE_FOLDER, cacheDir)),
          lockfile: fileURLToPath(new URL('package-lock.json', root)),
        };
        bundle = writeBundle(records, folders, check).then((made) => ({
          ...made,
          written: performance.now(),
        }));
        // Awaited (and its failure reported) when the pages are built.
        bundle.catch(() => undefined);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const pagesBuilt = performance.now();
        try {
          if (!bundle) throw new Error('indexing never started');
          const { pages, reused, written } = await bundle;
          const bundleDir = fileURLToPath(new URL('pagefind/', dir));
          await rm(bundleDir, { recursive: true, force: true });
          await move(staging(), bundleDir);
          const now = performance.now();
          const stats: PagefindStats = {
            pages,
            reused,
            seconds: (written - started) / 1000,
            afterPagesSeconds: (now - pagesBuilt) / 1000,
          };
          if (outDir) await writeFile(new URL(PAGEFIND_STATS_FILE, outDir), JSON.stringify(stats));
          logger.info(
            `${reused ? 'Reused the unchanged index of' : 'Indexed'} ${String(stats.pages)} centers in ${stats.seconds.toFixed(2)} s (${stats.afterPagesSeconds.toFixed(2)} s after the pages)`,
          );
        } finally {
          await pagefind.close();
          await rm(staging(), { recursive: true, force: true });
        }
      },
    },
  };
}
