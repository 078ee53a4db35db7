import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { E2E } from './support/servers.ts';
import { signInAs } from './support/session.ts';

/** A public center's page address, found as a visitor would. */
async function aCenterPath(): Promise<string> {
  const response = await fetch(
    `${E2E.pocketbaseUrl}/api/collections/centers/records?perPage=1&sort=number&fields=slug,number`,
  );
  const { items } = (await response.json()) as { items: { slug: string; number: number }[] };
  const center = items[0];
  if (!center) throw new Error('no public center in the demo data');
  return `/center/${center.slug}-${String(center.number)}`;
}

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

/** A live job posting's page address, found as a visitor would. */
async function aJobPath(): Promise<string> {
  const response = await fetch(
    `${E2E.pocketbaseUrl}/api/collections/job_postings/records?perPage=1&sort=created&fields=id`,
  );
  const { items } = (await response.json()) as { items: { id: string }[] };
  const job = items[0];
  if (!job) throw new Error('no live job posting in the demo data');
  return `/job/${job.id}`;
}

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
