// The live release's Node server as the publisher runs it: `node node-entry.ts <release>`.
// It serves the release's Astro handler (server/entry.mjs, with the adapter's own server
// turned off) so that a new release takes over without a gap and without cutting a request:
// - the new server listens on the same port beside the old one (SO_REUSEPORT), and tells the
//   publisher once it does;
// - the old one, sent SIGTERM, stops accepting, answers what it had started (each with
//   `Connection: close`, so no proxy reuses its connections), and exits.
// Run by Node itself (its type stripping), not through a loader: only erasable syntax here.
import { createServer, type RequestListener } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** How long an old release's server may take to finish the requests it had started. */
const FINISH_WITHIN_MS = 30_000;

const release = process.argv[2];
if (!release) throw new Error('usage: node node-entry.ts <release dir>');
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = pathToFileURL(join(release, 'server', 'entry.mjs')).href;
const { handler } = (await import(entry)) as { handler: RequestListener };

let closing = false;
const server = createServer((req, res) => {
  if (closing) res.setHeader('Connection', 'close');
  handler(req, res);
});
server.once('error', (error: NodeJS.ErrnoException) => {
  // Where the system has no SO_REUSEPORT (macOS), the publisher stops the old server first.
  process.send?.({ failed: error.code ?? error.message });
  process.exit(1);
});
server.listen(
  {
    host: process.env.HOST,
    port: Number(process.env.PORT),
    reusePort: process.env.REUSE_PORT === '1',
  },
  () => process.send?.({ listening: true }),
);

/** Stops accepting, finishes what was started, exits. */
const finish = (): void => {
  if (closing) return;
  closing = true;
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), FINISH_WITHIN_MS).unref();
};
process.once('SIGTERM', finish);
// A publisher that died without stopping it (killed, crashed) must not leave a server
// holding the port for the next one: its IPC channel closes with it.
process.once('disconnect', finish);
