import type { Page } from '@playwright/test';

/**
 * Waits until the island of the named component has hydrated (Astro drops the island's `ssr`
 * attribute then). Clicking an island before that does nothing, so tests wait for it.
 */
export async function hydrated(page: Page, component: string): Promise<void> {
  await page
    .locator(`astro-island[component-url*="/${component}"]:not([ssr])`)
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 });
}
