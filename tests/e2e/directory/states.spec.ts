import { expect, test } from '@playwright/test';
import {
  found,
  heading,
  matchesSearch,
  publicCenters,
  withTermsAccepted,
} from './directory-data.ts';

// The directory /centers: The error, loading and broken-picture states.
withTermsAccepted();

test("when the search index cannot load, 'Error Loading Centers' explains and 'Try Again' recovers", async ({
  page,
}) => {
  const bySpeech = (await publicCenters()).filter((c) => matchesSearch(c, 'speech'));
  await page.route('**/pagefind/pagefind.js*', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/centers');
  await page.getByLabel('Search centers').fill('speech');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Error Loading Centers' }),
  ).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Error Loading Centers' });
  await expect(alert).toContainText('Check your internet connection, then try again.');
  await expect(alert).toContainText(/Details: .*pagefind/i);
  await page.unroute('**/pagefind/pagefind.js*');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(heading(page)).toHaveText(found(bySpeech.length, Math.min(12, bySpeech.length)));
});

test('while a slow search runs, a loading view stands in for the results', async ({ page }) => {
  const bySpeech = (await publicCenters()).filter((c) => matchesSearch(c, 'speech'));
  await page.route('**/pagefind/pagefind.js*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/centers');
  await page.getByLabel('Search centers').fill('speech');
  await expect(page.getByRole('heading', { level: 2, name: 'Loading centers…' })).toBeVisible();
  await expect(heading(page)).toHaveText(found(bySpeech.length, 12));
});

test('a card picture that fails to load is hidden, so the placeholder icon shows', async ({
  page,
}) => {
  await page.route('**/api/files/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/centers');
  const card = page.getByRole('article').first();
  await expect(card.locator('img')).toHaveCount(1);
  await expect(card.locator('img')).toBeHidden();
  await expect(card.locator('svg[aria-hidden="true"]').first()).toBeVisible();
  await expect(card.getByRole('heading')).toBeVisible();
});
