// Analytics end to end, at 375 and 1280 px: a visitor's page view and call click reach the
// owner's dashboard (through the beacon and PocketBase's counting); a free owner sees the last
// 30 days' totals and the premium offer; a premium owner the daily chart, its table, 12 months
// and the CSV export; axe on the analytics view. The counting rules themselves are in
// tests/integration/analytics.test.ts.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { agreedToTerms, expect, test, type Page } from './support/test.ts';
import type { RecordModel } from 'pocketbase';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { formatPhone } from '../../src/lib/format.ts';
import { minnesotaToday } from '../../src/features/intake/minnesota-date.ts';
import { centerHref, jobHref, routes } from '../../src/lib/routes.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/islands.ts';
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

/** Empties today's record of the visitors already counted (analytics_visits). */
async function forgetTodaysVisitors() {
  const su = await superuserClient();
  const visits = await su.collection('analytics_visits').getFullList({ fields: 'id' });
  for (const visit of visits) await su.collection('analytics_visits').delete(visit.id);
}

/** The account's dashboard with the Analytics tab open on the center. */
async function openAnalytics(page: Page, account: keyof typeof DEMO_ACCOUNTS, center: RecordModel) {
  await signInAs(page, account);
  await page.goto('/dashboard');
  await showAnalytics(page, center);
}

/** The loaded dashboard's Analytics tab, on the center. */
async function showAnalytics(page: Page, center: RecordModel) {
  await hydrated(page, 'Dashboard');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const choose = page.getByLabel('Center', { exact: true });
  await expect(page.getByRole('heading', { name: /^Last 30 days/ })).toBeVisible();
  if (await choose.isVisible()) await choose.selectOption(center.id);
  await expect(page.getByRole('heading', { name: /^Last 30 days/ })).toBeVisible();
}

/** Waits for the page's beacon report of the metric and returns PocketBase's status. */
async function reported(page: Page, metric: string, go: () => Promise<unknown>): Promise<number> {
  const response = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/analytics/hit') &&
      (r.request().postData() ?? '').includes(`metric=${metric}`),
  );
  await go();
  return (await response).status();
}

/** Today's count of a metric for a center (by number), as PocketBase stores it. */
async function countToday(number: number, metric: string): Promise<number> {
  const su = await superuserClient();
  const rows = await su.collection('center_analytics').getFullList({
    filter: su.filter('center.number = {:number} && metric = {:metric} && day = {:day}', {
      number,
      metric,
      day: minnesotaToday(),
    }),
  });
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}

test('the directory reports the cards it shows, a job page its view', async ({ page }) => {
  expect(await reported(page, 'directory_appearance', () => page.goto(routes.centers))).toBe(204);
  const first = await page
    .locator('[data-analytics-listed]')
    .first()
    .getAttribute('data-analytics-listed');
  expect(await countToday(Number(first), 'directory_appearance')).toBeGreaterThan(0);

  const su = await superuserClient();
  const job = await su
    .collection('job_postings')
    .getFirstListItem('status = "active" && payment_status = "paid" && expires_at > @now', {
      expand: 'center',
    });
  expect(await reported(page, 'job_view', () => page.goto(jobHref(job)))).toBe(204);
  const center = job.expand?.center as RecordModel;
  expect(await countToday(Number(center.number), 'job_view')).toBeGreaterThan(0);
});

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

      // A visitor nobody has counted today: a visitor is their address, and every browser here
      // comes from the same one, so today's record of who was counted is emptied first.
      await forgetTodaysVisitors();
      const visitor = await browser.newContext({
        viewport,
        userAgent: `${CHROME} Visitor/${randomUUID()}`,
      });
      await agreedToTerms(visitor);
      const tab = await visitor.newPage();
      const address = centerHref({
        name: String(center.company_name),
        number: Number(center.number),
      });
      expect(await reported(tab, 'page_view', () => tab.goto(address))).toBe(204);
      // The phone link would leave for a dialer: stay on the page once the click is reported.
      await tab.evaluate(() => {
        document.addEventListener('click', (event) => {
          event.preventDefault();
        });
      });
      // The Call button shows the number under its label.
      const phone = tab.getByRole('link', { name: formatPhone(String(center.phone_number)) });
      expect(await reported(tab, 'call', () => phone.first().click())).toBe(204);
      await visitor.close();

      await page.reload();
      await showAnalytics(page, center);
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
