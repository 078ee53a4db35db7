/**
 * The end-to-end tests' server (Playwright's webServer): a throwaway PocketBase with the demo
 * data, its mail caught by an SMTP sink, Stripe's API answered by stripe-mock, and the site
 * built from it and served as in production (server/site.ts: Caddy, the publisher and the
 * Node server), including rebuilds after public-facing changes. Stops everything on SIGTERM.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { seedDemoData } from '../../pocketbase/seed/seed.ts';
import { env } from '../../src/lib/env.ts';
import { smtpEnv, startMailSink } from '../../scripts/lib/mail-sink.ts';
import { startPocketBase } from '../../scripts/lib/pocketbase-server.ts';
import { startStripeMock } from '../../scripts/lib/stripe-mock-server.ts';
import { freePort } from '../../scripts/lib/pocketbase-server.ts';
import { startSite, type Site } from '../../server/site.ts';
import { E2E } from './support/servers.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rebuildToken = randomBytes(24).toString('base64url');
const publisherPort = await freePort();
const dataDir = await mkdtemp(join(tmpdir(), 'pb-e2e-'));
const mail = await startMailSink({ smtp: env.E2E_SMTP_PORT, web: env.E2E_MAIL_PORT });
const stripeMock = await startStripeMock({ dataDir });
const pocketbase = await startPocketBase({
  dataDir,
  port: env.E2E_POCKETBASE_PORT,
  superuser: E2E.superuser,
  env: {
    SITE_URL: E2E.siteUrl,
    SITE_TEAM_EMAIL: E2E.siteTeamEmail,
    // Caddy sends the visitor's address there, as in production.
    PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
    SITE_REBUILD_URL: `http://127.0.0.1:${String(publisherPort)}/api/rebuild`,
    SITE_REBUILD_TOKEN: rebuildToken,
    ...smtpEnv(mail),
  },
});
let site: Site | undefined;

async function stop(code: number): Promise<never> {
  await site?.stop();
  await pocketbase.stop();
  await mail.stop();
  await stripeMock.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

const pb = new PocketBase(pocketbase.url);
await pb.collection('_superusers').authWithPassword(E2E.superuser.email, E2E.superuser.password);
await seedDemoData(pb);

// The builds and the Node server (child processes) read these.
Object.assign(process.env, {
  POCKETBASE_URL: pocketbase.url,
  // Browsers reach PocketBase through Caddy, on the site's origin.
  PUBLIC_POCKETBASE_URL: E2E.browserPocketBaseUrl,
  SITE_URL: E2E.siteUrl,
  SITE_TEAM_EMAIL: E2E.siteTeamEmail,
  // The site server's own account (chat messages are written by it).
  PB_SUPERUSER_EMAIL: E2E.superuser.email,
  PB_SUPERUSER_PASSWORD: E2E.superuser.password,
  STRIPE_SECRET_KEY: E2E.stripe.secretKey,
  STRIPE_PUBLISHABLE_KEY: E2E.stripe.publishableKey,
  STRIPE_WEBHOOK_SECRET: E2E.stripe.webhookSecret,
  STRIPE_API_URL: stripeMock.url,
});
try {
  site = await startSite({
    address: E2E.siteUrl,
    releasesDir: join(root, E2E.outDir),
    nodePort: await freePort(),
    publisherPort,
    pocketbaseUpstream: `127.0.0.1:${String(env.E2E_POCKETBASE_PORT)}`,
    buildEnv: {},
    rebuildToken,
  });
  console.log(E2E.readyLine);
} catch (error) {
  console.error(error);
  await stop(1);
}
