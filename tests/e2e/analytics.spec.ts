// Analytics end to end, at 375 and 1280 px: a visitor's page view and call click reach the
// owner's dashboard (through the beacon and PocketBase's counting); a free owner sees the last
// 30 days' totals and the premium offer; a premium owner the daily chart, its table, 12 months
// and the CSV export; axe on the analytics view. The counting rules themselves are in
// tests/integration/analytics.test.ts.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { RecordModel } from 'pocketbase';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { formatPhone } from '../../src/lib/format.ts';
import { centerHref } from '../../src/lib/routes.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/islands.ts';
import { E2E } from './support/servers.ts';
import { signInAs, superuserClient } from './support/session.ts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A public demo center of the account with a phone number (it was in the build). */
async function demoCenterOf(account: keyof typeof DEMO_ACCOUNTS): Promise<RecordModel> {
  const su = await superuserClient();
  return su.collection('centers').getFirstListItem(
    su.filter('owner.email = {:email} && approved = "yes" && phone_number != ""', {
      email: DEMO_ACCOUNTS[account].email,
    }),
    { sort: 'number' },
  );
}

/** The account's dashboard with the Analytics tab open on the center. */
async function openAnalytics(page: Page, account: keyof typeof DEMO_ACCOUNTS, center: RecordModel) {
  await signInAs(page, account);
  await page.goto('/dashboard');
  await hydrated(page, 'Dashboard');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const choose = page.getByLabel('Center', { exact: true });
  await expect(page.getByRole('heading', { name: /^Last 30 days/ })).toBeVisible();
  if (await choose.isVisible()) await choose.selectOption(center.id);
  await expect(page.getByRole('heading', { name: /^Last 30 days/ })).toBeVisible();
}

/** The total a metric shows in the analytics view. */
async function totalOf(page: Page, label: string): Promise<number> {
  const item = page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  return Number(await item.locator('dd').textContent());
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`analytics at ${String(viewport.width)} px`, () => {
    test.use({ viewport });

    test('a visit and a call click appear in the owner’s dashboard', async ({ page, browser }) => {
      const center = await demoCenterOf('owner');
      await openAnalytics(page, 'owner', center);
      const views = await totalOf(page, 'Page views');
      const calls = await totalOf(page, 'Call clicks');

      // A visitor nobody has counted today: a browser of its own.
      const visitor = await browser.newContext({
        viewport,
        userAgent: `${CHROME} Visitor/${randomUUID()}`,
        storageState: {
          cookies: [],
          origins: [
            { origin: E2E.siteUrl, localStorage: [{ name: 'terms-agreed', value: 'true' }] },
          ],
        },
      });
      const tab = await visitor.newPage();
      const counted = (metric: string) =>
        tab.waitForResponse(
          (r) =>
            r.url().endsWith('/api/analytics/hit') &&
            (r.request().postData() ?? '').includes(`metric=${metric}`),
        );
      const viewed = counted('page_view');
      await tab.goto(
        centerHref({ name: String(center.company_name), number: Number(center.number) }),
      );
      expect((await viewed).status()).toBe(204);
      // The phone link would leave for a dialer: stay on the page once the click is reported.
      await tab.evaluate(() => {
        document.addEventListener('click', (event) => {
          event.preventDefault();
        });
      });
      const called = counted('call');
      await tab
        .getByRole('link', { name: formatPhone(String(center.phone_number)), exact: true })
        .first()
        .click();
      expect((await called).status()).toBe(204);
      await visitor.close();

      await page.reload();
      await hydrated(page, 'Dashboard');
      await page.getByRole('tab', { name: 'Analytics' }).click();
      const choose = page.getByLabel('Center', { exact: true });
      await expect(page.getByRole('heading', { name: /^Last 30 days/ })).toBeVisible();
      if (await choose.isVisible()) await choose.selectOption(center.id);
      await expect.poll(() => totalOf(page, 'Page views')).toBeGreaterThanOrEqual(views + 1);
      expect(await totalOf(page, 'Call clicks')).toBeGreaterThanOrEqual(calls + 1);
    });

    test('a free owner sees the last 30 days’ totals and the premium offer', async ({ page }) => {
      const center = await demoCenterOf('owner2');
      await openAnalytics(page, 'owner2', center);
      await expect(page.getByText('Page views', { exact: true })).toBeVisible();
      await expect(page.getByText('Intake requests shared', { exact: true })).toBeVisible();
      await expect(
        page.getByText(
          'Advanced analytics is a Premium feature: a daily chart, 12 months of numbers and CSV export.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Upgrade to Premium' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
      await expect(page.getByLabel('Period')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('a premium owner sees the daily chart for 12 months and exports it as CSV', async ({
      page,
    }) => {
      const center = await demoCenterOf('owner');
      await openAnalytics(page, 'owner', center);
      await expect(page.getByRole('img', { name: /^Page views per day, / })).toBeVisible();
      await page.getByText('Show the numbers as a table').click();
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader', { name: 'Job applications' })).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(31);
      await expectNoAxeViolations(page);

      await page.getByLabel('Period').selectOption({ label: 'Last 12 months' });
      await expect(page.getByRole('heading', { name: /^Last 12 months/ })).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(366);
      await page.getByLabel('Chart').selectOption({ label: 'Call clicks' });
      await expect(page.getByRole('img', { name: /^Call clicks per day, / })).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(
        new RegExp(
          `^analytics-${String(center.number)}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`,
        ),
      );
      const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Date,Page views,Directory appearances,Call clicks,Website clicks,Directions clicks,Email clicks,Intake requests shared,Job views,Job applications',
      );
      expect(lines).toHaveLength(366);
    });
  });
}
