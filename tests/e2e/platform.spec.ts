import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test('a visitor goes from the home page to a center page and sees its name and address', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the Right Autism Center in Minnesota' }),
  ).toBeVisible();

  const featured = page.getByRole('region', { name: 'Featured Centers' });
  const firstCard = featured.getByRole('article').first();
  const name = (await firstCard.getByRole('heading').innerText()).trim();
  const address = (await firstCard.locator('address').innerText()).trim();
  await firstCard.getByRole('link', { name, exact: true }).click();

  await expect(page).toHaveURL(/\/center\/[a-z0-9-]+-\d+\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(address).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('the directory lists every public center, featured first', async ({ page }) => {
  await page.goto('/centers');
  const heading = page.getByRole('heading', { level: 2, name: /Centers Found/ });
  const count = Number((await heading.innerText()).split(' ')[0]);
  expect(count).toBeGreaterThanOrEqual(140);
  // The first 12 are on the page; the rest come with 'Show More Centers' or, without
  // JavaScript, the page links (tests/e2e/directory/static-pages.spec.ts walks every one).
  await expect(page.getByRole('article')).toHaveCount(Math.min(count, 12));
  await expect(page.getByRole('article').first().getByText('Featured Center')).toBeVisible();
});

test('an unknown address shows the not-found page with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('keyboard users can skip to the main content and the main navigation', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main navigation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-navigation')).toBeFocused();
});

for (const path of ['/', '/centers', '/no-such-page']) {
  test(`axe finds no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test('axe finds no accessibility violations on a center page', async ({ page }) => {
  await page.goto('/centers');
  await page
    .getByRole('article')
    .nth(3)
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(/\/center\//);
  await expectNoAxeViolations(page);
});
