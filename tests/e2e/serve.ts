/**
 * The end-to-end tests' server (Playwright's webServer): a throwaway PocketBase with the demo
 * data, its mail caught by an SMTP sink, Stripe's API answered by stripe-mock, and the site
 * built from it and served as in production — including rebuilds after public-facing changes. Stops everything on SIGTERM.
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
import { startSiteServer, type SiteServer } from '../../scripts/lib/site-server.ts';
import { E2E } from './support/servers.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rebuildToken = randomBytes(24).toString('base64url');
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
    PB_TRUSTED_PROXY_HEADERS: '',
    SITE_REBUILD_URL: `${E2E.siteUrl}/api/rebuild`,
    SITE_REBUILD_TOKEN: rebuildToken,
    ...smtpEnv(mail),
  },
});
let site: SiteServer | undefined;

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

// The build (a child process) and the built server (loaded in this process) read these.
Object.assign(process.env, {
  POCKETBASE_URL: pocketbase.url,
  PUBLIC_POCKETBASE_URL: pocketbase.url,
  SITE_URL: E2E.siteUrl,
  SITE_TEAM_EMAIL: E2E.siteTeamEmail,
  PB_SUPERUSER_EMAIL: E2E.superuser.email,
  PB_SUPERUSER_PASSWORD: E2E.superuser.password,
  STRIPE_SECRET_KEY: E2E.stripe.secretKey,
  STRIPE_PUBLISHABLE_KEY: E2E.stripe.publishableKey,
  STRIPE_WEBHOOK_SECRET: E2E.stripe.webhookSecret,
  STRIPE_API_URL: stripeMock.url,
});
try {
  site = await startSiteServer({
    host: '127.0.0.1',
    port: env.E2E_SITE_PORT,
    releasesDir: join(root, E2E.outDir),
    buildEnv: {},
    rebuildToken,
  });
} catch (error) {
  console.error(error);
  await stop(1);
}
