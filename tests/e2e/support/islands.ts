import { expect, type Page } from '@playwright/test';

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

/**
 * Holds back the named island's code, so a test can act on the page before the island
 * hydrates: `asked()` says whether the page has asked for it yet, `release()` lets it load.
 */
export async function holdIslandCode(
  page: Page,
  component: string,
): Promise<{ asked: () => boolean; release: () => void }> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(new RegExp(`/_astro/${component}[^/]*\\.js$`), async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { asked: () => asked, release };
}

/**
 * Waits until a page that fetches nothing after loading is complete: its load event (styles,
 * scripts, images in view) and its fonts, so the layout checks see the page's final layout.
 * Signed-in pages fetch their data after loading: wait for what they show instead.
 */
export async function loadedWithFonts(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * Waits until a signed-in page's island (Dashboard, AdminPanel) has hydrated and shows no
 * 'Loading ...' or 'Checking ...' status: its content, and so its layout and Tab stops, are
 * final. The network going quiet is no such signal: rendering what arrived can take longer
 * than the quiet it waits for.
 */
export async function signedInPageLoaded(page: Page, component: string): Promise<void> {
  await hydrated(page, component);
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Checking) / })).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
}
