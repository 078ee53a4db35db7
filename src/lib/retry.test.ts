import { describe, expect, it } from 'vitest';
import { retryDelayMs, withRetry } from './retry.ts';

describe('retryDelayMs', () => {
  it('doubles from one second up to thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe('withRetry', () => {
  it('returns the first success, waiting the spec delays between failures', async () => {
    const waits: number[] = [];
    let calls = 0;
    const value = await withRetry(
      () => {
        calls += 1;
        return calls < 3
          ? Promise.reject(new Error(`fail ${String(calls)}`))
          : Promise.resolve('ok');
      },
      {
        wait: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
      },
    );
    expect(value).toBe('ok');
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after three retries with the last error', async () => {
    let calls = 0;
    await expect(
      withRetry(
        () => {
          calls += 1;
          return Promise.reject(new Error(`fail ${String(calls)}`));
        },
        { wait: () => Promise.resolve() },
      ),
    ).rejects.toThrow('fail 4');
    expect(calls).toBe(4);
  });

  it('takes its own count and delay', async () => {
    const waits: number[] = [];
    let calls = 0;
    await expect(
      withRetry(
        () => {
          calls += 1;
          return Promise.reject(new Error(`fail ${String(calls)}`));
        },
        {
          retries: 2,
          delayMs: () => 1000,
          wait: (ms) => {
            waits.push(ms);
            return Promise.resolve();
          },
        },
      ),
    ).rejects.toThrow('fail 3');
    expect(waits).toEqual([1000, 1000]);
  });
});
