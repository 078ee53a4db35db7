import { expect, test, type Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import zipcodes from 'zipcodes';
import { expectNoAxeViolations } from './support/axe.ts';
import { E2E } from './support/servers.ts';

/**
 * The directory /centers (public-side.md section 2 'Centers directory', issue 3): search,
 * filters, ZIP distance, URL state, Show More, the empty and error views, and the static pages
 * that list every center without JavaScript. Expected counts come from the demo data as the
 * public API returns it (anonymously, like a visitor), never from hard-coded numbers.
 */

// Other files change centers while these run, and each change rebuilds the site: a rebuild
// landing in the middle of a test can shift its counts, so such a test gets one more try.
test.describe.configure({ retries: 1 });

interface PublicCenter {
  name: string;
  city: string;
  featured: boolean;
  text: string[];
  services: string[];
  ages: string[];
  insurance: string[];
  languages: string[];
  settings: string[];
  accepting: string;
  latitude: number;
  longitude: number;
}

/** The public centers as the API gives them to a visitor, in directory order. */
async function apiCenters(): Promise<PublicCenter[]> {
  const pb = new PocketBase(E2E.pocketbaseUrl);
  const records = await pb.collection('centers').getFullList({ batch: 500 });
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  return records
    .map((r): PublicCenter => {
      const services = list(r['services']);
      const name = String(r['company_name']);
      const city = String(r['city']);
      return {
        name,
        city,
        featured: r['featured'] === true,
        text: [name, city, String(r['business_description']), services.join(', ')],
        services,
        ages: list(r['ages_served']),
        insurance: list(r['insurance_accepted']),
        languages: list(r['languages']),
        settings: list(r['service_settings']),
        accepting: String(r['accepting_clients']),
        latitude: Number(r['latitude']),
        longitude: Number(r['longitude']),
      };
    })
    .sort(
      (a, b) =>
        Number(b.featured) - Number(a.featured) ||
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    );
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  lt: '<',
  gt: '>',
};
const decodeHtml = (text: string) =>
  text.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, e: string) => ENTITIES[e] ?? '');

/** The names the served build lists on its static directory pages (/centers, /centers/page/N). */
async function listedNames(): Promise<string[]> {
  const names: string[] = [];
  for (let n = 1; ; n++) {
    const response = await fetch(
      `${E2E.siteUrl}${n === 1 ? '/centers' : `/centers/page/${String(n)}`}`,
    );
    if (response.status === 404) return names;
    const html = await response.text();
    for (const m of html.matchAll(/<h3[^>]*><a href="\/center\/[^"]+"[^>]*>([^<]+)<\/a>/g)) {
      names.push(decodeHtml(m[1] ?? ''));
    }
  }
}

/**
 * Every public center, in directory order (featured first, then by name). Other test files
 * add and remove centers, and the site rebuilds a few seconds later: wait until the served
 * build lists exactly the centers PocketBase publishes, so expectations match what is shown.
 */
