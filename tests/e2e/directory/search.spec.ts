import { expect, test } from '../support/test.ts';
import { CARD_BLOCK_SIZE, MAX_CARD_BLOCKS } from '../../../src/features/directory/card-blocks.ts';
import {
  cardNames,
  found,
  heading,
  matchesSearch,
  publicCenters,
  showMore,
  openFilters,
} from './directory-data.ts';

// The directory /centers: Search, the city and service dropdowns, URL state, 'No centers found' and 'Clear Filters'.

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
  await expect.poll(() => cardNames(page)).toEqual(bySearch.slice(0, 12).map((c) => c.name));
  await expect(showMore(page)).toHaveText(
    `Show More Centers (${String(bySearch.length - 12)} remaining)`,
  );
  await showMore(page).click();
  await expect(heading(page)).toHaveText(found(bySearch.length, 24));
  await expect(showMore(page)).toHaveText(
    `Show More Centers (${String(bySearch.length - 24)} remaining)`,
  );
  await expect.poll(() => cardNames(page)).toEqual(bySearch.slice(0, 24).map((c) => c.name));

  // Any filter change starts again at 12.
  const byCity = bySearch.filter((c) => c.city === 'Minneapolis');
  await openFilters(page);
  await page.getByRole('combobox', { name: /^City/ }).selectOption('Minneapolis');
  await expect(heading(page)).toHaveText(found(byCity.length, Math.min(12, byCity.length)));
  await expect.poll(() => cardNames(page)).toEqual(byCity.slice(0, 12).map((c) => c.name));

  const byService = byCity.filter((c) => c.services.includes('Speech Therapy'));
  expect(byService.length).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: /^Service/ }).selectOption('Speech Therapy');
  await expect(heading(page)).toHaveText(found(byService.length, Math.min(12, byService.length)));
  await expect.poll(() => cardNames(page)).toEqual(byService.slice(0, 12).map((c) => c.name));
  await expect(page).toHaveURL(
    /\/centers\/?\?search=ABA&city=Minneapolis&service=Speech\+Therapy$/,
  );

  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button')).toHaveText([
    /Search: “ABA”/,
    /City: Minneapolis/,
    /Service: Speech Therapy/,
  ]);
  await chips.getByRole('button', { name: 'Remove filter: Service: Speech Therapy' }).click();
  await expect(heading(page)).toHaveText(found(byCity.length, Math.min(12, byCity.length)));
});

test("a broad search's cards come in a few files, a narrow one's from each center's own", async ({
  page,
}) => {
  const all = await publicCenters();
  const blocksOf = (centers: typeof all) =>
    new Set(centers.map((c) => Math.floor(all.indexOf(c) / CARD_BLOCK_SIZE)));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/centers');

  const broad = all.filter((c) => matchesSearch(c, 'aba')).slice(0, 12);
  expect(blocksOf(broad).size).toBeLessThanOrEqual(MAX_CARD_BLOCKS);
  await page.getByLabel('Search centers').fill('ABA');
  await expect.poll(() => cardNames(page)).toEqual(broad.map((c) => c.name));
  const blockFiles = requested.filter((path) => path.startsWith('/centers/cards/'));
  expect(blockFiles.sort()).toEqual(
    [...blocksOf(broad)].map((n) => `/centers/cards/${String(n)}.json`).sort(),
  );
  expect(requested.filter((path) => path.includes('/pagefind/fragment/'))).toEqual([]);

  // A city whose first twelve centers lie far apart in the directory order.
  const cities = [...new Set(all.map((c) => c.city))];
  const spread = cities
    .map((city) => all.filter((c) => c.city === city).slice(0, 12))
    .find((centers) => blocksOf(centers).size > MAX_CARD_BLOCKS);
  if (!spread?.[0]) throw new Error('the demo data has no city spread over many blocks');
  requested.length = 0;
  await page.getByLabel('Search centers').fill('');
  await openFilters(page);
  await page.getByRole('combobox', { name: /^City/ }).selectOption(spread[0].city);
  await expect.poll(() => cardNames(page)).toEqual(spread.map((c) => c.name));
  expect(requested.filter((path) => path.includes('/pagefind/fragment/'))).toHaveLength(
    spread.length,
  );
});

test('the city and service dropdowns are labelled with their counts', async ({ page }) => {
  const all = await publicCenters();
  const cities = new Set(all.map((c) => c.city)).size;
  const services = new Set(all.flatMap((c) => c.services)).size;
  await page.goto('/centers');
  await openFilters(page);
  await expect(page.getByLabel(`City (${String(cities)} available)`)).toBeVisible();
  await expect(page.getByLabel(`Service (${String(services)} available)`)).toBeVisible();
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
  await openFilters(page);
  await expect(page.getByRole('combobox', { name: /^City/ })).toHaveValue('Duluth');

  await page.getByLabel('Search centers').fill('');
  await expect(heading(page)).toHaveText(found(duluth.length, Math.min(12, duluth.length)));
  await expect(page).toHaveURL(/\/centers\/?\?city=Duluth$/);
  await page.getByLabel('Only centers accepting new clients').check();
  await expect(page).toHaveURL(/\/centers\/?\?city=Duluth&accepting=1$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/centers\/?\?city=Duluth$/);
  await expect(page.getByLabel('Only centers accepting new clients')).not.toBeChecked();
  await expect(heading(page)).toHaveText(found(duluth.length, Math.min(12, duluth.length)));
  await page.goBack();
  await expect(page).toHaveURL(/\/centers\/?\?search=speech&city=Duluth$/);
  await expect(page.getByLabel('Search centers')).toHaveValue('speech');
  await expect(heading(page)).toHaveText(
    found(duluthSpeech.length, Math.min(12, duluthSpeech.length)),
  );
  await page.goForward();
  await expect(page.getByLabel('Search centers')).toHaveValue('');

  await page.reload();
  await openFilters(page);
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
  await expect(page).toHaveURL(/\/centers\/?$/);
  await expect(page.getByLabel('Search centers')).toHaveValue('');
  await expect(page.getByLabel('Search centers')).toBeFocused();
});

test("'Clear Filters' removes every filter and the count starts again at 12", async ({ page }) => {
  const all = await publicCenters();
  await page.goto('/centers?city=Minneapolis&language=somali&accepting=1');
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveCount(
    3,
  );
  await openFilters(page);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(heading(page)).toHaveText(found(all.length, 12));
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^City/ })).toHaveValue('');
});
