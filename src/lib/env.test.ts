import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('fills the defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      POCKETBASE_URL: 'http://127.0.0.1:8090',
      // Browsers reach PocketBase through Caddy, on the site's own origin.
      PUBLIC_POCKETBASE_URL: 'http://localhost:4321',
      SITE_URL: 'http://localhost:4321',
      PORT: 4321,
      seedDemoData: true,
    });
  });

  it('never loads demo data in production unless asked', () => {
    expect(readEnv({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('is on CI when CI is set to anything but false (empty means unset)', () => {
    expect(readEnv({}).onCi).toBe(false);
    expect(readEnv({ CI: '' }).onCi).toBe(false);
    expect(readEnv({ CI: 'false' }).onCi).toBe(false);
    expect(readEnv({ CI: 'true' }).onCi).toBe(true);
    expect(readEnv({ CI: '1' }).onCi).toBe(true);
  });

  it('lists every bad variable', () => {
    expect(() => readEnv({ POCKETBASE_URL: 'not a url', PORT: 'eighty' })).toThrow(
      /POCKETBASE_URL[\s\S]*PORT|PORT[\s\S]*POCKETBASE_URL/,
    );
  });

  it('reads the assistant model settings, blank meaning unset', () => {
    const blank = readEnv({ AI_BASE_URL: '', AI_MODEL: '', AI_TIMEOUT_MS: '' });
    expect([blank.AI_BASE_URL, blank.AI_MODEL, blank.AI_TIMEOUT_MS]).toEqual([
      undefined,
      undefined,
      20000,
    ]);
    expect(() => readEnv({ AI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(
      'AI_MODEL: required when AI_BASE_URL is set',
    );
  });

  it('reads an empty value (KEY= as in .env.example) as unset', () => {
    const env = readEnv({ PB_SUPERUSER_EMAIL: '', STRIPE_SECRET_KEY: '', PORT: '' });
    expect([env.PB_SUPERUSER_EMAIL, env.STRIPE_SECRET_KEY, env.PORT]).toEqual([
      undefined,
      undefined,
      4321,
    ]);
  });

  it('checks the shape of the Stripe keys', () => {
    expect(() =>
      readEnv({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'secret' }),
    ).toThrow(/STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/);
    expect(readEnv({ STRIPE_SECRET_KEY: 'sk_test_1' }).STRIPE_SECRET_KEY).toBe('sk_test_1');
  });
});
