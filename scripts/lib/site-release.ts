import { existsSync } from 'node:fs';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import sirv from 'sirv';

/**
 * One built release of the site: its static files served by sirv (precompressed brotli/gzip
 * copies chosen by Accept-Encoding, ETag and Last-Modified), and its on-demand routes run by the
 * Node adapter's handler in a worker thread. A worker is ended with its release, so swapping
 * releases frees the old server code: modules imported in this process could never be unloaded,
 * and the process would grow by a server bundle at every rebuild.
 */
export interface Release {
  dir: string;
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Ends the release's worker (after its in-flight requests had `graceMs` to finish). */
  close(graceMs?: number): Promise<void>;
}

/** Hashed build assets never change under their name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The header carrying the visitor's address to the worker, set by this process only (a
 * visitor's own copy is dropped): the adapter reads the address from the socket, which in the
 * worker is this process's loopback connection.
 */
const CLIENT_ADDRESS_HEADER = 'x-site-client-address';

// Runs in the worker: the adapter's handler behind a loopback HTTP server.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:http');
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
import(workerData.entry).then(({ handler }) => {
  const server = createServer((req, res) => {
    const address = req.headers['${CLIENT_ADDRESS_HEADER}'];
    delete req.headers['${CLIENT_ADDRESS_HEADER}'];
    if (address) Object.defineProperty(req.socket, 'remoteAddress', { value: address, configurable: true });
    handler(req, res);
  });
  server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
});
`;

function startWorker(
  entry: string,
  log: (message: string) => void,
): Promise<{ worker: Worker; port: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entry } });
    worker.once('message', (port: number) => {
      resolve({ worker, port });
    });
    // Before it listens this fails the release; afterwards it is only logged (requests get 502).
    worker.on('error', (error: unknown) => {
      reject(error instanceof Error ? error : new Error(String(error)));
      log(`the release's server failed: ${String(error)}`);
    });
    worker.once('exit', (code) => {
      reject(new Error(`the release's server stopped (exit code ${String(code)})`));
    });
  });
}

function forward(req: IncomingMessage, res: ServerResponse, port: number): void {
  // Always set, so a visitor's own header of that name never reaches the worker.
  const headers = { ...req.headers, [CLIENT_ADDRESS_HEADER]: req.socket.remoteAddress ?? '' };
  const upstream = request(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers },
    (answer) => {
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
  const { worker, port } = await startWorker(entry, log);
  const clientDir = join(dir, 'client');
  const serveStatic = existsSync(clientDir)
    ? sirv(clientDir, {
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders: (res, pathname) => {
          res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE);
        },
      })
    : undefined;
  const toServer = (req: IncomingMessage, res: ServerResponse) => {
    forward(req, res, port);
  };
  return {
    dir,
    handle: (req, res) => {
      if (serveStatic && (req.method === 'GET' || req.method === 'HEAD')) {
        serveStatic(req, res, () => {
          toServer(req, res);
        });
      } else {
        toServer(req, res);
      }
    },
    close: async (graceMs = 0) => {
      if (graceMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      }
      await worker.terminate();
    },
  };
}
