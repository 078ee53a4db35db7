import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { aCenterPath, aJobPath } from './support/public-paths.ts';
import { signInAs } from './support/session.ts';

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

for (const highContrast of [false, true]) {
  test.describe(highContrast ? 'with high contrast' : 'default colours', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((on) => {
        localStorage.setItem(
          'accessibility-settings',
          JSON.stringify({ highContrast: on, reducedMotion: false, fontSize: 'normal' }),
        );
      }, highContrast);
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
