import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import sirv from 'sirv';
import {
  isRecordPage,
  precompressDirectory,
  type PrecompressStats,
} from '../../src/integrations/precompress.ts';

/**
 * One built release of the site: its static files served by sirv (precompressed brotli/gzip
 * copies chosen by Accept-Encoding, ETag and Last-Modified), and its on-demand routes run by the
 * Node adapter's handler in a process of its own. That process ends with its release, so
 * swapping releases frees the old server code and all its memory: modules imported in this
 * process could never be unloaded, and a worker thread per release left more of its memory
 * with this process (a release opened and closed 80 times: +94 MB with worker threads, +55 MB
 * with processes, the JS heap flat in both).
 */
export interface Release {
  dir: string;
  handle(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Renders the request on demand with the release's server, never from its static files: a
   * page changed since the release was built (the on-demand /center/ and /job/ routes read
   * current data), sent compressed and revalidated like the static pages.
   */
  render(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Writes the compressed copies of the records' pages, which the site server's builds leave
   * for after the release is live (PRECOMPRESS_RECORD_PAGES=later): two at a time, so serving
   * and the next build keep the processor. Until it is done those pages are compressed as they
   * are sent. Copies of unchanged pages come from `cacheDir`; `signal` stops it between pages.
   */
  compressRecordPages(cacheDir: string, signal: AbortSignal): Promise<PrecompressStats>;
  /** The process running the release's on-demand routes (for its memory, in the bench). */
  serverPid: number | undefined;
  /** Ends the release's server process (after its in-flight requests had `graceMs` to finish). */
  close(graceMs?: number): Promise<void>;
}

/** Hashed build assets never change under their name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The header carrying the visitor's address to the release's server, set by this process only
 * (a visitor's own copy is dropped): the adapter reads the address from the socket, which there
 * is this process's loopback connection.
 */
const CLIENT_ADDRESS_HEADER = 'x-site-client-address';

// Runs in the release's server process: the adapter's handler behind a loopback HTTP server.
// It ends with the site server (the IPC channel closes).
const SERVER_SOURCE = `
const { createServer } = require('node:http');
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
process.on('disconnect', () => process.exit(0));
import(process.env.SITE_RELEASE_ENTRY).then(({ handler }) => {
  const server = createServer((req, res) => {
    const address = req.headers['${CLIENT_ADDRESS_HEADER}'];
    delete req.headers['${CLIENT_ADDRESS_HEADER}'];
    if (address) Object.defineProperty(req.socket, 'remoteAddress', { value: address, configurable: true });
    handler(req, res);
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
});
`;

function startServer(
  entry: string,
  log: (message: string) => void,
): Promise<{ server: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, ['-e', SERVER_SOURCE], {
      env: { ...process.env, SITE_RELEASE_ENTRY: entry },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    server.once('message', (port: number) => {
      resolve({ server, port });
    });
    // Before it listens this fails the release; afterwards it is only logged (requests get 502).
    server.on('error', (error: unknown) => {
      reject(error instanceof Error ? error : new Error(String(error)));
      log(`the release's server failed: ${String(error)}`);
    });
    server.once('exit', (code, signal) => {
      const reason = `the release's server stopped (${signal ?? `exit code ${String(code)}`})`;
      reject(new Error(reason));
      if (signal !== 'SIGTERM') log(reason);
    });
  });
}

/** The encoding to compress a page rendered on demand with, by the visitor's Accept-Encoding. */
function encodingFor(req: IncomingMessage): 'br' | 'gzip' | undefined {
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/** Brotli 5, as the pages are precompressed (src/integrations/precompress.ts), or gzip. */
function compressor(encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip();
}

/** Sends a page rendered on demand as the static pages are sent: compressed, revalidated. */
function sendRendered(req: IncomingMessage, res: ServerResponse, answer: IncomingMessage): void {
  const headers = { ...answer.headers, 'cache-control': REVALIDATE, vary: 'Accept-Encoding' };
  const encoding = encodingFor(req);
  if (!encoding || !String(answer.headers['content-type']).startsWith('text/html')) {
    res.writeHead(answer.statusCode ?? 502, headers);
    answer.pipe(res);
    return;
  }
  delete headers['content-length'];
  res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-encoding': encoding });
  answer.pipe(compressor(encoding)).pipe(res);
}

/**
 * The built file of a record's page a request names (`/center/x`, `/center/x/`,
 * `/center/x/index.html`), or undefined when it names no such page.
 */
function recordPageFile(clientDir: string, url: string | undefined): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent((url ?? '/').split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const rel = `${path.replace(/^\/+/, '').replace(/(\/index\.html)?\/*$/, '')}/index.html`;
  if (rel.split('/').some((part) => part === '.' || part === '..')) return undefined;
  return isRecordPage(rel) ? join(clientDir, rel) : undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Sends a built page compressed now (its precompressed copy is not written yet): brotli 5 or
 * gzip, as the copies are made, with its length, as the copies are sent.
 */
async function sendCompressedFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  encoding: 'br' | 'gzip',
): Promise<void> {
  const body = await readFile(file);
  const compressed =
    encoding === 'br'
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipped(body, { level: 6 });
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': compressed.length,
    'cache-control': REVALIDATE,
    vary: 'Accept-Encoding',
    'content-encoding': encoding,
  });
  res.end(req.method === 'HEAD' ? undefined : compressed);
}

