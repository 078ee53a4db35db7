/** The spec's retry delay: min(1000 x 2^attempt, 30000) ms (public-side.md section 7). */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * Runs `task`, retrying a failure up to `retries` more times with the spec's backoff; the
 * last failure is rethrown.
 */
export async function withRetry<T>(
  task: () => Promise<T>,
  retries = 3,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(retryDelayMs(attempt));
    }
  }
}