async function publicCenters(): Promise<PublicCenter[]> {
  for (let attempt = 1; ; attempt++) {
    const [listed, centers] = await Promise.all([listedNames(), apiCenters()]);
    const names = new Set(centers.map((c) => c.name));
    if (listed.length === centers.length && listed.every((n) => names.has(n))) return centers;
    if (attempt === 45) throw new Error('The served site and PocketBase disagree for 90 s');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** The spec's search: every word of the query starts a word of name, city, description or services. */
function matchesSearch(center: PublicCenter, query: string): boolean {
  const words = center.text
    .join(' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((term) => words.some((w) => w.startsWith(term)));
}

/** Miles between two points (spherical law of cosines: a different formula from the app's). */
function miles(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = Math.PI / 180;
  const cos =
    Math.sin(a.latitude * rad) * Math.sin(b.latitude * rad) +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.cos((b.longitude - a.longitude) * rad);
  return 3958.8 * Math.acos(Math.min(1, cos));
}

const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /Found|No centers/ });
const found = (total: number, shown: number) =>
  `${String(total)} ${total === 1 ? 'Center' : 'Centers'} Found (showing ${String(shown)})`;
const showMore = (page: Page) => page.getByRole('button', { name: /^Show More Centers/ });
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allInnerTexts();

test.beforeEach(async ({ page }) => {
  // The first-visit terms dialog is tested on its own; here it would cover the directory.
  await page.addInitScript(() => {
    localStorage.setItem('terms-agreed', 'true');
  });
});

test('a search plus city and service filters narrows the list, with exact counts and Show More', async ({
  page,
}) => {
  const all = await publicCenters();
  await page.goto('/centers');
  await expect(heading(page)).toHaveText(found(all.length, 12));
  await expect(showMore(page)).toHaveText(
    `Show More Centers (${String(all.length - 12)} remaining)`,
  );

  const bySearch = all.filter((c) => matchesSearch(c, 'aba'));
  expect(bySearch.length).toBeGreaterThan(24);
  await page.getByLabel('Search centers').fill('ABA');
  await expect(heading(page)).toHaveText(found(bySearch.length, 12));
  expect(await cardNames(page)).toEqual(bySearch.slice(0, 12).map((c) => c.name));
  await expect(showMore(page)).toHaveText(
    `Show More Centers (${String(bySearch.length - 12)} remaining)`,
  );
  await showMore(page).click();
  await expect(heading(page)).toHaveText(found(bySearch.length, 24));
  await expect(showMore(page)).toHaveText(
    `Show More Centers (${String(bySearch.length - 24)} remaining)`,
  );
  expect(await cardNames(page)).toEqual(bySearch.slice(0, 24).map((c) => c.name));

  // Any filter change starts again at 12.
  const byCity = bySearch.filter((c) => c.city === 'Minneapolis');
  await page.getByRole('combobox', { name: /^City/ }).selectOption('Minneapolis');
  await expect(heading(page)).toHaveText(found(byCity.length, Math.min(12, byCity.length)));
  expect(await cardNames(page)).toEqual(byCity.slice(0, 12).map((c) => c.name));

  const byService = byCity.filter((c) => c.services.includes('Speech Therapy'));
  expect(byService.length).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: /^Service/ }).selectOption('Speech Therapy');
  await expect(heading(page)).toHaveText(found(byService.length, Math.min(12, byService.length)));
  expect(await cardNames(page)).toEqual(byService.slice(0, 12).map((c) => c.name));
  await expect(page).toHaveURL(/\/centers\?search=ABA&city=Minneapolis&service=Speech\+Therapy$/);

  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button')).toHaveText([
    /Search: “ABA”/,
    /City: Minneapolis/,
    /Service: Speech Therapy/,
  ]);
  await chips.getByRole('button', { name: 'Remove filter: Service: Speech Therapy' }).click();
  await expect(heading(page)).toHaveText(found(byCity.length, Math.min(12, byCity.length)));
});

test('the city and service dropdowns are labelled with their counts', async ({ page }) => {
  const all = await publicCenters();
  const cities = new Set(all.map((c) => c.city)).size;
  const services = new Set(all.flatMap((c) => c.services)).size;
  await page.goto('/centers');
  await expect(page.getByLabel(`City (${String(cities)} available)`)).toBeVisible();
  await expect(page.getByLabel(`Service (${String(services)} available)`)).toBeVisible();
});

const familyFilters = [
  {
    label: 'Age group',
    option: 'School Age (6-12 years)',
    param: 'age=school-age',
    keep: (c: PublicCenter) => c.ages.includes('school-age'),
  },
  {
    label: 'Insurance or funding',
    option: 'Medical Assistance (MA)',
    param: 'insurance=medical-assistance',
    keep: (c: PublicCenter) => c.insurance.includes('medical-assistance'),
  },
  {
    label: 'Language spoken',
    option: 'Somali',
    param: 'language=somali',
    keep: (c: PublicCenter) => c.languages.includes('somali'),
  },
  {
    label: 'Where services happen',
    option: 'Telehealth',
    param: 'setting=telehealth',
    keep: (c: PublicCenter) => c.settings.includes('telehealth'),
  },
] as const;

