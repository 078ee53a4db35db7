import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { smtpEnv, startMailSink } from '../../scripts/lib/mail-sink.ts';
import { startPocketBase } from '../../scripts/lib/pocketbase-server.ts';
import { startStripeMock } from '../../scripts/lib/stripe-mock-server.ts';
import { startRebuildRecorder } from './support/rebuild-recorder.ts';

/** One PocketBase of the run, with the recorder of the rebuilds it asks for. */
export interface PocketBaseUnderTest {
  url: string;
  superuserEmail: string;
  superuserPassword: string;
  /** Answers GET with the reasons of every rebuild this PocketBase asked the site for. */
  rebuildsUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One PocketBase for each worker: the files of a worker run one after another on it. */
    pocketbases: PocketBaseUnderTest[];
    /** The SMTP sink's web URL: every mail each PocketBase sends lands there. */
    mailUrl: string;
    /** stripe-mock's API address: every Stripe call of the payment endpoints goes there. */
    stripeApiUrl: string;
  }
}

/**
 * A real PocketBase for each worker (a free port and a throwaway data dir), all sending their
 * mail to one real SMTP sink; and stripe-mock for Stripe's API. Files on different workers run
 * at the same time, so each worker has its own PocketBase: a file that counts a collection, or
 * changes the rate limits, sees only the records and settings of the files before it on the
 * same worker, never those of a file running beside it. Test files find their mails by a
 * recipient of their own, so the sink can be shared.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, project.config.maxWorkers);
  const mail = await startMailSink();
  const stripeDir = await mkdtemp(join(tmpdir(), 'stripe-mock-'));
  const stripe = await startStripeMock({ dataDir: stripeDir });
  const started = await Promise.all(
    Array.from({ length: workers }, async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'pb-integration-'));
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
      return { dataDir, rebuilds, server };
    }),
  );
  project.provide(
    'pocketbases',
    started.map(({ server, rebuilds }) => ({
      url: server.url,
      superuserEmail: server.superuser.email,
      superuserPassword: server.superuser.password,
      rebuildsUrl: rebuilds.url,
    })),
  );
  project.provide('mailUrl', mail.webUrl);
  project.provide('stripeApiUrl', stripe.url);
  return async () => {
    await Promise.all(
      started.map(async ({ dataDir, rebuilds, server }) => {
        await rebuilds.stop();
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      }),
    );
    await mail.stop();
    await stripe.stop();
    await rm(stripeDir, { recursive: true, force: true });
  };
}
