import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/islands.ts';
import { found, heading, matchesSearch, publicCenters, showMore } from './directory-data.ts';

// The directory /centers: keyboard use and axe.

test('keyboard users can search, filter, remove a filter and show more without a mouse', async ({
  page,
}) => {
  const all = await publicCenters();
  await page.goto('/centers');
  await expect(showMore(page)).toBeVisible();
  const search = page.getByLabel('Search centers');
  await search.focus();
  // Focus hydrates the directory; this test is about the hydrated directory's keyboard use
  // (page-first.spec.ts types and filters before it hydrates).
  await hydrated(page, 'CenterDirectory');
  await page.keyboard.type('speech');
  await page.keyboard.press('Enter');
  const bySpeech = all.filter((c) => matchesSearch(c, 'speech'));
  await expect(heading(page)).toHaveText(found(bySpeech.length, 12));

  // Past the Search button, 'Filters' opens the folded filters from the keyboard.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: /^City/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const firstCity =
    [...new Set(all.map((c) => c.city))].sort((a, b) => a.localeCompare(b))[0] ?? '';
  await expect(page.getByRole('combobox', { name: /^City/ })).toHaveValue(firstCity);
  const both = bySpeech.filter((c) => c.city === firstCity);
  await expect(heading(page)).toHaveText(found(both.length, Math.min(12, both.length)));

  const remove = page.getByRole('button', { name: `Remove filter: City: ${firstCity}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(found(bySpeech.length, 12));
  // Focus stays on the chips, not lost to the page.
  await expect(page.getByRole('button', { name: 'Remove filter: Search: “speech”' })).toBeFocused();

  await showMore(page).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(found(bySpeech.length, Math.min(24, bySpeech.length)));
  await expect(
    page.getByRole('link', { name: bySpeech[12]?.name ?? '', exact: true }),
  ).toBeFocused();
});

test('axe finds no accessibility violations on /centers in its default state', async ({ page }) => {
  await page.goto('/centers');
  await expect(showMore(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no accessibility violations on /centers with filters applied', async ({ page }) => {
  await page.goto('/centers?search=therapy&city=Minneapolis&accepting=1&zip=55401&miles=25');
  await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
  await expect(page.getByText(/^[\d.]+ miles? away$/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe finds no accessibility violations on 'No centers found'", async ({ page }) => {
  await page.goto('/centers?search=xylophonequartz');
  await expect(page.getByRole('heading', { level: 2, name: 'No centers found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no accessibility violations on a static directory page', async ({ page }) => {
  await page.goto('/centers/page/2');
  await expect(heading(page)).toHaveText(/showing 13–24/);
  await expectNoAxeViolations(page);
});
