import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { waitForPort } from './publisher/node-server.ts';

/** Caddy as built by scripts/setup.sh from server/caddy, and its configuration. */
const CADDY_BINARY = fileURLToPath(new URL('../.tools/bin/caddy', import.meta.url));
const CADDYFILE = fileURLToPath(new URL('./Caddyfile', import.meta.url));

export interface CaddyOptions {
  /** http://host:port, or a domain name (HTTPS with certificates Caddy gets itself). */
  address: string;
  /** The live release's static files (`<releases>/current/static`). */
  siteRoot: string;
  nodeUpstream: string;
  pocketbaseUpstream: string;
  publisherUpstream: string;
}

export interface Caddy {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts Caddy with server/Caddyfile; resolves once it listens (on an http:// address). */
export async function startCaddy(options: CaddyOptions): Promise<Caddy> {
  if (!existsSync(CADDY_BINARY)) {
    throw new Error(`Caddy is not built (${CADDY_BINARY}): run npm run setup`);
  }
  const child = spawn(CADDY_BINARY, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      SITE_ADDRESS: options.address,
      // A local address listens on its own interface only; a domain on all of them.
      ...(/^https?:\/\//.test(options.address)
        ? { SITE_BIND: new URL(options.address).hostname.replace(/^\[|\]$/g, '') }
        : {}),
      SITE_ROOT: options.siteRoot,
      NODE_UPSTREAM: options.nodeUpstream,
      POCKETBASE_UPSTREAM: options.pocketbaseUpstream,
      PUBLISHER_UPSTREAM: options.publisherUpstream,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  if (/^https?:\/\//.test(options.address)) {
    const url = new URL(options.address);
    const failed = exited.then(() => {
      throw new Error('Caddy stopped before serving (see its messages above)');
    });
    await Promise.race([waitForPort(url.hostname, Number(url.port || 80), 15_000), failed]).catch(
      async (error: unknown) => {
        await stop();
        throw error;
      },
    );
  }
  return { process: child, stop };
}
