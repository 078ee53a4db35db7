import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('fills the defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      POCKETBASE_URL: 'http://127.0.0.1:8090',
      PUBLIC_POCKETBASE_URL: 'http://127.0.0.1:8090',
      SITE_URL: 'http://localhost:4321',
      PORT: 4321,
      seedDemoData: true,
    });
  });

  it('never loads demo data in production unless asked', () => {
    expect(readEnv({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('lists every bad variable', () => {
    expect(() => readEnv({ POCKETBASE_URL: 'not a url', PORT: 'eighty' })).toThrow(
      /POCKETBASE_URL[\s\S]*PORT|PORT[\s\S]*POCKETBASE_URL/,
    );
  });
});
