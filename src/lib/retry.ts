/** The spec's retry delay: min(1000 x 2^attempt, 30000) ms (public-side.md section 7). */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** How withRetry retries: how often, how long before each retry, and how it waits. */
export interface RetryOptions {
  /** Retries after the first failure (default 3). */
  retries?: number;
  /** The wait before retry number `attempt` (0-based), in ms (default retryDelayMs). */
  delayMs?: (attempt: number) => number;
  /** How to wait (default setTimeout; tests pass their own). */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Runs `task`, retrying a failure up to `retries` more times (by default with the spec's
 * backoff); the last failure is rethrown.
 */
export async function withRetry<T>(
  task: () => Promise<T>,
  {
    retries = 3,
    delayMs = retryDelayMs,
    wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(delayMs(attempt));
    }
  }
}
