import { test as base, type BrowserContext } from '@playwright/test';
import { E2E } from './servers.ts';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Response } from '@playwright/test';

/**
 * Makes every tab of the context a returning visitor who has accepted the terms dialog: the
 * first page a tab opens on the site finds `terms-agreed` set. Once per tab, so a test that
 * removes it and reloads sees the dialog.
 *
 * An init script rather than Playwright's `storageState`: to write localStorage, storageState
 * opens and closes an extra page in every new context, a cost every test would pay.
 */
export async function agreedToTerms(context: BrowserContext): Promise<void> {
  await context.addInitScript((origin) => {
    if (location.origin !== origin || sessionStorage.getItem('e2e-terms-agreed')) return;
    sessionStorage.setItem('e2e-terms-agreed', 'true');
    localStorage.setItem('terms-agreed', 'true');
  }, E2E.siteUrl);
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
