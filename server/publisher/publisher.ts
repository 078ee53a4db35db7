import { timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { TRANSLATED_LOCALES } from '../../src/lib/i18n/locales.ts';
import { SITE_STATUS_PATH } from '../../src/lib/routes.ts';
import type { SiteStatus } from '../../src/lib/site-status.ts';
import {
  PRECOMPRESS_CACHE_FOLDER,
  precompressDirectory,
} from '../../src/integrations/precompress.ts';
import {
  copyPictures,
  PICTURES_CACHE_FOLDER,
  PICTURES_LATER_FILE,
  picturesOnSiteOrigin,
} from '../../src/integrations/pictures.ts';
import { picturesOf, type Picture } from '../../src/integrations/picture-addresses.ts';
import { readEnv } from '../../src/lib/env.ts';
import { PUBLISH_RENDER_HEADER } from '../../src/integrations/critical-css/critical-css-render.ts';
import { CSP_POLICY_FILE, policyWithHeadStyles } from '../../src/integrations/csp/policy.ts';
import { nodeServer, type NodeServer } from './node-server.ts';
import {
  astroBuild,
  buildCacheDir,
  keepUnchangedTimes,
  liveRelease,
  moveStaticFiles,
  pruneReleases,
  STATIC_FOLDER,
  switchTo,
} from './releases.ts';

/**
 * The publisher (DESIGN.md decision 3): takes PocketBase's rebuild requests (POST /api/rebuild
 * with the shared token), batches them, builds each release off the serving path into
 * `<releasesDir>/<id>` and makes it live by swapping the `current` link Caddy serves from. A
 * failed or timed-out build leaves the live release serving.
 *
 * The pages a request names (a center's, a job's) are live at once: the Node server renders
 * each from current data and the publisher writes it, with its compressed copies and the
 * pictures it shows (a new one copied as the build copies them), into the live release, each
 * file by a rename. A release built from data older than such a request
 * gets those pages written into it again before it goes live.
 */
export interface PublisherOptions {
  /** Where the publisher listens (rebuild requests, status). */
  host: string;
  port: number;
  releasesDir: string;
  /** Where the live release's Node server listens (Caddy proxies the on-demand routes there). */
  nodePort: number;
  /** Environment of the builds (POCKETBASE_URL, SITE_URL, ...). */
  buildEnv: Record<string, string | undefined>;
  /** Shared secret PocketBase sends in X-Rebuild-Token. */
  rebuildToken: string;
  /** Quiet period before a requested rebuild starts, to batch edits (default 3 s). */
  debounceMs?: number;
  /** A build still running after this long is stopped (default 15 min). */
  buildTimeoutMs?: number;
  /** Builds a release into outDir (default `astro build`); stops when `signal` aborts. */
  builder?: (
    outDir: string,
    env: Record<string, string | undefined>,
    signal: AbortSignal,
  ) => Promise<void>;
  log?: (message: string) => void;
}

export interface Publisher {
  url: string;
  /** Builds and makes a new release live now; rejects when the build fails. */
  rebuild(): Promise<void>;
  /** Resolves once the live release's records' pages have their compressed copies. */
  recordPagesCompressed(): Promise<void>;
  /** Resolves once the live release has a copy of each picture its pages show. */
  picturesCopied(): Promise<void>;
  status(): SiteStatus;
  /** The live release's Node server's process. */
  nodePid(): number | undefined;
  stop(): Promise<void>;
}

/** Releases kept: the live one and the one before it. */
const KEEP_RELEASES = 2;
/** The largest rebuild request body read (its reason and paths). */
const MAX_REQUEST_BYTES = 64 * 1024;
/** Longest wait for the named pages before a rebuild request is answered. */
const PUBLISH_WAIT_MS = 2500;
/**
 * Addresses a rebuild request may ask to publish at once: a center's or a job's page, in
 * English or under a language's prefix (/es/center/...).
 */
const FRESH_PATH = new RegExp(
  `^(?:/(?:${TRANSLATED_LOCALES.join('|')}))?/(center|job)/[A-Za-z0-9_.~-]{1,200}$`,
);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

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
      ? [
          ...new Set(
            paths
              .filter((path): path is string => typeof path === 'string')
              .map((path) => path.replace(/\/+$/, ''))
              .filter((path) => FRESH_PATH.test(path)),
          ),
        ]
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

/**
 * A page no release has yet (a center approved since the build): its folder is written aside
 * and renamed into place whole, so Caddy never finds the folder without its index.html (it
 * would answer 404 rather than ask the Node server). False when the page exists already, or
 * its folder appeared meanwhile: then its files are replaced one by one.
 */
async function writeNewPageFolder(page: string, [html, br, gz]: Buffer[]): Promise<boolean> {
  const folder = dirname(page);
  if (
    await stat(folder).then(
      () => true,
      () => false,
    )
  )
    return false;
  const aside = `${folder}.${String(process.pid)}.new`;
  await rm(aside, { recursive: true, force: true });
  await mkdir(aside, { recursive: true });
  const name = basename(page);
  await Promise.all([
    writeFile(join(aside, name), html ?? ''),
    writeFile(join(aside, `${name}.br`), br ?? ''),
    writeFile(join(aside, `${name}.gz`), gz ?? ''),
  ]);
  try {
    await rename(aside, folder);
    return true;
  } catch {
    await rm(aside, { recursive: true, force: true });
    return false;
  }
}

/** Writes a file by a rename, so Caddy sends either the old one or the new one whole. */
async function writeAtomically(file: string, body: Buffer | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${String(process.pid)}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

export async function startPublisher(options: PublisherOptions): Promise<Publisher> {
  const log =
    options.log ??
    ((message: string) => {
      console.log(`[publisher] ${message}`);
    });
  const debounceMs = options.debounceMs ?? 3000;
  const buildTimeoutMs = options.buildTimeoutMs ?? 15 * 60_000;
  const builder = options.builder ?? astroBuild;
  const { releasesDir } = options;
  await mkdir(releasesDir, { recursive: true });
  const node: NodeServer = nodeServer({ host: '127.0.0.1', port: options.nodePort, log });
  // Where the builds' pages show PocketBase's files, and where PocketBase is reached.
  const urls = readEnv({ ...process.env, ...options.buildEnv });
  const copiesPictures = picturesOnSiteOrigin(urls.PUBLIC_POCKETBASE_URL, urls.SITE_URL);
  const picturesCache = join(buildCacheDir(releasesDir), PICTURES_CACHE_FOLDER);

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
  let stopped = false;
  const stopping = new AbortController();
  /** Pages published at once: address -> the last request that named it. */
  const fresh = new Map<string, number>();
  /** Requests that named no page (a plan): live with the release that covers them. */
  let buildOnly: number[] = [];
  let compression: Promise<void> = Promise.resolve();
  let picturing: Promise<void> = Promise.resolve();
  /** Publishing of pages, one at a time, so a page's files are never written by two at once. */
  let publishing: Promise<void> = Promise.resolve();
  /** Changes to the live policy, one at a time: pages published side by side add theirs. */
  let policyChanges: Promise<void> = Promise.resolve();

  /**
   * Lists the styles of a page rendered after the build (its critical CSS) in the live
   * release's policy, which Caddy sends with every page: else the browser would refuse them.
   */
  const allowPageStyles = (release: string, html: string) => {
    const change = policyChanges.then(async () => {
      const file = join(release, STATIC_FOLDER, CSP_POLICY_FILE);
      const line = (await readFile(file, 'utf8').catch(() => '')).trim();
      const extended = line ? policyWithHeadStyles(line, html) : undefined;
      if (extended) await writeAtomically(file, `${extended}\n`);
    });
    policyChanges = change.catch(() => undefined);
    return change;
  };

  /** Renders `path` on the Node server and writes it into the live release. */
  const publishPage = async (path: string) => {
    const release = await liveRelease(releasesDir);
    if (!release) return;
    const page = join(release, STATIC_FOLDER, path, 'index.html');
    const answer = await fetch(`http://127.0.0.1:${String(options.nodePort)}${path}`, {
      redirect: 'manual',
      headers: { [PUBLISH_RENDER_HEADER]: '1' },
      signal: AbortSignal.timeout(30_000),
    });
    if (answer.status !== 200) {
      // Gone (unpublished, expired) or moved: the Node server answers that address now, once
      // its folder is gone too (Caddy sends a folder's address to the Node server only when
      // there is no such folder).
      await Promise.all(['', '.br', '.gz'].map((ext) => rm(`${page}${ext}`, { force: true })));
      await rmdir(dirname(page)).catch(() => undefined);
      return;
    }
    const html = Buffer.from(await answer.arrayBuffer());
    // Its pictures before the page: the page is never live before a new picture's copy (Caddy
    // would still ask PocketBase for one that is missing).
    if (copiesPictures) {
      await copyPictures(picturesOf(html.toString(), urls.PUBLIC_POCKETBASE_URL), {
        siteDir: join(release, STATIC_FOLDER),
        cacheDir: picturesCache,
        pocketbaseUrl: urls.POCKETBASE_URL,
      });
    }
    // Its styles in the policy before the page: never live with a style the browser refuses.
    await allowPageStyles(release, html.toString());
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzipped(html, { level: 6 }),
    ]);
    if (await writeNewPageFolder(page, [html, br, gz])) return;
    // The compressed copies first: a visitor gets the new page in every encoding at most a
    // moment apart, never a copy older than the page.
    await writeAtomically(`${page}.br`, br);
    await writeAtomically(`${page}.gz`, gz);
    await writeAtomically(page, html);
  };

  /** Publishes one page, retried while the Node server restarts (a new release, a crash). */
  const publishWithRetries = async (path: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await publishPage(path);
        return;
      } catch (error) {
        if (attempt >= 20 || stopped) {
          log(`could not publish ${path} at once: ${String(error)}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };

  // A batch's pages (distinct addresses: a center's page in each language, its postings') are
  // rendered side by side, so an edit is live in every language at about the time one page
  // takes; batches still run one after another.
  const publishPages = (paths: string[]) => {
    publishing = publishing.then(async () => {
      await Promise.all([...new Set(paths)].map(publishWithRetries));
    });
    return publishing;
  };

  const buildRelease = async () => {
    lastId = Math.max(Date.now(), lastId + 1);
    const release = join(releasesDir, String(lastId));
    const covers = requested;
    const started = performance.now();
    buildStartedAt = Date.now();
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(buildTimeoutMs)]);
    const previous = await liveRelease(releasesDir);
    try {
      await builder(release, options.buildEnv, signal);
      if (signal.aborted) throw new Error('stopped');
      await moveStaticFiles(release);
      if (previous) {
        await keepUnchangedTimes(join(previous, STATIC_FOLDER), join(release, STATIC_FOLDER));
      }
    } catch (error) {
      await rm(release, { recursive: true, force: true });
      throw signal.aborted && !stopping.signal.aborted
        ? new Error(`the build took over ${String(buildTimeoutMs / 1000)} s and was stopped`)
        : error;
    }
    await switchTo(releasesDir, release);
    await node.runRelease(release);
    published = covers;
    for (const [path, request] of fresh) if (request <= covers) fresh.delete(path);
    buildOnly = buildOnly.filter((request) => request > covers);
    // Pages published at once after this build started: published again from current data.
    if (fresh.size > 0) await publishPages([...fresh.keys()]);
    liveSince = new Date();
    lastBuildSeconds = (performance.now() - started) / 1000;
    log(`release ${release} is live (built in ${lastBuildSeconds.toFixed(1)} s)`);
    compression = compressRecordPages(release, previous);
    picturing = copyNewPictures(release);
    await pruneReleases(releasesDir, KEEP_RELEASES);
  };

  /**
   * The records' pages' compressed copies, which the builds leave for after the release is
   * live (thousands of pages); until then Caddy compresses those pages as it sends them.
   */
  const compressRecordPages = async (release: string, previous: string | undefined) => {
    await compression;
    const files = join(release, STATIC_FOLDER);
    // A page removed meanwhile (a center unpublished since the build) fails a run: once more.
    // A function: the signal may abort while compressing.
    const aborted = () => stopping.signal.aborted;
    for (let attempt = 1; attempt <= 2 && !aborted(); attempt++) {
      try {
        await precompressDirectory(
          files,
          join(buildCacheDir(releasesDir), PRECOMPRESS_CACHE_FOLDER),
          { scope: 'record-pages', concurrency: 2, signal: stopping.signal },
        );
        if (previous) await keepUnchangedTimes(join(previous, STATIC_FOLDER), files);
        return;
      } catch (error) {
        if (!aborted() && attempt === 2) {
          log(`compressing the records' pages failed: ${String(error)}`);
        }
      }
    }
  };

  /**
   * The pictures the build's cache lacked (new ones), fetched from PocketBase and copied into
   * the release once it is live; until then Caddy asks PocketBase for them.
   */
  const copyNewPictures = async (release: string) => {
    await picturing;
    const listed = await readFile(join(release, PICTURES_LATER_FILE), 'utf8').catch(() => '[]');
    const pictures = JSON.parse(listed) as Picture[];
    if (pictures.length === 0) return;
    const started = performance.now();
    const { fetched, missed } = await copyPictures(pictures, {
      siteDir: join(release, STATIC_FOLDER),
      cacheDir: picturesCache,
      pocketbaseUrl: urls.POCKETBASE_URL,
      signal: stopping.signal,
    });
    log(
      `${String(fetched)} new pictures copied into ${release} in ${((performance.now() - started) / 1000).toFixed(1)} s` +
        (missed.length > 0 && !stopped ? ` (${String(missed.length)} left to PocketBase)` : ''),
    );
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
          if (!stopped) log(`rebuild failed, the live release keeps serving: ${String(error)}`);
        });
      }
    });
    return building;
  };

  /** Records a rebuild request; resolves once the pages it names are published. */
  const requestRebuild = (paths: string[]): Promise<void> => {
    requested++;
    for (const path of paths) fresh.set(path, requested);
    if (paths.length === 0) buildOnly.push(requested);
    const published = paths.length > 0 ? publishPages(paths) : Promise.resolve();
    clearTimeout(timer);
    waitUntil = Date.now() + debounceMs;
    timer = setTimeout(() => {
      timer = undefined;
      rebuild().catch((error: unknown) => {
        if (!stopped) log(`rebuild failed, the live release keeps serving: ${String(error)}`);
      });
    }, debounceMs);
    return published;
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

  // The first release is built from current data before anything is served.
  await rebuild();

  const server: Server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path === SITE_STATUS_PATH) {
      res
        .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(JSON.stringify(status()));
    } else if (path !== '/api/rebuild') {
      res.writeHead(404).end();
    } else if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
    } else if (!tokenMatches(req.headers['x-rebuild-token'], options.rebuildToken)) {
      res.writeHead(401).end();
    } else {
      // Answered once the named pages are live, so the writer's next look at them shows the
      // change (PocketBase waits for this answer before answering the write, up to 3 s).
      void requestedPaths(req)
        .then((paths) =>
          Promise.race([
            requestRebuild(paths),
            new Promise((resolve) => setTimeout(resolve, PUBLISH_WAIT_MS)),
          ]),
        )
        .then(() => {
          res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"queued":true}');
        });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));

  return {
    url: `http://${options.host}:${String(options.port)}`,
    rebuild,
    recordPagesCompressed: () => compression,
    picturesCopied: () => picturing,
    status,
    nodePid: () => node.pid(),
    stop: async () => {
      stopped = true;
      stopping.abort(new Error('the publisher is stopping'));
      clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await building?.catch(() => undefined);
      await compression;
      await picturing;
      await node.stop();
    },
  };
}