for (const filter of familyFilters) {
  test(`filtering by ${filter.label.toLowerCase()} shows only the centers that match`, async ({
    page,
  }) => {
    const expected = (await publicCenters()).filter(filter.keep);
    expect(expected.length).toBeGreaterThan(0);
    await page.goto('/centers');
    await page.getByLabel(filter.label).selectOption({ label: filter.option });
    await expect(heading(page)).toHaveText(found(expected.length, Math.min(12, expected.length)));
    expect(await cardNames(page)).toEqual(expected.slice(0, 12).map((c) => c.name));
    await expect(page).toHaveURL(new RegExp(`\\?${filter.param}$`));
  });
}

test("'accepting new clients' shows only centers that take new clients, with their status", async ({
  page,
}) => {
  const expected = (await publicCenters()).filter((c) => c.accepting === 'accepting');
  await page.goto('/centers');
  await page.getByLabel('Only centers accepting new clients').check();
  await expect(heading(page)).toHaveText(found(expected.length, Math.min(12, expected.length)));
  await expect(page).toHaveURL(/\?accepting=1$/);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Math.min(12, expected.length));
  for (const card of await cards.all()) {
    await expect(card.getByText('Accepting new clients', { exact: true })).toBeVisible();
  }
});

test('a ZIP code search keeps the centers within the chosen distance and shows how far each is', async ({
  page,
}) => {
  const origin = zipcodes.lookup('55401');
  if (!origin) throw new Error('55401 missing from the zipcodes data set');
  const all = await publicCenters();
  const within = (radius: number) => all.filter((c) => miles(origin, c) <= radius);
  // No center sits on the 10-mile line, where two formulas could disagree.
  expect(all.filter((c) => Math.abs(miles(origin, c) - 10) < 0.01)).toEqual([]);

  await page.goto('/centers');
  await page.getByLabel('Near ZIP code').fill('55401');
  await page.getByLabel('Distance').selectOption({ label: 'Within 10 miles' });
  const near = within(10);
  expect(near.length).toBeGreaterThan(0);
  expect(near.length).toBeLessThan(all.length);
  await expect(heading(page)).toHaveText(found(near.length, Math.min(12, near.length)));
  expect(await cardNames(page)).toEqual(near.slice(0, 12).map((c) => c.name));
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/^[\d.]+ miles? away$/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\?zip=55401&miles=10$/);
  await expect(
    page.getByRole('button', { name: 'Remove filter: Within 10 miles of 55401' }),
  ).toBeVisible();

  await page.getByLabel('Distance').selectOption({ label: 'Within 50 miles' });
  await expect(heading(page)).toHaveText(found(within(50).length, Math.min(12, within(50).length)));

  // A ZIP code outside Minnesota is explained, and the distance is left out.
  await page.getByLabel('Near ZIP code').fill('90210');
  await expect(
    page.getByText('90210 is not a Minnesota ZIP code; distance is not applied.'),
  ).toBeVisible();
  await expect(heading(page)).toHaveText(found(all.length, 12));
});

test('filters live in the URL: a shared link restores them and the back button steps back', async ({
  page,
}) => {
  const all = await publicCenters();
  const duluth = all.filter((c) => c.city === 'Duluth');
  const duluthSpeech = duluth.filter((c) => matchesSearch(c, 'speech'));
  await page.goto('/centers?search=speech&city=Duluth');
  await expect(heading(page)).toHaveText(
    found(duluthSpeech.length, Math.min(12, duluthSpeech.length)),
  );
  await expect(page.getByLabel('Search centers')).toHaveValue('speech');
  await expect(page.getByRole('combobox', { name: /^City/ })).toHaveValue('Duluth');

  await page.getByLabel('Search centers').fill('');
  await expect(heading(page)).toHaveText(found(duluth.length, Math.min(12, duluth.length)));
  await expect(page).toHaveURL(/\/centers\?city=Duluth$/);
  await page.getByLabel('Only centers accepting new clients').check();
  await expect(page).toHaveURL(/\/centers\?city=Duluth&accepting=1$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/centers\?city=Duluth$/);
  await expect(page.getByLabel('Only centers accepting new clients')).not.toBeChecked();
  await expect(heading(page)).toHaveText(found(duluth.length, Math.min(12, duluth.length)));
  await page.goBack();
  await expect(page).toHaveURL(/\/centers\?search=speech&city=Duluth$/);
  await expect(page.getByLabel('Search centers')).toHaveValue('speech');
  await expect(heading(page)).toHaveText(
    found(duluthSpeech.length, Math.min(12, duluthSpeech.length)),
  );
  await page.goForward();
  await expect(page.getByLabel('Search centers')).toHaveValue('');

  await page.reload();
  await expect(page.getByRole('combobox', { name: /^City/ })).toHaveValue('Duluth');
  await expect(heading(page)).toHaveText(found(duluth.length, Math.min(12, duluth.length)));
});

