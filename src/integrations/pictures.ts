import { copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { env } from '../lib/env.ts';
import { runPool } from '../lib/run-pool.ts';
import { builtPageFacts } from './page-facts.ts';
import type { Picture } from './picture-addresses.ts';

/**
 * The pictures of the public pages, copied into the release: Caddy's file_server sends them
 * from disk (server/Caddyfile), so a page of pictures, or a crawler, costs PocketBase nothing
 * and never waits behind its writes. A page keeps PocketBase's file addresses
 * (`/api/files/<collection>/<record>/<file>[?thumb=<size>]`); Caddy answers each from the
 * release's `api/files/<collection>/<record>/[<size>/]<file>` when the copy is there, and
 * passes the request on to PocketBase when it is not (a picture uploaded since).
 *
 * PocketBase gives every uploaded file a new name, and a thumbnail is made from its file, so
 * what an address answers never changes: each picture is fetched once, kept in the build
 * cache, and linked into every release after that.
 */

/** The folder of the build cache (Astro's cacheDir) that keeps every copy fetched. */
export const PICTURES_CACHE_FOLDER = 'pictures';
/**
 * With FETCH_PICTURES=later, the pictures the cache lacked (JSON, a Picture[]), beside the
 * release's files (the build's output folder), for the publisher to copy once it is live.
 */
export const PICTURES_LATER_FILE = 'pictures-later.json';
/** Pictures fetched from PocketBase at once: it makes each missing thumbnail as it is asked. */
const FETCHES_AT_ONCE = 4;

/** Whether pages show PocketBase's files at the site's own address (through Caddy). */
export function picturesOnSiteOrigin(publicUrl: string, siteUrl: string): boolean {
  return new URL(publicUrl).origin === new URL(siteUrl).origin;
}

/**
 * Hard-links `from` to `to` (the same disk: no copy), else copies it; by a rename, so a
 * picture replaced in the live release is never missing for a moment.
 */
async function place(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  const temporary = `${to}.${String(process.pid)}.tmp`;
  await rm(temporary, { force: true });
  try {
    await link(from, temporary);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    await copyFile(from, temporary);
  }
  await rename(temporary, to);
}

export interface CopyOptions {
  /** The release's files (the folder Caddy serves). */
  siteDir: string;
  /** Where copies are kept between builds (the build cache's PICTURES_CACHE_FOLDER). */
  cacheDir: string;
  /** Where PocketBase is reached from here (POCKETBASE_URL); unset: only the cache's copies. */
  pocketbaseUrl?: string | undefined;
  /** Stops fetching (the ones left count as missed). */
  signal?: AbortSignal;
}

export interface CopyResult {
  /** Pictures placed in the release. */
  placed: number;
  /** Of those, fetched from PocketBase (the others were in the cache). */
  fetched: number;
  /** Not copied (not in the cache and not fetched, gone, or PocketBase failed). */
  missed: Picture[];
}

/**
 * Places each picture in the release, from the cache, or fetched from PocketBase into the
 * cache first; one the release has already is left as it is (a page published again shows
 * mostly pictures its release has). A picture PocketBase does not answer with an image is
 * left to it.
 */
export async function copyPictures(pictures: Picture[], options: CopyOptions): Promise<CopyResult> {
  const result: CopyResult = { placed: 0, fetched: 0, missed: [] };
  await runPool(pictures, FETCHES_AT_ONCE, async (picture) => {
    const cached = join(options.cacheDir, picture.file);
    const target = join(options.siteDir, picture.file);
    try {
      if (!(await stat(target).catch(() => undefined))?.isFile()) await place(cached, target);
    } catch {
      if (options.pocketbaseUrl === undefined || options.signal?.aborted) {
        result.missed.push(picture);
        return;
      }
      try {
        const answer = await fetch(`${options.pocketbaseUrl.replace(/\/+$/, '')}${picture.path}`, {
          signal: AbortSignal.any([
            AbortSignal.timeout(30_000),
            ...(options.signal ? [options.signal] : []),
          ]),
        });
        if (!answer.ok || !answer.headers.get('content-type')?.startsWith('image/')) {
          await answer.body?.cancel();
          result.missed.push(picture);
          return;
        }
        const body = Buffer.from(await answer.arrayBuffer());
        // Whole or not at all: a copy is never seen half written, here or in the release.
        await mkdir(dirname(cached), { recursive: true });
        const temporary = `${cached}.${String(process.pid)}.tmp`;
        await writeFile(temporary, body);
        await rename(temporary, cached);
        await place(cached, target);
        result.fetched++;
      } catch {
        result.missed.push(picture);
        return;
      }
    }
    result.placed++;
  });
  return result;
}

/** Every file under dir (relative, `/` separated) whose name passes `wanted`. */
async function filesUnder(dir: string, wanted: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && wanted(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** The pictures of every page of the build, each once. */
function picturesOfSite(): Picture[] {
  const found = new Map<string, Picture>();
  for (const { pictures } of builtPageFacts()) {
    for (const picture of pictures) found.set(picture.file, picture);
  }
  return [...found.values()];
}

/** Removes the cache's copies no longer shown (replaced pictures): the cache stays the site's size. */
export async function pruneCache(cacheDir: string, keep: Picture[]): Promise<number> {
  const kept = new Set(keep.map((picture) => picture.file));
  const stale = (await filesUnder(cacheDir, () => true)).filter((file) => !kept.has(file));
  await Promise.all(stale.map((file) => rm(join(cacheDir, file), { force: true })));
  return stale.length;
}

/**
 * After the build: the pictures of every page copied into the release (see above), when the
 * pages show PocketBase's files at the site's own address, where Caddy looks for the copies.
 * Listed after pageFacts(), which finds each page's pictures as it renders.
 */
export function picturesIntegration(): AstroIntegration {
  let cacheDir = '';
  return {
    name: 'mn-directory-pictures',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(new URL(`${PICTURES_CACHE_FOLDER}/`, config.cacheDir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!picturesOnSiteOrigin(env.PUBLIC_POCKETBASE_URL, env.SITE_URL)) return;
        const started = performance.now();
        const siteDir = fileURLToPath(dir);
        const later = env.FETCH_PICTURES === 'later';
        const pictures = picturesOfSite();
        const { placed, fetched, missed } = await copyPictures(pictures, {
          siteDir,
          cacheDir,
          pocketbaseUrl: later ? undefined : env.POCKETBASE_URL,
        });
        await pruneCache(cacheDir, pictures);
        logger.info(
          `Copied ${String(placed)} pictures (${String(fetched)} fetched from PocketBase) in ${((performance.now() - started) / 1000).toFixed(2)} s`,
        );
        if (later) {
          await writeFile(
            fileURLToPath(new URL(`../${PICTURES_LATER_FILE}`, dir)),
            JSON.stringify(missed),
          );
          if (missed.length > 0) {
            logger.info(`${String(missed.length)} new pictures: copied once the release is live`);
          }
        } else if (missed.length > 0) {
          logger.warn(
            `${String(missed.length)} pictures are left to PocketBase (not an image, or not answered), e.g. ${missed[0]?.path ?? ''}`,
          );
        }
      },
    },
  };
}
