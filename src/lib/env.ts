import { existsSync } from 'node:fs';
import { z } from 'zod';

/** An optional variable where an empty value (`AI_BASE_URL=` in .env) means unset. */

/**
 * The one place that reads the environment (`.env.example` documents each variable).
 * Invalid values stop the program with a message listing every bad variable.
 */
const EnvSchema = z.object({
  /** Where the build and server-side code reach PocketBase. Default http://127.0.0.1:8090. */
  POCKETBASE_URL: z.url().default('http://127.0.0.1:8090'),
  /**
   * Where browsers reach PocketBase (files, islands). Default: SITE_URL, where Caddy passes
   * PocketBase's /api/ and /_/ on (server/Caddyfile), so the browser talks to one origin.
   */
  PUBLIC_POCKETBASE_URL: z.url().optional(),
  /** The site's public address, for canonical URLs, sitemaps and mail links. */
  SITE_URL: z.url().default('http://localhost:4321'),
  /** A PocketBase superuser for seeding and server jobs; `npm start` makes one when unset. */
  PB_SUPERUSER_EMAIL: z.email().optional(),
  /** Password of PB_SUPERUSER_EMAIL (at least 10 characters). */
  PB_SUPERUSER_PASSWORD: z.string().min(10).optional(),
  /** Load the demo data into an empty database. Default true, except in production. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /** `production` turns off the demo data and demo credentials. */
  NODE_ENV: z.string().default('development'),
  /** Interface the built site listens on. Default localhost. */
  HOST: z.string().default('localhost'),
  /** Port the built site listens on (Caddy). Default 4321. */
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  /**
   * A domain name for the site: Caddy then serves it over HTTPS on ports 80 and 443 with
   * certificates it gets and renews itself (docs/operations.md). Unset: plain HTTP on PORT.
   */
  SITE_DOMAIN: z.string().optional(),
  /** Port of the Node server of the on-demand routes, on 127.0.0.1. Default PORT + 1. */
  SITE_NODE_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Port of the publisher (rebuild requests, their status), on 127.0.0.1. Default PORT + 2. */
  PUBLISHER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Where the publisher keeps the releases and the `current` link Caddy serves. */
  RELEASES_DIR: z.string().default('.site/releases'),
  /** Where Astro writes the build. Default dist. */
  ASTRO_OUT_DIR: z.string().default('dist'),
  /**
   * Where Astro keeps its incremental build cache (pages it can copy instead of rendering).
   * Default node_modules/.astro; the publisher keeps one beside its releases.
   */
  ASTRO_CACHE_DIR: z.string().default('node_modules/.astro'),
  /**
   * When the build compresses the pages of records (centers, jobs, the directory's pages):
   * `build` (default) with the rest, or `later`: the publisher sets it for its own builds and
   * compresses them once the release is live (thousands of pages).
   */
  PRECOMPRESS_RECORD_PAGES: z.enum(['build', 'later']).default('build'),
  /**
   * When the build fetches from PocketBase the pages' pictures its cache lacks (PocketBase
   * makes each new thumbnail as it is asked): `build` (default), or `later`: the publisher
   * sets it for its own builds and copies them once the release is live.
   */
  FETCH_PICTURES: z.enum(['build', 'later']).default('build'),
  /** Where contact messages and intake notifications go (read by PocketBase's hooks too). */
  SITE_TEAM_EMAIL: z.email().default('team@example.org'),
  /** Ports of the local mail catcher `npm start` runs when SMTP_HOST is unset. */
  MAIL_SINK_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
  MAIL_SINK_WEB_PORT: z.coerce.number().int().min(1).max(65535).default(1080),
  /** SMTP server PocketBase sends through; unset locally, npm start catches mail instead. */
  SMTP_HOST: z.string().optional(),
  /** Shared secret PocketBase sends to ask the site to rebuild; npm start makes one when unset. */
  SITE_REBUILD_TOKEN: z.string().min(16).optional(),
  /**
   * OpenAI-compatible chat completions endpoint for the assistant and location summaries, up to
   * the version (https://api.openai.com/v1, http://127.0.0.1:8080/v1 for llama.cpp, Ollama's
   * http://127.0.0.1:11434/v1). Unset: the built-in grounded answerer, no external service.
   */
  AI_BASE_URL: z.url().optional(),
  /** Bearer key for AI_BASE_URL; local servers need none. */
  AI_API_KEY: z.string().optional(),
  /** The model AI_BASE_URL serves; required with AI_BASE_URL. */
  AI_MODEL: z.string().optional(),
  /** Longest wait for a model's reply before the grounded answer is used. Default 20000 ms. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120000).default(20000),
  /** Stripe secret key (sk_test_… / sk_live_…, or a restricted rk_ key). Unset: payments are off. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
    .optional(),
  /** Stripe publishable key (pk_…) for the embedded Checkout; built into the pages. */
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
  /** Signing secret of the webhook endpoint (whsec_…): events without a valid signature get 400. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  /** Another Stripe API address, for stripe-mock in tests (e.g. http://127.0.0.1:12111). */
  STRIPE_API_URL: z.url().optional(),
  /**
   * Set (any value but `false`) on CI machines: setup checks the committed hooks bundle instead
   * of rebuilding it, and an end-to-end test that fails is run once more, its first failure
   * still reported as flaky.
   */
  CI: z.string().optional(),
  /**
   * Chromium used by the end-to-end tests. Default Debian's /usr/bin/chromium-headless-shell,
   * else /usr/bin/chromium, whichever exists.
   */
  CHROMIUM_PATH: z.string().optional(),
  /** Port of the site the end-to-end tests build and serve. Default 4391. */
  E2E_SITE_PORT: z.coerce.number().int().min(1).max(65535).default(4391),
  /** Port of the PocketBase the end-to-end tests start. Default 8191. */
  E2E_POCKETBASE_PORT: z.coerce.number().int().min(1).max(65535).default(8191),
  /** SMTP and web ports of the mail sink the end-to-end tests start. Default 1126 and 1181. */
  E2E_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1126),
  E2E_MAIL_PORT: z.coerce.number().int().min(1).max(65535).default(1181),
  /**
   * Set by `npm run test:e2e` (scripts/test-e2e.ts), which starts the end-to-end site once for
   * its two Playwright runs: Playwright then uses the site at E2E_SITE_PORT instead of its own.
   */
  E2E_SITE_RUNNING: z.string().optional(),
});

