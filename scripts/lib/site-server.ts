import { spawn } from 'node:child_process';
import { timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The production site server (DESIGN.md decision 3). It serves the current build with the
 * Node adapter's own handler and rebuilds the static site when PocketBase reports a
 * public-facing change (POST /api/rebuild with the shared token): rebuilds are debounced,
 * run off the serving path into a new release directory, and are swapped in only when they
 * succeed, so a failed build leaves the previous site serving.
 */

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

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
  /** Builds a release into outDir (default: `astro build`); replaceable in tests. */
  builder?: (outDir: string, env: Record<string, string | undefined>) => Promise<void>;
  log?: (message: string) => void;
}

/** A running site server. */
export interface SiteServer {
  url: string;
  /** Builds and swaps in a new release now; rejects when the build fails. */
  rebuild(): Promise<void>;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const KEEP_RELEASES = 2;

function build(outDir: string, env: Record<string, string | undefined>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/astro'), ['build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env, ASTRO_OUT_DIR: outDir },
    });
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`astro build exited with ${String(code)}`));
    });
  });
}

async function loadHandler(releaseDir: string): Promise<Handler> {
  // The adapter would otherwise start its own server on import.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = pathToFileURL(join(releaseDir, 'server', 'entry.mjs')).href;
  const module = (await import(entry)) as { handler: Handler };
  return module.handler;
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
  const builder = options.builder ?? build;
  await mkdir(options.releasesDir, { recursive: true });

  let current: Handler | undefined;
  let building: Promise<void> | undefined;
  let queued = false;
  let timer: NodeJS.Timeout | undefined;
  let lastId = 0;
  // A build killed because the server is stopping is not a failure worth reporting.
  let stopped = false;

  const buildRelease = async () => {
    lastId = Math.max(Date.now(), lastId + 1);
    const releaseDir = join(options.releasesDir, String(lastId));
    const started = performance.now();
    await builder(releaseDir, options.buildEnv);
    current = await loadHandler(releaseDir);
    log(
      `release ${releaseDir} is live (built in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    // Keep the live release and the one before it; only ever touch release directories.
    const releases = (await readdir(options.releasesDir))
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const old of releases.slice(KEEP_RELEASES)) {
      if (join(options.releasesDir, old) !== releaseDir) {
        await rm(join(options.releasesDir, old), { recursive: true, force: true });
      }
    }
  };

  const rebuild = (): Promise<void> => {
    if (building) {
      queued = true;
      return building;
    }
    building = buildRelease().finally(() => {
      building = undefined;
      if (queued) {
        queued = false;
        void rebuild().catch((error: unknown) => {
          if (!stopped) log(`rebuild failed: ${String(error)}`);
        });
      }
    });
    return building;
  };

  const requestRebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      rebuild().catch((error: unknown) => {
        if (!stopped) log(`rebuild failed, the previous release keeps serving: ${String(error)}`);
      });
    }, debounceMs);
  };

  await rebuild();

  const server = createServer((req, res) => {
    if (req.url === '/api/rebuild') {
      if (req.method !== 'POST') {
        res.writeHead(405, { Allow: 'POST' }).end();
      } else if (!tokenMatches(req.headers['x-rebuild-token'], options.rebuildToken)) {
        res.writeHead(401).end();
      } else {
        requestRebuild();
        res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"queued":true}');
      }
      return;
    }
    if (!current) {
      res.writeHead(503).end('The site is starting.');
      return;
    }
    current(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const url = `http://${options.host}:${String(options.port)}`;
  log(`serving at ${url}`);

  return {
    url,
    rebuild,
    stop: () =>
      new Promise<void>((resolve) => {
        stopped = true;
        clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
