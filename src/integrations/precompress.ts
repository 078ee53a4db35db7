import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { env } from '../lib/env.ts';
import { TRANSLATED_LOCALES } from '../lib/i18n/locales.ts';
import { linkOrCopy } from './link-or-copy.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text formats. Pagefind's .pf_* files are already gzipped. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|csv)$/;
/** Below this a compressed copy saves less than a packet's headers cost. */
const MIN_BYTES = 1024;
/** Files compressed at once: enough to keep zlib's thread pool busy, few enough open files. */
const CONCURRENCY = 16;
/** What the last run compressed: relative path -> digest of the file (in the cache folder). */
const MANIFEST = 'precompress.json';
const ENCODINGS = ['.br', '.gz'] as const;
/** The folder of the cache (Astro's cacheDir) holding the last copies. */
export const PRECOMPRESS_CACHE_FOLDER = 'precompressed';

/** Above this size a file is compressed at quality 9 whatever it is (see brotliQuality). */
const LARGEST_AT_BEST_QUALITY = 512 * 1024;

/** Pages of which there is one per record (thousands): centers, jobs, the directory's pages. */
const RECORD_PAGES = /[/\\](center|job|pagefind)[/\\]|[/\\](centers|careers)[/\\]page[/\\]/;

/** A translated copy's folder before a page's address (`es/`, ...), or nothing (English). */
const LOCALE = `(?:(?:${TRANSLATED_LOCALES.join('|')})/)?`;

/**
 * A record's page (relative to the site's root, `/` separated), as the build writes it, in any
 * language, and the open-data files, which hold every record: left for after the release is
 * live like the pages.
 */
const RECORD_PAGE_FILE = new RegExp(
  `^${LOCALE}(?:center|job)/[^/]+/index\\.html$|^${LOCALE}(?:centers|careers)/page/\\d+/index\\.html$|^open-data/hsds/.+\\.(?:json|csv)$`,
);
/** The open-data files (src/pages/open-data/hsds/): tens of megabytes at 10,000 centers. */
const OPEN_DATA_FILE = /[/\\]open-data[/\\]hsds[/\\]/;

/**
 * Which files a run compresses: `all`; `site`, all but the pages of records (the publisher
 * compresses those once the release is live: thousands of pages would otherwise hold a full
 * build back by tens of seconds); or `record-pages`, only those.
 */
type PrecompressScope = 'all' | 'site' | 'record-pages';

/** Whether a file (relative to the site's root) is a record's page. */
export function isRecordPage(rel: string): boolean {
  return RECORD_PAGE_FILE.test(rel.split(sep).join('/'));
}

const inScope = (scope: PrecompressScope, rel: string) =>
  scope === 'all' || (scope === 'record-pages') === isRecordPage(rel);

/**
 * Brotli quality: the pages of records are many and change at every rebuild, so quality 5
 * (within ~1% of 9 at a tenth of the time: 0.7 ms a 41 KB center page; 4 is a third faster but
 * 7% larger), and so are Pagefind's files and the JSON indexes. Hashed assets are few and cached
 * for a year, and the site's other pages (home, /centers, /careers, /faq, ...) are a few dozen
 * and the most visited, so 11: 10% smaller than 5 (home 12.9 KB for 14.3 KB, which keeps it in
 * one round trip) for about 60 ms a page. Gzip (for clients without brotli) at level 6:
 * the same size as 9 on these pages (+0.1%) for 15% less time.
 */
export function brotliQuality(path: string, bytes = 0): number {
  // The open-data files are as large as all the records together (tens of megabytes) and
  // change with any of them: quality 5, as the records' pages, whatever their size.
  if (OPEN_DATA_FILE.test(path)) return 5;
  // A file as large as all the records (/careers/more-postings/ lists every posting: 1.8 MB at
  // 1,000) took 2.4 s at 11 for 68 KB; at 9, 37 ms for 79 KB. It loads after a visitor's
  // action, not with a page's first view.
  if (bytes > LARGEST_AT_BEST_QUALITY) return 9;
  // Pagefind's JS is the same at every build and loads with the first search: as small as can be.
  if (path.includes('/_astro/') || /[/\\]pagefind[/\\]pagefind[\w-]*\.js$/.test(path)) return 11;
  return path.endsWith('.html') && !RECORD_PAGES.test(path) ? 11 : 5;
}