/** The validated environment. */
export type Env = z.infer<typeof EnvSchema> & {
  PUBLIC_POCKETBASE_URL: string;
  seedDemoData: boolean;
  /** On a CI machine: CI set to anything but `false` (scripts/setup.sh reads it the same way). */
  onCi: boolean;
};

/** Validates an environment (process.env by default) and fills the derived values. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty value (`KEY=` as in .env.example) means unset.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${problems.join('\n')}`);
  }
  if (parsed.data.AI_BASE_URL && !parsed.data.AI_MODEL) {
    throw new Error('Invalid environment variables:\n  AI_MODEL: required when AI_BASE_URL is set');
  }
  const env = parsed.data;
  return {
    ...env,
    PUBLIC_POCKETBASE_URL: env.PUBLIC_POCKETBASE_URL ?? env.SITE_URL,
    onCi: env.CI !== undefined && env.CI !== 'false',
    seedDemoData: env.SEED_DEMO_DATA
      ? env.SEED_DEMO_DATA === 'true'
      : env.NODE_ENV !== 'production',
  };
}

// A local .env fills what the real environment leaves unset (Node's own loader; the real
// environment wins).
if (existsSync('.env')) process.loadEnvFile('.env');

/** The environment of this process, validated on first use. */
export const env: Env = readEnv();
