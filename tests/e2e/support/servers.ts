import { env } from '../../../src/lib/env.ts';

const siteUrl = `http://127.0.0.1:${String(env.E2E_SITE_PORT)}`;

/** Where the end-to-end site and its PocketBase listen. */
export const E2E = {
  siteUrl,
  pocketbaseUrl: `http://127.0.0.1:${String(env.E2E_POCKETBASE_PORT)}`,
  /** Where the browser reaches PocketBase: the site's origin, through Caddy (server/Caddyfile). */
  browserPocketBaseUrl: siteUrl,
  /** The SMTP sink's web UI and REST API: every mail PocketBase sends lands there. */
  mailUrl: `http://127.0.0.1:${String(env.E2E_MAIL_PORT)}`,
  /** The site team's mailbox (contact messages, intake notifications). */
  siteTeamEmail: env.SITE_TEAM_EMAIL,
  /** What tests/e2e/serve.ts prints once the site serves (what its starters wait for). */
  readyLine: `The site is at ${siteUrl}`,
  /** How long the site may take to seed, build and start on a busy machine. */
  startTimeoutMs: 420_000,
  /** Build output, one per site port so parallel runs never share it. */
  outDir: `.e2e/site-${String(env.E2E_SITE_PORT)}`,
  /** The throwaway PocketBase's superuser (it exists only for one test run). */
  superuser: { email: 'e2e-superuser@example.org', password: 'e2e-superuser-password' },
  /** Stripe test keys of the site under test: its Stripe API is stripe-mock (tests/e2e/serve.ts). */
  stripe: {
    secretKey: 'sk_test_e2e',
    publishableKey: 'pk_test_e2e',
    webhookSecret: 'whsec_e2e',
  },
} as const;
