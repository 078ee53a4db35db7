import { expect, test } from '../support/test.ts';
import {
  cardNames,
  found,
  heading,
  type PublicCenter,
  publicCenters,
  openFilters,
} from './directory-data.ts';

// The directory /centers: The families' filters: ages, insurance, languages, settings and accepting new clients.

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
    await openFilters(page);
    await page.getByLabel(filter.label).selectOption({ label: filter.option });
    await expect(heading(page)).toHaveText(found(expected.length, Math.min(12, expected.length)));
    await expect.poll(() => cardNames(page)).toEqual(expected.slice(0, 12).map((c) => c.name));
    await expect(page).toHaveURL(new RegExp(`\\?${filter.param}$`));
  });
}

test("'accepting new clients' shows only centers that take new clients, with their status", async ({
  page,
}) => {
  const expected = (await publicCenters()).filter((c) => c.accepting === 'accepting');
  await page.goto('/centers');
  await openFilters(page);
  await page.getByLabel('Only centers accepting new clients').check();
  await expect(heading(page)).toHaveText(found(expected.length, Math.min(12, expected.length)));
  await expect(page).toHaveURL(/\?accepting=1$/);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Math.min(12, expected.length));
  for (const card of await cards.all()) {
    await expect(card.getByText('Accepting new clients', { exact: true })).toBeVisible();
  }
});
