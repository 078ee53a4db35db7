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

  it('reads the assistant model settings, blank meaning unset', () => {
    expect(readEnv({ AI_BASE_URL: '', AI_MODEL: '', AI_TIMEOUT_MS: '' })).toMatchObject({
      AI_BASE_URL: undefined,
      AI_TIMEOUT_MS: 20000,
    });
    expect(() => readEnv({ AI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(
      'AI_MODEL: required when AI_BASE_URL is set',
    );
  });
});
