import { expect, test } from '@playwright/test';
import { superuserClient } from './support/session.ts';

test('a change to a center in PocketBase shows on its public page after the rebuild', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const su = await superuserClient();
  const center = await su
    .collection('centers')
    .getFirstListItem('approved = "yes"', { sort: 'number' });
  const path = `/center/${String(center.slug)}-${String(center.number)}`;
  const marker = `Now offering Saturday parent workshops (${String(Date.now())}).`;

  await page.goto(path);
  await expect(page.getByText(marker)).toHaveCount(0);
  await su.collection('centers').update(center.id, { about: marker });

  await expect(async () => {
    await page.reload();
    await expect(page.getByText(marker)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000, intervals: [2000] });
});
