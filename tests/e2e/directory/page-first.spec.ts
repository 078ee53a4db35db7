import { expect, type Page, pageWithoutJavaScript, test } from '../support/test.ts';
import zipcodes from 'zipcodes';
import { E2E } from '../support/servers.ts';
import { holdIslandCode } from '../support/islands.ts';
import {
  cardNames,
  found,
  heading,
  matchesSearch,
  miles,
  openFilters,
  publicCenters,
  type PublicCenter,
} from './directory-data.ts';

// The directory is a page first: its results are HTML, its island hydrates on the visitor's
// first interaction without losing it, the search form is answered without JavaScript, and
// each city and service has its own page.

const island = (page: Page) => page.locator('astro-island[component-url*="/CenterDirectory"]');
const expected = (all: PublicCenter[], search: string, city: string) =>
  all.filter((c) => matchesSearch(c, search) && c.city === city);

test('typed and filtered before the island hydrates, the search gets the same results', async ({
  page,
}) => {
  const all = await publicCenters();
  const want = expected(all, 'speech', 'Minneapolis');
  expect(want.length).toBeGreaterThan(0);
  // The island's code is held back until the visitor has typed and chosen a city.
  const held = await holdIslandCode(page, 'CenterDirectory');
  await page.goto('/centers');
  await page.getByLabel('Search centers').fill('speech');
  await openFilters(page);
  await page.getByRole('combobox', { name: /^City/ }).selectOption('Minneapolis');
  // Reaching for the form asked for the island, which has not hydrated yet.
  await expect.poll(held.asked).toBe(true);
  await expect(island(page)).toHaveAttribute('ssr', '');
  held.release();
  await expect(island(page)).not.toHaveAttribute('ssr');
  await expect(heading(page)).toHaveText(found(want.length, Math.min(12, want.length)));
  await expect.poll(() => cardNames(page)).toEqual(want.slice(0, 12).map((c) => c.name));
  await expect(page).toHaveURL(/\/centers\/?\?search=speech&city=Minneapolis$/);
  await expect(page.getByLabel('Search centers')).toHaveValue('speech');
});

test('without JavaScript the search form is answered with the same results, page by page', async ({
  browser,
}) => {
  const all = await publicCenters();
  const want = all.filter((c) => matchesSearch(c, 'therapy'));
  expect(want.length).toBeGreaterThan(12);
  const page = await pageWithoutJavaScript(browser);
  // The search route streams its answer: the heading can be there before the last card, so
  // the cards are waited for, not read once.
  await page.goto('/centers');
  await page.getByLabel('Search centers').fill('therapy');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/centers\/search\?search=therapy/);
  await expect(heading(page)).toHaveText(found(want.length, 12));
  await expect.poll(() => cardNames(page)).toEqual(want.slice(0, 12).map((c) => c.name));
  await expect(page.getByLabel('Search centers')).toHaveValue('therapy');
  await page.getByRole('link', { name: /^Show More Centers/ }).click();
  await expect(heading(page)).toHaveText(
    `${String(want.length)} Centers Found (showing 13–${String(Math.min(24, want.length))})`,
  );
  await expect.poll(() => cardNames(page)).toEqual(want.slice(12, 24).map((c) => c.name));

  // A city chosen in the folded filters, with the search.
  const inCity = expected(all, 'therapy', 'Minneapolis');
  await page.locator('form[role="search"] summary').click();
  await page.getByRole('combobox', { name: /^City/ }).selectOption('Minneapolis');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(heading(page)).toHaveText(found(inCity.length, Math.min(12, inCity.length)));
  await expect.poll(() => cardNames(page)).toEqual(inCity.slice(0, 12).map((c) => c.name));
  await page.context().close();
});

