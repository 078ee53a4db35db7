import { expect, type Page, pageWithoutJavaScript, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/islands.ts';
import { E2E } from './support/servers.ts';

// The island reads PocketBase's centers list; images and everything else pass through.
const FEATURED_QUERY = '**/api/collections/centers/records?*';

async function featuredNames(): Promise<string[]> {
  const response = await fetch(
    `${E2E.pocketbaseUrl}/api/collections/centers/records?filter=${encodeURIComponent('premium = true')}&sort=company_name&perPage=6&fields=company_name`,
  );
  const { items } = (await response.json()) as { items: { company_name: string }[] };
  return items.map((item) => item.company_name);
}

const block = (page: Page) => page.getByRole('region', { name: 'Featured Centers' });

/** The block hydrates when the visitor reaches for it (client:interact), not on load. */
async function reachFor(page: Page): Promise<void> {
  await block(page).scrollIntoViewIfNeeded();
  await block(page).getByRole('list').first().hover();
}

test('loaded: the premium centers by name, at most six, refreshed from PocketBase', async ({
  page,
}) => {
  await page.goto('/');
  await reachFor(page);
  await hydrated(page, 'FeaturedCenters');
  const names = await featuredNames();
  expect(names.length).toBeGreaterThan(0);
  await expect(block(page).getByRole('heading', { level: 3 })).toHaveText(names);
  await expect(
    block(page)
      .getByRole('article')
      .first()
      .getByRole('link', { name: /View Details/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('error: says so with the message and Try Again, keeps the cards, and recovers', async ({
  page,
}) => {
  await page.route(FEATURED_QUERY, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await reachFor(page);
  const alert = block(page).getByRole('alert');
  // Three retries with the spec's backoff (1 s, 2 s, 4 s) come first.
  await expect(alert).toContainText('Error loading featured centers', { timeout: 20_000 });
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(block(page).getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute(FEATURED_QUERY);
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(block(page).getByRole('alert')).toHaveCount(0);
  await expect(block(page).getByRole('heading', { level: 3 })).toHaveText(await featuredNames());
});

test('empty: No featured centers available at this time.', async ({ page }) => {
  await page.route(FEATURED_QUERY, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ page: 1, perPage: 6, totalItems: -1, totalPages: -1, items: [] }),
    }),
  );
  await page.goto('/');
  await reachFor(page);
  await expect(block(page).getByText('No featured centers available at this time.')).toBeVisible();
  await expect(block(page).getByRole('article')).toHaveCount(0);
});

test('without JavaScript the build’s featured centers are there', async ({ browser }) => {
  const page = await pageWithoutJavaScript(browser);
  await page.goto(E2E.siteUrl);
  await expect(block(page).getByRole('article')).toHaveCount((await featuredNames()).length);
  await page.context().close();
});
