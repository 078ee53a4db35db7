import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TERMS_STORAGE_KEY } from '../../../src/features/terms/terms.ts';
import { E2E } from './servers.ts';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Response } from '@playwright/test';

/**
 * Makes every tab of the context a returning visitor who has accepted the terms dialog: the
 * first page a tab opens on the site finds `TERMS_STORAGE_KEY` set. Once per tab, so a test that
 * removes it and reloads sees the dialog.
 *
 * An init script rather than Playwright's `storageState`: to write localStorage, storageState
 * opens and closes an extra page in every new context, a cost every test would pay.
 */
export async function agreedToTerms(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ origin, key }) => {
      if (location.origin !== origin || sessionStorage.getItem('e2e-terms-agreed')) return;
      sessionStorage.setItem('e2e-terms-agreed', 'true');
      localStorage.setItem(key, 'true');
    },
    { origin: E2E.siteUrl, key: TERMS_STORAGE_KEY },
  );
}

/**
 * A page in a context of its own with JavaScript off, as a visitor without it gets the site.
 * Close it with `page.context().close()`.
 */
export async function pageWithoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E.siteUrl });
  return context.newPage();
}

/**
 * Playwright's `test`, whose `context` (and so `page`) has accepted the terms dialog; the tests
 * of that dialog turn it off with `test.use({ termsAgreed: false })`. A context a test opens
 * itself (`browser.newContext()`) starts as a first visit: `agreedToTerms(context)` makes it a
 * returning one.
 */
export const test = base.extend<{ termsAgreed: boolean }>({
  termsAgreed: [true, { option: true }],
  context: async ({ context, termsAgreed }, use) => {
    if (termsAgreed) await agreedToTerms(context);
    await use(context);
  },
});