test('each city and each service has its own page, linked from the directory and in the sitemap', async ({
  browser,
}) => {
  const all = await publicCenters();
  const page = await pageWithoutJavaScript(browser);
  await page.goto('/centers');
  const duluth = all.filter((c) => c.city === 'Duluth');
  expect(duluth.length).toBeGreaterThan(0);
  await page
    .getByRole('list', { name: 'Cities with centers' })
    .getByRole('link', { name: /^Duluth/ })
    .click();
  await expect(page).toHaveURL('/centers/city/duluth/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Autism Centers in Duluth, Minnesota',
  );
  await expect(heading(page)).toHaveText(found(duluth.length, Math.min(12, duluth.length)));
  await expect.poll(() => cardNames(page)).toEqual(duluth.slice(0, 12).map((c) => c.name));

  const speech = all.filter((c) => c.services.includes('Speech Therapy'));
  await page.getByRole('link', { name: 'Centers by Service' }).click();
  await expect(page).toHaveURL('/centers/service/');
  await page
    .getByRole('region', { name: 'Centers by Service' })
    .getByRole('link', { name: /^Speech Therapy/ })
    .click();
  await expect(page).toHaveURL('/centers/service/speech-therapy/');
  await expect(heading(page)).toHaveText(found(speech.length, Math.min(12, speech.length)));
  await expect.poll(() => cardNames(page)).toEqual(speech.slice(0, 12).map((c) => c.name));

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${E2E.siteUrl}/centers/city/duluth/</loc>`);
  expect(sitemap).toContain(`${E2E.siteUrl}/centers/service/speech-therapy/</loc>`);
  await page.context().close();
});

test('used on a city page, the directory searches within that city', async ({ page }) => {
  const all = await publicCenters();
  const want = expected(all, 'speech', 'Minneapolis');
  await page.goto('/centers/city/minneapolis/');
  await page.getByLabel('Search centers').fill('speech');
  await expect(heading(page)).toHaveText(found(want.length, Math.min(12, want.length)));
  await expect.poll(() => cardNames(page)).toEqual(want.slice(0, 12).map((c) => c.name));
  await expect(page).toHaveURL(/\/centers\/?\?search=speech&city=Minneapolis$/);
});

/** The distances the cards on screen show, in order. */
async function shownMiles(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('article')
    .getByText(/^[\d.]+ miles? away$/)
    .allInnerTexts();
  return texts.map((t) => Number.parseFloat(t));
}

test('a ZIP code search lists the nearest centers first, with or without JavaScript', async ({
  page,
  browser,
}) => {
  const origin = zipcodes.lookup('55101');
  if (!origin) throw new Error('55101 missing from the zipcodes data set');
  const all = await publicCenters();
  const near = all
    .filter((c) => miles(origin, c) <= 50)
    .sort((a, b) => miles(origin, a) - miles(origin, b));
  expect(near.length).toBeGreaterThan(12);
  const nearest = near.slice(0, 12).map((c) => c.name);

  await page.goto('/centers');
  await openFilters(page);
  await page.getByLabel('Near ZIP code').fill('55101');
  await page.getByLabel('Distance').selectOption({ label: 'Within 50 miles' });
  await expect(heading(page)).toHaveText(found(near.length, 12));
  expect(new Set(await cardNames(page))).toEqual(new Set(nearest));
  const shown = await shownMiles(page);
  expect(shown).toHaveLength(12);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));

  const plain = await pageWithoutJavaScript(browser);
  await plain.goto('/centers/search?zip=55101&miles=50');
  await expect(heading(plain)).toHaveText(found(near.length, 12));
  expect(await cardNames(plain)).toEqual(await cardNames(page));
  await plain.context().close();
});

test('a mistyped ZIP code is explained, not silently ignored', async ({ page, browser }) => {
  const message =
    '“5510” is not a ZIP code: enter 5 digits, such as 55401. Distance is not applied.';
  await page.goto('/centers');
  await openFilters(page);
  const zip = page.getByLabel('Near ZIP code');
  await zip.fill('5510');
  await zip.press('Tab');
  await expect(page.getByText(message)).toBeVisible();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveAccessibleDescription(message);
  // Typing the missing digit clears it once the field is left again.
  await zip.fill('55101');
  await zip.press('Tab');
  await expect(page.getByText('A 5-digit Minnesota ZIP code.')).toBeVisible();

  const plain = await pageWithoutJavaScript(browser);
  await plain.goto('/centers/search?zip=55a01&miles=10');
  await expect(
    plain.getByText(
      '“55a01” is not a ZIP code: enter 5 digits, such as 55401. Distance is not applied.',
    ),
  ).toBeVisible();
  await plain.context().close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the first screen shows the first center's name, city and openings; the map is one tap away", async ({
    page,
  }) => {
    await page.goto('/centers');
    const first = page.getByRole('article').first();
    const bottoms = await Promise.all(
      [
        first.getByRole('heading'),
        first.locator('address'),
        first.getByText(/^(Accepting new clients|Waitlist|Not accepting|Availability not listed)/),
      ].map(async (part) => {
        const box = await part.boundingBox();
        return box ? box.y + box.height : Infinity;
      }),
    );
    for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(740);
    const mapLink = page.getByRole('link', { name: 'Map', exact: true });
    expect((await mapLink.boundingBox())?.y ?? Infinity).toBeLessThan(740);
    await mapLink.click();
    await expect(page.getByRole('heading', { name: 'Centers by City' })).toBeInViewport();
  });
});

test('no two markers of the map cover each other, the Twin Cities included', async ({ page }) => {
  await page.goto('/centers');
  const circles = await page.locator('[data-directory-map] svg a circle').evaluateAll((list) =>
    list.map((c) => ({
      city: /\/city\/([^/]+)\//.exec(c.closest('a')?.getAttribute('href') ?? '')?.[1] ?? '',
      x: Number(c.getAttribute('cx')),
      y: Number(c.getAttribute('cy')),
      r: Number(c.getAttribute('r')),
    })),
  );
  expect(circles.map((c) => c.city)).toEqual(
    expect.arrayContaining(['minneapolis', 'saint-paul', 'bloomington', 'edina']),
  );
  const covering = circles.flatMap((a, i) =>
    circles
      .slice(i + 1)
      .filter((b) => Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r)
      .map((b) => `${a.city} / ${b.city}`),
  );
  expect(covering).toEqual([]);
});