/** Folders holding only Pagefind's own compressed files. */
const PAGEFIND_DATA_DIR = /^pagefind\/(fragment|index|filter)$/;
/** Folders holding the pages of records (and folders of them). */
const RECORD_PAGES_DIR = new RegExp(
  `^${LOCALE}(center|job)(/|$)|^${LOCALE}(centers|careers)/page(/|$)|^open-data/hsds(/|$)`,
);
/** Folders on the way to them. */
const RECORD_PAGES_PARENT = new RegExp(
  `^(${TRANSLATED_LOCALES.join('|')})$|^${LOCALE}(centers|careers)$|^open-data$`,
);

/**
 * Whether a folder (relative to the site's root, `/` separated) may hold files of the scope:
 * a run never walks the 10,000 folders of the records' pages it leaves to another run.
 */
function mayHoldScope(scope: PrecompressScope, rel: string): boolean {
  if (PAGEFIND_DATA_DIR.test(rel)) return false;
  if (scope === 'site') return !RECORD_PAGES_DIR.test(rel);
  if (scope === 'record-pages') return RECORD_PAGES_DIR.test(rel) || RECORD_PAGES_PARENT.test(rel);
  return true;
}

async function* filesUnder(
  root: string,
  scope: PrecompressScope,
  dir = root,
): AsyncGenerator<string> {
  // A folder removed meanwhile (the publisher takes an unpublished record's page down while
  // a release's pages are compressed) has nothing left to compress.
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (isGone(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (mayHoldScope(scope, relative(root, path).split(sep).join('/'))) {
        yield* filesUnder(root, scope, path);
      }
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Whether an error says the file or folder is not there (any more). */
function isGone(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** The `.br` and `.gz` copies of body that are smaller than it. */
async function compress(path: string, body: Buffer): Promise<Map<string, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(path, body.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: 6 }),
  ]);
  const copies: [string, Buffer][] = [
    ['.br', br],
    ['.gz', gz],
  ];
  return new Map(copies.filter(([, compressed]) => compressed.length < body.length));
}

/** What precompressDirectory did. */
export interface PrecompressStats {
  /** Files compressed now. */
  compressed: number;
  /** Unchanged files whose copies came from the last build's cache. */
  reused: number;
}

