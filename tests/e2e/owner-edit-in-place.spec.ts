import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { signInAs, superuserClient } from './support/session.ts';

// 'Edit Details' on the owner's own center page opens that center's editor on the dashboard;
// the saved change shows on the public page once the site has rebuilt.

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${String(viewport.width)} px the owner edits from the center page and sees it live`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const su = await superuserClient();
    // owner2's centers: the dashboard spec edits owner's; one center per viewport.
    const { items } = await su.collection('centers').getList(1, 2, {
      filter: su.filter('owner.email = {:email} && approved = "yes"', {
        email: DEMO_ACCOUNTS.owner2.email,
      }),
      sort: 'number',
    });
    const center = items[viewport.width === 375 ? 0 : 1] ?? items[0];
    if (!center) throw new Error('the demo data has no approved center of owner2');
    const name = String(center.company_name);
    const path = `/center/${String(center.slug)}-${String(center.number)}`;
    const description = `Sibling groups on Saturdays, ${randomUUID().slice(0, 8)}.`;

    await signInAs(page, 'owner2');
    await page.goto(path);
    await page.getByRole('link', { name: 'Edit Details' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(dialog).toBeVisible();
    // The parameter is dropped: a reload shows the dashboard, not the editor again.
    await expect(page).toHaveURL(/\/dashboard$/);
    await dialog.getByLabel('Business description').fill(description);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').getByText('Center Updated')).toBeVisible();

    await expect(async () => {
      await page.goto(path);
      await expect(page.getByRole('main')).toContainText(description, { timeout: 1000 });
    }).toPass({ timeout: 120_000, intervals: [3000] });
  });
}

test('an Edit link to a center that is not yours says so on the dashboard', async ({ page }) => {
  const su = await superuserClient();
  const theirs = await su
    .collection('centers')
    .getFirstListItem(su.filter('owner.email = {:email}', { email: DEMO_ACCOUNTS.owner.email }));
  await signInAs(page, 'owner2');
  await page.goto(`/dashboard?edit=${theirs.id}`);
  await expect(page.getByRole('status').getByText('Center not found')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});
