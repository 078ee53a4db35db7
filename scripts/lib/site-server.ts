import { spawn } from 'node:child_process';
import { timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_STATUS_PATH } from '../../src/lib/routes.ts';
import type { SiteStatus } from '../../src/lib/site-status.ts';
import { PRECOMPRESS_CACHE_FOLDER } from '../../src/integrations/precompress.ts';
import { openRelease, type Release } from './site-release.ts';

/**
 * The production site server (DESIGN.md decision 3). It serves the current build with the
 * Node adapter's own handler and rebuilds the static site when PocketBase reports a
 * public-facing change (POST /api/rebuild with the shared token): rebuilds are debounced,
 * run off the serving path into a new release directory, and are swapped in only when they
 * succeed, so a failed build leaves the previous site serving.
 *
 * The pages a change alters (the request's `paths`: a center's page, job pages) are live at
 * once: until a release built after the change is live, they are rendered on demand from
 * current data instead of served from the static files (stale-while-revalidate).
 * Each path remembers the last request that named it, so a page once shown fresh is never
 * served older again: it turns static only when the live release covers that request.
 */

/** Options of startSiteServer. */
export interface SiteServerOptions {
  host: string;
  port: number;
  /** Where releases are built: <releasesDir>/<id>/{client,server}. */
  releasesDir: string;
  /** Environment for `astro build` (POCKETBASE_URL, SITE_URL, ...). */
  buildEnv: Record<string, string | undefined>;
  /** Shared secret PocketBase sends in X-Rebuild-Token. */
  rebuildToken: string;
  /** Quiet period before a requested rebuild starts, to batch edits (default 3 s). */
  debounceMs?: number;
  /** A build still running after this long is stopped; the live release keeps serving (default 15 min). */
  buildTimeoutMs?: number;
  /** How long a replaced release keeps answering the requests it had started (default 10 s). */
  retireGraceMs?: number;
  /** Builds a release into outDir (default: `astro build`); stops when `signal` aborts. Replaceable in tests. */
  builder?: (
    outDir: string,
    env: Record<string, string | undefined>,
    signal: AbortSignal,
  ) => Promise<void>;
  log?: (message: string) => void;
}

/** A running site server. */
export interface SiteServer {
  url: string;
  /** Builds and swaps in a new release now; rejects when the build fails. */
  rebuild(): Promise<void>;
  /** Resolves when the live release's records' pages have their compressed copies. */
  recordPagesCompressed(): Promise<void>;
  /**
   * Resolves when nothing is left over from earlier builds: the live release's pages are
   * compressed and every replaced release is closed (after its grace time).
   */
  settled(): Promise<void>;
  /** The processes running the on-demand routes of the live and the replaced releases. */
  releaseServerPids(): number[];
  status(): SiteStatus;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const KEEP_RELEASES = 2;
/** The largest rebuild request body read (its reason and paths). */
const MAX_REQUEST_BYTES = 64 * 1024;
/** Addresses a rebuild request may ask to serve fresh: a center's or a job's page. */
const FRESH_PATH = /^\/(center|job)\/[A-Za-z0-9_.~%-]{1,200}$/;

/** Astro's cache folder of the releases in releasesDir: builds for other sites never evict it. */
const buildCacheDir = (releasesDir: string) => join(releasesDir, '.build-cache');

/**
 * The default builder: `astro build` (with `args`) into outDir, killed when `signal` aborts.
 * The records' pages are compressed by the site server once the release is live.
 */
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

/** The page address a request names: without query, trailing slash or index.html. */
export function pageAddress(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/';
}

/** The page addresses a rebuild request names (others ignored); [] when it names none. */
async function requestedPaths(req: IncomingMessage): Promise<string[]> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_REQUEST_BYTES) return [];
  }
  try {
    const { paths } = JSON.parse(body || '{}') as { paths?: unknown };
    return Array.isArray(paths)
      ? paths.filter((path): path is string => typeof path === 'string' && FRESH_PATH.test(path))
      : [];
  } catch {
    return [];
  }
}

function tokenMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Builds the first release, then serves it and rebuilds on request. */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const log =
    options.log ??
    ((message: string) => {
      console.log(`[site] ${message}`);
    });
  const debounceMs = options.debounceMs ?? 3000;
  const buildTimeoutMs = options.buildTimeoutMs ?? 15 * 60_000;
  const retireGraceMs = options.retireGraceMs ?? 10_000;
  const builder = options.builder ?? astroBuild;
  await mkdir(options.releasesDir, { recursive: true });

  let current: Release | undefined;
  let building: Promise<void> | undefined;
  let queued = false;
  let timer: NodeJS.Timeout | undefined;
  let lastId = 0;
  let requested = 0;
  let published = 0;
  let liveSince = new Date();
  let lastBuildSeconds = 0;
  let waitUntil = 0;
  let buildStartedAt = 0;
  /** Replaced releases still answering their requests, and their closing. */
  const retiring = new Map<Release, Promise<void>>();
  /** Pages served on demand: address -> the last rebuild request that named it. */
  const fresh = new Map<string, number>();
  /** Requests that named no page (a plan): live only with the release that covers them. */
  let buildOnly: number[] = [];
  // A build killed because the server is stopping is not a failure worth reporting.
  let stopped = false;
  const stopping = new AbortController();
  /** The records' pages of the live release being compressed (one run at a time). */
  let compression: { controller: AbortController; done: Promise<void> } | undefined;

  const compressRecordPages = (release: Release) => {
    const previous = compression;
    previous?.controller.abort();
    const controller = new AbortController();
    const signal = AbortSignal.any([controller.signal, stopping.signal]);
    // A function: the signal may abort while compressing.
    const aborted = () => signal.aborted;
    const done = (previous?.done ?? Promise.resolve())
      .then(async () => {
        if (aborted()) return;
        const started = performance.now();
        const stats = await release.compressRecordPages(
          join(buildCacheDir(options.releasesDir), PRECOMPRESS_CACHE_FOLDER),
          signal,
        );
        if (!aborted()) {
          log(
            `records' pages compressed: ${String(stats.compressed)}, ${String(stats.reused)} unchanged reused, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
          );
        }
      })
      .catch((error: unknown) => {
        if (!aborted()) log(`compressing the records' pages failed: ${String(error)}`);
      });
    compression = { controller, done };
  };

  const removeOldReleases = async (keep: string) => {
    // Keep the live release and the one before it; only ever touch release directories.
    const releases = (await readdir(options.releasesDir))
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const old of releases.slice(KEEP_RELEASES)) {
      if (join(options.releasesDir, old) !== keep) {
        await rm(join(options.releasesDir, old), { recursive: true, force: true });
      }
    }
  };

  const buildRelease = async () => {
    lastId = Math.max(Date.now(), lastId + 1);
    const releaseDir = join(options.releasesDir, String(lastId));
    const covers = requested;
    const started = performance.now();
    buildStartedAt = Date.now();
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(buildTimeoutMs)]);
    let release: Release;
    const timedOut = () =>
      new Error(`the build took over ${String(buildTimeoutMs / 1000)} s and was stopped`);
    try {
      await builder(releaseDir, options.buildEnv, signal);
      if (signal.aborted) throw timedOut();
      release = await openRelease(releaseDir, log);
    } catch (error) {
      await rm(releaseDir, { recursive: true, force: true });
      throw signal.aborted && !stopping.signal.aborted ? timedOut() : error;
    }
    const previous = current;
    current = release;
    published = covers;
    for (const [path, request] of fresh) if (request <= covers) fresh.delete(path);
    buildOnly = buildOnly.filter((request) => request > covers);
    liveSince = new Date();
    lastBuildSeconds = (performance.now() - started) / 1000;
    log(`release ${releaseDir} is live (built in ${lastBuildSeconds.toFixed(1)} s)`);
    compressRecordPages(release);
    if (previous) {
      retiring.set(
        previous,
        previous.close(retireGraceMs).finally(() => retiring.delete(previous)),
      );
    }
    await removeOldReleases(releaseDir);
  };

  const rebuild = (): Promise<void> => {
    if (building) {
      queued = true;
      return building;
    }
    building = buildRelease().finally(() => {
      building = undefined;
      if (queued && !stopped) {
        queued = false;
        void rebuild().catch((error: unknown) => {
          if (!stopped) log(`rebuild failed: ${String(error)}`);
        });
      }
    });
    return building;
  };

  const requestRebuild = (paths: string[]) => {
    requested++;
    for (const path of paths) fresh.set(path, requested);
    if (paths.length === 0) buildOnly.push(requested);
    clearTimeout(timer);
    waitUntil = Date.now() + debounceMs;
    timer = setTimeout(() => {
      timer = undefined;
      rebuild().catch((error: unknown) => {
        if (!stopped) log(`rebuild failed, the previous release keeps serving: ${String(error)}`);
      });
    }, debounceMs);
  };

  const status = (): SiteStatus => {
    const now = Date.now();
    // What runs now, then (when edits wait for it) one more build of about the last one's length.
    const current = building ? Math.max(1, lastBuildSeconds - (now - buildStartedAt) / 1000) : 0;
    const next = timer
      ? Math.max(0, (waitUntil - now) / 1000) + lastBuildSeconds
      : queued
        ? lastBuildSeconds
        : 0;
    return {
      state: timer ? 'waiting' : building ? 'building' : published < requested ? 'failed' : 'idle',
      requested,
      published,
      live: (buildOnly[0] ?? requested + 1) - 1,
      liveSince: liveSince.toISOString(),
      lastBuildSeconds,
      estimatedSeconds: Math.ceil(current + next),
    };
  };

  await rebuild();

  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path === SITE_STATUS_PATH) {
      res
        .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(JSON.stringify(status()));
      return;
    }
    if (path === '/api/rebuild') {
      if (req.method !== 'POST') {
        res.writeHead(405, { Allow: 'POST' }).end();
      } else if (!tokenMatches(req.headers['x-rebuild-token'], options.rebuildToken)) {
        res.writeHead(401).end();
      } else {
        void requestedPaths(req).then((paths) => {
          requestRebuild(paths);
          res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"queued":true}');
        });
      }
      return;
    }
    if (!current) {
      res.writeHead(503).end('The site is starting.');
      return;
    }
    const address = pageAddress(req.url);
    if ((req.method === 'GET' || req.method === 'HEAD') && fresh.has(address)) {
      req.url = address;
      current.render(req, res);
      return;
    }
    current.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const url = `http://${options.host}:${String(options.port)}`;
  log(`serving at ${url}`);

  return {
    url,
    rebuild,
    recordPagesCompressed: async () => {
      await compression?.done;
    },
    settled: async () => {
      await compression?.done;
      await Promise.allSettled(retiring.values());
    },
    releaseServerPids: () =>
      [current, ...retiring.keys()].flatMap((release) => release?.serverPid ?? []),
    status,
    stop: async () => {
      stopped = true;
      stopping.abort(new Error('the site server is stopping'));
      clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
      await building?.catch(() => undefined);
      await compression?.done;
      const open = current ? [...retiring.keys(), current] : [...retiring.keys()];
      await Promise.all(open.map((release) => release.close()));
    },
  };
}
