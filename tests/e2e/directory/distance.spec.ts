import { expect, test } from '../support/test.ts';
import zipcodes from 'zipcodes';
import { cardNames, found, heading, miles, publicCenters, openFilters } from './directory-data.ts';

// The directory /centers: Distance from a ZIP code.

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
  await openFilters(page);
  await page.getByLabel('Near ZIP code').fill('55401');
  await page.getByLabel('Distance').selectOption({ label: 'Within 10 miles' });
  const near = within(10);
  expect(near.length).toBeGreaterThan(0);
  expect(near.length).toBeLessThan(all.length);
  await expect(heading(page)).toHaveText(found(near.length, Math.min(12, near.length)));
  // Nearest first (the order itself is checked in page-first.spec.ts).
  const nearest = [...near].sort((a, b) => miles(origin, a) - miles(origin, b)).slice(0, 12);
  expect(new Set(await cardNames(page))).toEqual(new Set(nearest.map((c) => c.name)));
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
