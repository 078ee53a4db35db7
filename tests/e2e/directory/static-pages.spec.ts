import { expect, pageWithoutJavaScript, test } from '../support/test.ts';
import { E2E } from '../support/servers.ts';
import { cardNames, found, heading, publicCenters, showMore } from './directory-data.ts';

// The directory /centers: The side panel, the static page links and what loads before a search.

test("the side panel 'Get Matched with Centers' holds the intake wizard", async ({ page }) => {
  await page.goto('/centers');
  const panel = page.getByRole('complementary', { name: 'Get Matched with Centers' });
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Get Matched with Centers');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByText('Step 1 of 5')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Previous' })).toBeDisabled();
});

test('without JavaScript the side panel links to the intake form', async ({ browser }) => {
  const page = await pageWithoutJavaScript(browser);
  await page.goto(`${E2E.siteUrl}/centers`);
  const panel = page.getByRole('complementary', { name: 'Get Matched with Centers' });
  await expect(panel.getByRole('link', { name: 'Find Support' })).toHaveAttribute(
    'href',
    '/intake',
  );
  await page.context().close();
});

test('the page loads no search code until the visitor searches', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/centers');
  await expect(showMore(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((p) => p.startsWith('/pagefind/') || p.endsWith('.json'))).toEqual([]);
  await page.getByLabel('Search centers').fill('speech');
  // The search's results on screen: everything it loads has been loaded by then.
  await expect(page.locator('[data-results-for="search=speech"]')).toBeVisible();
  await expect(heading(page)).toHaveText(/Centers? Found/);
  expect(requests).toContain('/pagefind/pagefind.js');
  // The ZIP tables and the cities' location files are only for a distance search (the cards'
  // blocks, /centers/cards/N.json, are what a broad search shows).
  expect(
    requests.filter((p) => p.startsWith('/centers/zip/') || p.startsWith('/centers/locations/')),
  ).toEqual([]);
});

test('without JavaScript, plain page links list every center in directory order', async ({
  browser,
}) => {
  const all = await publicCenters();
  const page = await pageWithoutJavaScript(browser);
  await page.goto('/centers');
  const seen: string[] = [];
  for (let n = 1; ; n++) {
    const from = (n - 1) * 12 + 1;
    const to = Math.min(all.length, n * 12);
    await expect(heading(page)).toHaveText(
      n === 1
        ? found(all.length, 12)
        : `${String(all.length)} Centers Found (showing ${String(from)}–${String(to)})`,
    );
    seen.push(...(await cardNames(page)));
    const pages = page.getByRole('navigation', { name: 'Pages of centers' });
    await expect(
      pages.getByRole('link', { name: `Page ${String(n)}`, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    const next = pages.getByRole('link', { name: 'Next' });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/centers/page/${String(n + 1)}/?$`));
  }
  expect(seen).toEqual(all.map((c) => c.name));
  await page.context().close();
});
