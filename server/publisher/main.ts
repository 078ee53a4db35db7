/**
 * The publisher as a program of its own, for a deployment where Caddy runs as a service
 * (docs/operations.md): `tsx server/publisher/main.ts`. It listens on 127.0.0.1:PUBLISHER_PORT,
 * keeps the releases in RELEASES_DIR and runs the live release's Node server on
 * 127.0.0.1:SITE_NODE_PORT. Ctrl-C or SIGTERM stops it and the Node server.
 */
import { resolve } from 'node:path';
import { env } from '../../src/lib/env.ts';
import { startPublisher } from './publisher.ts';

if (!env.SITE_REBUILD_TOKEN) {
  console.error('SITE_REBUILD_TOKEN must be set: PocketBase sends it with each rebuild request.');
  process.exit(1);
}

const publisher = await startPublisher({
  host: '127.0.0.1',
  port: env.PUBLISHER_PORT ?? env.PORT + 2,
  nodePort: env.SITE_NODE_PORT ?? env.PORT + 1,
  releasesDir: resolve(env.RELEASES_DIR),
  buildEnv: {},
  rebuildToken: env.SITE_REBUILD_TOKEN,
});
console.log(`[publisher] listening at ${publisher.url}`);
const stop = () => {
  void publisher.stop().finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
