import { totalmem } from 'node:os';
import { spawn } from 'node:child_process';
import {
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  utimes,
} from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The releases folder: one folder per build (`<id>/static` the files Caddy serves,
 * `<id>/server` the Node server of the on-demand routes), and `current`, a symlink to the
 * live one that Caddy follows at every request.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The live release's link, beside the releases. */
export const CURRENT = 'current';
/**
 * Where a release's files go once built: not `client`, where the Node server's standalone mode
 * would serve them itself before its routes, so a page rendered from current data would get
 * its built file.
 */
export const STATIC_FOLDER = 'static';

/** Astro's cache folder of these releases: builds elsewhere never evict it. */
export const buildCacheDir = (releasesDir: string) => join(releasesDir, '.build-cache');

/**
 * The build's heap: half the machine's memory, at least Node's usual 4 GB. Every page of every
 * language is rendered in one process, and at 10,000 centers in four languages the default
 * limit is not enough.
 */
const BUILD_HEAP_MB = Math.max(4096, Math.floor(totalmem() / 2 ** 21));

/** `astro build` (with `args`) into outDir, killed when `signal` aborts. */
export function astroBuild(
  outDir: string,
  env: Record<string, string | undefined>,
  signal: AbortSignal,
  args: string[] = [],
): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a stopped build takes Pagefind's child process with it.
    const child = spawn(join(root, 'node_modules/.bin/astro'), ['build', ...args], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: {
        ...process.env,
        ...env,
        ASTRO_OUT_DIR: outDir,
        ASTRO_CACHE_DIR: buildCacheDir(dirname(outDir)),
        PRECOMPRESS_RECORD_PAGES: 'later',
        FETCH_PICTURES: 'later',
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--max-old-space-size=${String(BUILD_HEAP_MB)}`]
          .filter(Boolean)
          .join(' '),
      },
    });
    const kill = () => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    };
    signal.addEventListener('abort', kill, { once: true });
    child.once('exit', (code) => {
      signal.removeEventListener('abort', kill);
      if (code === 0) resolve();
      else if (signal.aborted) reject(new Error(String(signal.reason)));
      else reject(new Error(`astro build exited with ${String(code)}`));
    });
  });
}

/** The live release's folder, or undefined before the first. */
export async function liveRelease(releasesDir: string): Promise<string | undefined> {
  const target = await readlink(join(releasesDir, CURRENT)).catch(() => undefined);
  return target === undefined ? undefined : join(releasesDir, target);
}

/** Makes `release` (a folder in releasesDir) the live one, in one rename. */
export async function switchTo(releasesDir: string, release: string): Promise<void> {
  const link = join(releasesDir, `${CURRENT}.next`);
  await rm(link, { force: true });
  await symlink(release.slice(releasesDir.length + 1), link);
  await rename(link, join(releasesDir, CURRENT));
}

/** Removes the releases but the newest `keep` ones and the live one. */
export async function pruneReleases(releasesDir: string, keep: number): Promise<void> {
  const live = await liveRelease(releasesDir);
  const releases = (await readdir(releasesDir))
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const old of releases.slice(keep)) {
    const dir = join(releasesDir, old);
    if (dir !== live) await rm(dir, { recursive: true, force: true });
  }
}

/** Every file under dir, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Gives each file of `dir` that is byte for byte the same as the file of that name in
 * `previous` that file's times. Caddy's ETag and Last-Modified come from a file's size and
 * modification time, so a page a rebuild left unchanged keeps its validators, and browsers
 * and crawlers keep getting 304 for it. Returns how many files kept their times.
 */
export async function keepUnchangedTimes(previous: string, dir: string): Promise<number> {
  const files = await filesUnder(dir);
  let kept = 0;
  let next = 0;
  // A few files at a time: thousands of pages would otherwise open thousands of files at once.
  const worker = async () => {
    while (next < files.length) {
      const path = files[next++] ?? '';
      const before = await stat(join(previous, path)).catch(() => undefined);
      const after = await stat(join(dir, path));
      if (!before?.isFile() || before.size !== after.size) continue;
      // One file linked into both (the pictures, from the build cache): its times already are.
      if (before.ino === after.ino && before.dev === after.dev) {
        kept++;
        continue;
      }
      const [old, now] = await Promise.all([
        readFile(join(previous, path)),
        readFile(join(dir, path)),
      ]);
      if (!old.equals(now)) continue;
      await utimes(join(dir, path), before.atime, before.mtime);
      kept++;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return kept;
}

/** Moves a built release's client files to STATIC_FOLDER (see there). */
export async function moveStaticFiles(release: string): Promise<void> {
  await mkdir(join(release, 'client'), { recursive: true });
  await rename(join(release, 'client'), join(release, STATIC_FOLDER));
}