/** Options of precompressDirectory. */
export interface PrecompressOptions {
  /** Which files (default all). Each scope keeps its own record in the cache folder. */
  scope?: PrecompressScope;
  /** Files compressed at once (default 16: zlib's thread pool kept busy). */
  concurrency?: number;
  /** Stops the run between files; what was done is recorded, the rest is left as it is. */
  signal?: AbortSignal;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file under dir (each only when smaller).
 * With a cache folder, a file whose bytes are the same as at the last run gets that run's
 * copies instead of being compressed again (most pages, after an incremental build).
 */
export async function precompressDirectory(
  dir: string,
  cacheDir?: string,
  { scope = 'all', concurrency = CONCURRENCY, signal }: PrecompressOptions = {},
): Promise<PrecompressStats> {
  const manifest = cacheDir
    ? join(cacheDir, scope === 'all' ? MANIFEST : `precompress-${scope}.json`)
    : undefined;
  const previous: Record<string, string> = manifest
    ? await readFile(manifest, 'utf8')
        .then((text) => JSON.parse(text) as Record<string, string>)
        .catch(() => ({}))
    : {};
  const next = new Map<string, string>();
  const visited = new Set<string>();
  const stats: PrecompressStats = { compressed: 0, reused: 0 };
  const files = filesUnder(dir, scope);

  const reuse = async (rel: string, path: string) => {
    if (!cacheDir) return false;
    try {
      await Promise.all(ENCODINGS.map((ext) => linkOrCopy(join(cacheDir, rel + ext), path + ext)));
      return true;
    } catch {
      return false;
    }
  };
  const madeDirs = new Map<string, Promise<unknown>>();
  const cacheCopy = async (rel: string, path: string) => {
    if (!cacheDir) return;
    const target = join(cacheDir, rel);
    const folder = dirname(target);
    if (!madeDirs.has(folder)) madeDirs.set(folder, mkdir(folder, { recursive: true }));
    await madeDirs.get(folder);
    // Unlinked first: the old copy may be a link into a release still serving it.
    await rm(target, { force: true });
    await linkOrCopy(path, target);
  };

  const one = (path: string) =>
    compressOne(path).catch((error: unknown) => {
      // Its page was taken down meanwhile: nothing to compress, nothing to cache.
      if (!isGone(error)) throw error;
    });
  /** Puts `body`'s copies beside `path`; says whether they were reused from the cache. */
  const copiesOf = async (rel: string, path: string, body: Buffer): Promise<boolean> => {
    const digest = createHash('sha1').update(body).digest('base64url');
    if (previous[rel] === digest && (await reuse(rel, path))) {
      next.set(rel, digest);
      return true;
    }
    const copies = await compress(path, body);
    for (const [ext, compressed] of copies) {
      // Renamed into place: a copy being sent is never seen half written.
      await writeFile(`${path}${ext}.tmp`, compressed);
      await rename(`${path}${ext}.tmp`, path + ext);
      await cacheCopy(rel + ext, path + ext);
    }
    // Cached only in both encodings: otherwise compressed again next time, never half reused.
    if (copies.size === ENCODINGS.length) next.set(rel, digest);
    return false;
  };
  const compressOne = async (path: string) => {
    const rel = relative(dir, path);
    if (!inScope(scope, rel)) return;
    visited.add(rel);
    let body = await readFile(path);
    // The publisher writes an edited page (with its own copies) into the live release while
    // this may be compressing the page it replaces: once the copies are in place the page is
    // read again, and while it changed meanwhile its copies are made again from it, so no
    // copy of what a page said before outlives the page.
    for (let placed = false; ; placed = true) {
      if (body.length < MIN_BYTES) {
        if (placed) await Promise.all(ENCODINGS.map((ext) => rm(path + ext, { force: true })));
        return;
      }
      const reused = await copiesOf(rel, path, body);
      const now = await readFile(path);
      if (now.equals(body)) {
        if (reused) stats.reused++;
        else stats.compressed++;
        return;
      }
      body = now;
    }
  };

  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let file = await files.next(); !file.done; file = await files.next()) {
        if (signal?.aborted) return;
        await one(file.value);
      }
    }),
  );
  if (manifest) {
    // The cache copies of files not visited are as the last run left them: still valid.
    for (const [rel, digest] of Object.entries(previous)) {
      if (!visited.has(rel) && (signal?.aborted || !inScope(scope, rel))) next.set(rel, digest);
    }
    await mkdir(dirname(manifest), { recursive: true });
    await writeFile(manifest, JSON.stringify(Object.fromEntries(next)));
  }
  return stats;
}

/**
 * Writes brotli and gzip copies of the built site's text files (HTML, CSS, JS, JSON, SVG, XML,
 * Pagefind's entry files) so Caddy sends them compressed without compressing per request
 * (server/Caddyfile, `precompressed br gzip`). Listed after the Pagefind integration, whose bundle it
 * compresses too. Copies of unchanged files come from Astro's cache folder. With
 * PRECOMPRESS_RECORD_PAGES=later (the publisher's builds) the pages of records are left to
 * the publisher, which compresses them once the release is live.
 */
export function precompressIntegration(): AstroIntegration {
  let cacheDir: string | undefined;
  return {
    name: 'mn-directory-precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(new URL(`${PRECOMPRESS_CACHE_FOLDER}/`, config.cacheDir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const scope = env.PRECOMPRESS_RECORD_PAGES === 'later' ? 'site' : 'all';
        const stats = await precompressDirectory(fileURLToPath(dir), cacheDir, { scope });
        logger.info(
          `Compressed ${String(stats.compressed)} files, reused ${String(stats.reused)} unchanged in ${((performance.now() - started) / 1000).toFixed(2)} s${scope === 'site' ? " (records' pages: once the release is live)" : ''}`,
        );
      },
    },
  };
}