test("a search with no match says 'No centers found' and 'Clear All Filters' starts over", async ({
  page,
}) => {
  const all = await publicCenters();
  await page.goto('/centers');
  await page.getByLabel('Search centers').fill('xylophonequartz');
  await expect(page.getByRole('heading', { level: 2, name: 'No centers found' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No centers found' })).toBeAttached();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(heading(page)).toHaveText(found(all.length, 12));
  await expect(page).toHaveURL(/\/centers$/);
  await expect(page.getByLabel('Search centers')).toHaveValue('');
  await expect(page.getByLabel('Search centers')).toBeFocused();
});

test("'Clear Filters' removes every filter and the count starts again at 12", async ({ page }) => {
  const all = await publicCenters();
  await page.goto('/centers?city=Minneapolis&language=somali&accepting=1');
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveCount(
    3,
  );
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(heading(page)).toHaveText(found(all.length, 12));
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^City/ })).toHaveValue('');
});

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

test("the side panel 'Get Matched with Centers' holds the intake wizard", async ({ page }) => {
  await page.goto('/centers');
  const panel = page.getByRole('complementary', { name: 'Get Matched with Centers' });
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Get Matched with Centers');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByText('Step 1 of 5')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Previous' })).toBeDisabled();
});

test('without JavaScript the side panel links to the intake form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${E2E.siteUrl}/centers`);
  const panel = page.getByRole('complementary', { name: 'Get Matched with Centers' });
  await expect(panel.getByRole('link', { name: 'Find Support' })).toHaveAttribute(
    'href',
    '/intake',
  );
  await context.close();
});

test('the page loads no search code until the visitor searches', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/centers');
  await expect(showMore(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((p) => p.startsWith('/pagefind/') || p.endsWith('.json'))).toEqual([]);
  await page.getByLabel('Search centers').fill('speech');
  await expect(heading(page)).toHaveText(/Centers? Found/);
  await expect.poll(() => requests.some((p) => p === '/pagefind/pagefind.js')).toBe(true);
  // The ZIP tables are only for a distance search.
  expect(requests.filter((p) => p.endsWith('.json') && p.startsWith('/centers/'))).toEqual([]);
});

test('without JavaScript, plain page links list every center in directory order', async ({
  browser,
}) => {
  const all = await publicCenters();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/centers');
  // Playwright's text queries skip <noscript>; the note is there for people all the same.
  await expect(page.locator('noscript p')).toBeVisible();
  await expect(page.locator('noscript p')).toContainText('Search and filters need JavaScript');
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
    await expect(page).toHaveURL(new RegExp(`/centers/page/${String(n + 1)}$`));
  }
  expect(seen).toEqual(all.map((c) => c.name));
  await context.close();
});

test('keyboard users can search, filter, remove a filter and show more without a mouse', async ({
  page,
}) => {
  const all = await publicCenters();
  await page.goto('/centers');
  await expect(showMore(page)).toBeVisible();
  const search = page.getByLabel('Search centers');
  await search.focus();
  await page.keyboard.type('speech');
  await page.keyboard.press('Enter');
  const bySpeech = all.filter((c) => matchesSearch(c, 'speech'));
  await expect(heading(page)).toHaveText(found(bySpeech.length, 12));

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
