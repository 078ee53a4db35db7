import { expect, test } from '../support/test.ts';
import { found, heading, matchesSearch, publicCenters } from './directory-data.ts';

// The directory /centers: The error, loading and broken-picture states.

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

// A visitor who types while the island hydrates keeps the search. The keystroke lands a few
// milliseconds after React first reads the form; some of these land between hydration and its
// first effect, where a search was once lost (it failed a CI run as 'No centers found' never
// showing).
for (const afterMs of [0, 2, 4, 8, 16, 32]) {
  test(`a search typed ${String(afterMs)} ms into hydration is kept and runs`, async ({ page }) => {
    await page.addInitScript((delay) => {
      const getById = document.getElementById.bind(document);
      let typed = false;
      document.getElementById = (id: string) => {
        if (id === 'directory-filters' && !typed) {
          typed = true;
          setTimeout(() => {
            const input = getById('filter-search');
            if (!(input instanceof HTMLInputElement)) throw new Error('no search field');
            // As a keystroke does: the native setter, then an input event.
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
              input,
              'xylophonequartz',
            );
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }, delay);
        }
        return getById(id);
      };
    }, afterMs);
    await page.goto('/centers');
    // The island hydrates when the visitor reaches for it.
    await page.getByLabel('Search centers').hover();
    await expect(page.getByRole('heading', { level: 2, name: 'No centers found' })).toBeVisible();
    await expect(page.getByLabel('Search centers')).toHaveValue('xylophonequartz');
    await expect(page).toHaveURL(/\/centers\/?\?search=xylophonequartz$/);
  });
}
