import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { aCenterPath, aJobPath } from './support/public-paths.ts';
import { signInAs } from './support/session.ts';

// Every state in three display modes: axe on a full page takes several seconds on a busy
// 2-core machine, two pages (dashboard and admin) more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const publicRoutes = [
  '/',
  '/centers',
  '/centers/page/2',
  '/intake',
  '/faq',
  '/accessibility',
  '/privacy-policy',
  '/terms-of-use',
  '/auth',
  '/claim-listing',
  '/pricing',
  '/no-such-page',
  '/center/nope-999999',
  '/careers',
  '/job/no-such-job',
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
}

/** The display modes every state is checked in (issue 17). */
const MODES = {
  'default colours': { highContrast: false, reducedMotion: false, fontSize: 'normal' },
  'with high contrast': { highContrast: true, reducedMotion: false, fontSize: 'normal' },
  'with extra-large text': { highContrast: false, reducedMotion: false, fontSize: 'extra-large' },
};

for (const [mode, settings] of Object.entries(MODES)) {
  test.describe(mode, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('accessibility-settings', value);
      }, JSON.stringify(settings));
    });

    for (const path of publicRoutes) {
      test(`axe: ${path}`, async ({ page }) => {
        await page.goto(path);
        await settle(page);
        await expectNoAxeViolations(page);
      });
    }

    test('axe: a center page', async ({ page }) => {
      await page.goto(await aCenterPath());
      await settle(page);
      await expectNoAxeViolations(page);
    });

    test('axe: a job page, and /careers with Quick Apply open', async ({ page }) => {
      await page.goto(await aJobPath());
      await settle(page);
      await expectNoAxeViolations(page);
      await page.goto('/careers');
      await settle(page);
      await page
        .getByRole('link', { name: /^Quick Apply/ })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: 'Quick Apply' })
        .getByRole('button', { name: 'Submit Application' })
        .click();
      await expect(page.getByText('Resume is required')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe: the dialogs every page has (menu at 375 px, Accessibility Options, Contact Us)', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/faq');
      await settle(page);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Accessibility' }).click();
      await expect(page.getByRole('dialog', { name: 'Accessibility Options' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Contact Us' }).click();
      const contact = page.getByRole('dialog', { name: 'Contact Us' });
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await expect(contact.getByText('Message must be at least 10 characters')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe: the owner edit dialog', async ({ page }) => {
      await signInAs(page, 'owner');
      await page.goto('/dashboard');
      await settle(page);
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Edit / })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe: /dashboard as an owner and /admin as an admin', async ({ page }) => {
      await signInAs(page, 'owner');
      await page.goto('/dashboard');
      await settle(page);
      await expectNoAxeViolations(page);
      const admin = await page.context().newPage();
      await signInAs(admin, 'admin');
      await admin.goto('/admin');
      await settle(admin);
      await expectNoAxeViolations(admin);
    });
  });
}