function forward(req: IncomingMessage, res: ServerResponse, port: number, rendered = false): void {
  // Always set, so a visitor's own header of that name never reaches the worker.
  const headers = { ...req.headers, [CLIENT_ADDRESS_HEADER]: req.socket.remoteAddress ?? '' };
  const upstream = request(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers },
    (answer) => {
      if (rendered) {
        sendRendered(req, res, answer);
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    },
  );
  upstream.once('error', () => {
    if (res.headersSent) res.destroy();
    else res.writeHead(502).end('The site is restarting; try again in a moment.');
  });
  req.pipe(upstream);
}

/** Opens a built release (<dir>/client, <dir>/server/entry.mjs) for serving. */
export async function openRelease(dir: string, log: (message: string) => void): Promise<Release> {
  const entry = pathToFileURL(join(dir, 'server', 'entry.mjs')).href;
  const { server, port } = await startServer(entry, log);
  const clientDir = join(dir, 'client');
  const staticFiles = () =>
    existsSync(clientDir)
      ? sirv(clientDir, {
          etag: true,
          gzip: true,
          brotli: true,
          setHeaders: (res, pathname) => {
            res.setHeader(
              'Cache-Control',
              pathname.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE,
            );
          },
        })
      : undefined;
  let serveStatic = staticFiles();
  // The records' pages have no compressed copies until compressRecordPages is done.
  let recordPagesPending = true;
  const toServer = (req: IncomingMessage, res: ServerResponse) => {
    forward(req, res, port);
  };
  return {
    dir,
    serverPid: server.pid,
    handle: (req, res) => {
      if (!serveStatic || (req.method !== 'GET' && req.method !== 'HEAD')) {
        toServer(req, res);
        return;
      }
      const files = serveStatic;
      const fromFiles = () => {
        files(req, res, () => {
          toServer(req, res);
        });
      };
      const encoding = recordPagesPending ? encodingFor(req) : undefined;
      const file = encoding && recordPageFile(clientDir, req.url);
      if (!encoding || !file) {
        fromFiles();
        return;
      }
      // A page that was not built is not a file: sirv, then the release's server, answer.
      sendCompressedFile(req, res, file, encoding).catch(fromFiles);
    },
    render: (req, res) => {
      forward(req, res, port, true);
    },
    compressRecordPages: async (cacheDir, signal) => {
      const stats = await precompressDirectory(clientDir, cacheDir, {
        scope: 'record-pages',
        concurrency: 2,
        signal,
      });
      if (!signal.aborted) {
        // sirv lists the files once: a new listing serves the copies just written.
        serveStatic = staticFiles();
        recordPagesPending = false;
      }
      return stats;
    },
    close: async (graceMs = 0) => {
      if (graceMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      }
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
