import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { smtpEnv, startMailSink } from '../../scripts/lib/mail-sink.ts';
import { startPocketBase } from '../../scripts/lib/pocketbase-server.ts';
import { startStripeMock } from '../../scripts/lib/stripe-mock-server.ts';
import { startRebuildRecorder } from './support/rebuild-recorder.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pocketbase: { url: string; superuserEmail: string; superuserPassword: string };
    /** The SMTP sink's web URL: every mail PocketBase sends lands there. */
    mailUrl: string;
    /** stripe-mock's API address: every Stripe call of the payment endpoints goes there. */
    stripeApiUrl: string;
    /** Answers GET with the reasons of every rebuild PocketBase asked the site for. */
    rebuildsUrl: string;
  }
}

/**
 * One real PocketBase for the integration run (a free port and a throwaway data dir), sending
 * its mail to a real SMTP sink; and stripe-mock for Stripe's API.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'pb-integration-'));
  const mail = await startMailSink();
  const stripe = await startStripeMock({ dataDir });
  const rebuilds = await startRebuildRecorder();
  const server = await startPocketBase({
    dataDir,
    // Each test client sends its own X-Forwarded-For, so the rate limiter sees separate clients.
    env: {
      PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
      SITE_TEAM_EMAIL: 'team@example.org',
      SITE_REBUILD_URL: `${rebuilds.url}/api/rebuild`,
      SITE_REBUILD_TOKEN: 'integration-rebuild-token',
      ...smtpEnv(mail),
    },
  });
  project.provide('pocketbase', {
    url: server.url,
    superuserEmail: server.superuser.email,
    superuserPassword: server.superuser.password,
  });
  project.provide('mailUrl', mail.webUrl);
  project.provide('stripeApiUrl', stripe.url);
  project.provide('rebuildsUrl', rebuilds.url);
  return async () => {
    await rebuilds.stop();
    await server.stop();
    await mail.stop();
    await stripe.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
