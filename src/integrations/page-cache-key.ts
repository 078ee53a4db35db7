import { createHash } from 'node:crypto';

/**
 * A pre-rendered page's cacheKey for Astro's incremental builds (astro.config.ts): a digest of
 * everything the page renders from data, so an edit to the record or to anything shown with it
 * (pictures, videos, postings, the plan that unlocks them) renders the page again and nothing
 * else does. The year is in every key because the footer shows it.
 */
export function pageCacheKey(...rendered: unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([new Date().getFullYear(), ...rendered]))
    .digest('base64url');
}
