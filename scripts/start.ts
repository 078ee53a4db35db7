/**
 * `npm start` / `npm run dev`: starts the embedded PocketBase (127.0.0.1:8090, data in
 * pocketbase/pb_data; migrations applied on start), loads the demo data into an empty
 * database, then runs the site as production does (server/site.ts): the publisher builds the
 * release and runs its Node server, and Caddy serves it at http://localhost:4321 (or runs
 * Astro's dev server with --dev). Ctrl-C stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { DEMO_ACCOUNTS, seedDemoData } from '../pocketbase/seed/seed.ts';
import { env } from '../src/lib/env.ts';
import { smtpEnv, startMailSink, type MailSink } from './lib/mail-sink.ts';
import { startPocketBase, type Superuser } from './lib/pocketbase-server.ts';
import { startSite, type Site } from '../server/site.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const children = new Set<ChildProcess>();

function runAstro(args: string[]): ChildProcess {
  const child = spawn(`${root}node_modules/.bin/astro`, args, { cwd: root, stdio: 'inherit' });
  children.add(child);
  child.once('exit', () => {
    children.delete(child);
  });
  return child;
}

function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      resolve(code ?? 1);
    });
  });
}

const pbPort = Number(new URL(env.POCKETBASE_URL).port || 8090);
const superuser: Superuser | undefined =
  env.PB_SUPERUSER_EMAIL && env.PB_SUPERUSER_PASSWORD
    ? { email: env.PB_SUPERUSER_EMAIL, password: env.PB_SUPERUSER_PASSWORD }
    : undefined;

// Without an SMTP server, mail is caught locally so sign-up, reset and notices can be read.
let mailSink: MailSink | undefined;
if (!env.SMTP_HOST && env.NODE_ENV !== 'production') {
  mailSink = await startMailSink({ smtp: env.MAIL_SINK_SMTP_PORT, web: env.MAIL_SINK_WEB_PORT });
}

// PocketBase asks the publisher to rebuild after public-facing changes (not in dev, which
// renders every request from current data).
const nodePort = env.SITE_NODE_PORT ?? env.PORT + 1;
const publisherPort = env.PUBLISHER_PORT ?? env.PORT + 2;
const rebuildToken = env.SITE_REBUILD_TOKEN ?? randomBytes(24).toString('base64url');
const rebuildEnv: Record<string, string> = dev
  ? {}
  : {
      SITE_REBUILD_URL: `http://127.0.0.1:${String(publisherPort)}/api/rebuild`,
      SITE_REBUILD_TOKEN: rebuildToken,
      // Caddy sends each visitor's address there; PocketBase is reached directly only from
      // this machine.
      PB_TRUSTED_PROXY_HEADERS: process.env.PB_TRUSTED_PROXY_HEADERS ?? 'X-Forwarded-For',
    };

console.log(`Starting PocketBase on ${env.POCKETBASE_URL} (data in pocketbase/pb_data)`);
const pocketbase = await startPocketBase({
  dataDir: `${root}pocketbase/pb_data`,
  port: pbPort,
  superuser,
  env: { ...(mailSink ? smtpEnv(mailSink) : {}), ...rebuildEnv },
  verbose: false,
}).catch((error: unknown) => {
  console.error(
    `PocketBase could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error(`Is something else listening on port ${String(pbPort)}?`);
  process.exit(1);
});

let stopping = false;
let site: Site | undefined;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    await site?.stop();
    await pocketbase.stop();
    await mailSink?.stop();
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

if (env.seedDemoData) {
  const pb = new PocketBase(pocketbase.url);
  await pb
    .collection('_superusers')
    .authWithPassword(pocketbase.superuser.email, pocketbase.superuser.password);
  const result = await seedDemoData(pb);
  console.log(
    result.seeded
      ? `Loaded demo data: ${String(result.centers)} centers, ${String(result.jobs)} job postings.`
      : 'The database already has data; demo data not loaded.',
  );
  console.log('\nDemo accounts (local demo data only):');
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
    console.log(`  ${role.padEnd(7)} ${account.email}  password: ${account.password}`);
  }
  const password = superuser ? '(PB_SUPERUSER_PASSWORD)' : pocketbase.superuser.password;
  console.log(
    `PocketBase dashboard: ${pocketbase.url}/_/ (${pocketbase.superuser.email}, ${password})\n`,
  );
}

if (mailSink) console.log(`Mail sent by the site is caught at ${mailSink.webUrl}`);

// The Node server's own account (chat messages and payments are written by it) is this
// PocketBase's superuser: the configured one or the one made for this start. The builds, the
// Node server and Astro's dev server are children of this process, so they read it from here.
Object.assign(process.env, {
  PB_SUPERUSER_EMAIL: pocketbase.superuser.email,
  PB_SUPERUSER_PASSWORD: pocketbase.superuser.password,
  // Astro's dev server has no Caddy in front to pass PocketBase on at the site's address.
  ...(dev ? { PUBLIC_POCKETBASE_URL: process.env.PUBLIC_POCKETBASE_URL || pocketbase.url } : {}),
});

if (dev) {
  await stop(await exited(runAstro(['dev'])));
} else {
  const address = env.SITE_DOMAIN ?? `http://${env.HOST}:${String(env.PORT)}`;
  try {
    site = await startSite({
      address,
      releasesDir: resolve(root, env.RELEASES_DIR),
      nodePort,
      publisherPort,
      pocketbaseUpstream: `127.0.0.1:${String(pbPort)}`,
      buildEnv: {},
      rebuildToken,
    });
  } catch (error) {
    console.error(
      `The site could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    await stop(1);
  }
  console.log(`
The site (Caddy, server/Caddyfile):  ${env.SITE_DOMAIN ? `https://${env.SITE_DOMAIN}` : address}
  PocketBase on the same origin:     /api/ and /_/ (directly: ${pocketbase.url})
  Node server (on-demand routes):    http://127.0.0.1:${String(nodePort)}
  Publisher (rebuilds after edits):  ${site?.publisher.url ?? ''}
Ctrl-C stops everything.`);
}
