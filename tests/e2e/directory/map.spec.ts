import { expect, test } from '../support/test.ts';
import { centersCityHref } from '../../../src/lib/routes.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openFilters, publicCenters } from './directory-data.ts';

// The directory's build-time map of Minnesota: markers and a list of cities with counts,
// links to the filtered list, without JavaScript too; with it, the counts follow the filters.

const countText = (n: number) => `(${String(n)} ${n === 1 ? 'center' : 'centers'})`;

function cityCounts(cities: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const city of cities) counts.set(city, (counts.get(city) ?? 0) + 1);
  return counts;
}

test('the map lists every city with its count and leads to the filtered list', async ({ page }) => {
  const all = await publicCenters();
  const counts = cityCounts(all.map((c) => c.city));
  await page.goto('/centers');
  const map = page.getByRole('region', { name: 'Centers by City' });
  const cities = map.getByRole('list', { name: 'Cities with centers' });
  await expect(cities.getByRole('listitem')).toHaveCount(counts.size);
  for (const [city, count] of counts) {
    await expect(cities.getByRole('link', { name: `${city} ${countText(count)}` })).toBeVisible();
  }
  // The drawing: one marker per city, hidden from screen readers (the list says the same).
  const svg = map.locator('svg');
  await expect(svg).toHaveAttribute('aria-hidden', 'true');
  await expect(svg.locator('a circle')).toHaveCount(counts.size);
  const size = (await svg.evaluate((el) => el.outerHTML)).length;
  expect(size).toBeLessThan(12_000);
  await expectNoAxeViolations(page);

  // A city away from the crowded Twin Cities, where markers overlap.
  const city = ['Duluth', 'Rochester', 'Moorhead', 'Saint Cloud'].find((c) => counts.has(c));
  if (!city) throw new Error('the demo data has no center outside the Twin Cities');
  const count = counts.get(city) ?? 0;
  const cityPage = centersCityHref(city);
  await svg.locator(`a[href="${cityPage}"]`).click();
  await expect(page).toHaveURL(cityPage);
  await expect(page.getByRole('heading', { level: 2, name: /Found/ })).toContainText(
    `${String(count)} ${count === 1 ? 'Center' : 'Centers'} Found`,
  );
});

test('with a filter, the map keeps only the cities of the matching centers', async ({ page }) => {
  const all = await publicCenters();
  const accepting = cityCounts(all.filter((c) => c.accepting === 'accepting').map((c) => c.city));
  const gone = [...cityCounts(all.map((c) => c.city)).keys()].filter((c) => !accepting.has(c));
  await page.goto('/centers');
  await openFilters(page);
  await page.getByLabel('Only centers accepting new clients').check();
  const cities = page.getByRole('list', { name: 'Cities with centers' });
  await expect(cities.getByRole('listitem')).toHaveCount(accepting.size);
  for (const [city, count] of accepting) {
    await expect(cities.getByRole('link', { name: `${city} ${countText(count)}` })).toBeVisible();
  }
  for (const city of gone) {
    await expect(page.locator(`svg a[href="${centersCityHref(city)}"]`)).toBeHidden();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the map and its city links work', async ({ page }) => {
    const all = await publicCenters();
    const counts = cityCounts(all.map((c) => c.city));
    await page.goto('/centers');
    const cities = page.getByRole('list', { name: 'Cities with centers' });
    await expect(cities.getByRole('listitem')).toHaveCount(counts.size);
    const [city] = [...counts.keys()];
    if (!city) throw new Error('no centers');
    await expect(cities.getByRole('link', { name: new RegExp(`^${city} `) })).toHaveAttribute(
      'href',
      `/centers/city/${city.toLowerCase().replace(/ /g, '-')}/`,
    );
  });
});
