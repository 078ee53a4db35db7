import { expect, type Page } from '@playwright/test';
import { SITE_STATUS_PATH } from '../../../src/lib/routes.ts';
import type { SiteStatus } from '../../../src/lib/site-status.ts';

/** The site server's rebuild status, as a visitor's browser can read it. */
export async function siteStatus(page: Page): Promise<SiteStatus> {
  return (await (await page.request.get(SITE_STATUS_PATH)).json()) as SiteStatus;
}

/**
 * How long a test waits for a change to reach a release: the build under way when the change
 * arrives, the site's few seconds of batching, then a build with the change, on a 2-core
 * machine that runs the other tests beside the builds (where a build can take well over a
 * minute). Only a failing test waits this long.
 */
export const REBUILD_WAIT_MS = 240_000;

/** Waits until a release built after every rebuild request so far is live. */
export async function rebuilt(page: Page, timeout = REBUILD_WAIT_MS): Promise<void> {
  const { requested } = await siteStatus(page);
  await expect
    .poll(async () => (await siteStatus(page)).published, { timeout, intervals: [1000] })
    .toBeGreaterThanOrEqual(requested);
}
