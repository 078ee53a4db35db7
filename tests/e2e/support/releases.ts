import { expect, type Page } from '@playwright/test';
import { SITE_STATUS_PATH } from '../../../src/lib/routes.ts';
import type { SiteStatus } from '../../../src/lib/site-status.ts';

/** The site server's rebuild status, as a visitor's browser can read it. */
export async function siteStatus(page: Page): Promise<SiteStatus> {
  return (await (await page.request.get(SITE_STATUS_PATH)).json()) as SiteStatus;
}

/** Waits until a release built after every rebuild request so far is live. */
export async function rebuilt(page: Page, timeout = 120_000): Promise<void> {
  const { requested } = await siteStatus(page);
  await expect
    .poll(async () => (await siteStatus(page)).published, { timeout, intervals: [1000] })
    .toBeGreaterThanOrEqual(requested);
}
