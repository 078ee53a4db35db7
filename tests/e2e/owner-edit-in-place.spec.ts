import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { TOAST_REGION_IDS } from '../../src/lib/toast.ts';
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
    // A free owner meets the plan chooser once; choosing Free goes on to the editor.
    const chooser = page.getByRole('dialog', { name: 'Unlock Premium Features' });
    await chooser.getByRole('button', { name: /^Continue with/ }).click();
    await expect(chooser).toBeHidden();
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
  await expect(page.getByRole('alert').getByText('Center not found')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-out owner following an Edit link signs in and lands in that editor', async ({
  page,
}) => {
  const center = await demoCenter('owner2');
  await page.goto(`/dashboard?edit=${center.id}`);
  await expect(page).toHaveURL(/\/auth\?next=/);
  await page.getByRole('main').getByLabel('Email').fill(DEMO_ACCOUNTS.owner2.email);
  await page.getByRole('main').getByLabel('Password').fill(DEMO_ACCOUNTS.owner2.password);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('dialog', { name: `Edit ${String(center.company_name)}` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** The oldest approved demo center of a demo account (it was in the build). */
async function demoCenter(account: keyof typeof DEMO_ACCOUNTS) {
  const su = await superuserClient();
  return su.collection('centers').getFirstListItem(
    su.filter('owner.email = {:email} && approved = "yes"', {
      email: DEMO_ACCOUNTS[account].email,
    }),
    { sort: 'number' },
  );
}

test('a premium owner adds and removes a video on their center page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const center = await demoCenter('owner');
  const title = `Tour ${randomUUID().slice(0, 8)}`;
  await signInAs(page, 'owner');
  await page.goto(`/center/${String(center.slug)}-${String(center.number)}`);
  await page.getByRole('button', { name: 'Manage Images and Videos' }).click();
  const panel = page.getByRole('region', { name: 'Your Images and Videos' });
  await expect(panel.getByRole('heading', { name: /^Your videos/ })).toBeVisible();
  await expect(panel.getByText('Main image', { exact: true })).toBeVisible();
  await panel.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await panel.getByLabel('Title (optional)').fill(title);
  await panel.getByRole('button', { name: 'Add Video' }).click();
  await expect(page.getByRole('status').getByText('Video added successfully')).toBeVisible();
  const remove = panel.getByRole('button', { name: `Remove ${title}` });
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(page.getByRole('status').getByText('Video removed successfully')).toBeVisible();
  await expect(remove).toHaveCount(0);
});

test('when adding a video fails, focus goes to the message and back to Add Video once dismissed', async ({
  page,
}) => {
  const center = await demoCenter('owner');
  await signInAs(page, 'owner');
  await page.goto(`/center/${String(center.slug)}-${String(center.number)}`);
  await page.getByRole('button', { name: 'Manage Images and Videos' }).click();
  const panel = page.getByRole('region', { name: 'Your Images and Videos' });
  await page.route('**/api/collections/center_videos/records', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { status: 500, message: 'Something went wrong.' } })
      : route.continue(),
  );
  await panel.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  const add = panel.getByRole('button', { name: 'Add Video' });
  await add.click();
  const toast = page
    .locator(`#${TOAST_REGION_IDS.error} > div`)
    .filter({ hasText: 'Failed to add video. Please try again.' });
  await expect(toast).toBeFocused();
  // The address typed is kept for another try.
  await expect(panel.getByLabel('Video URL')).toHaveValue(
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  );
  await page.keyboard.press('Tab');
  await expect(toast.getByRole('button', { name: 'Dismiss notification' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(add).toBeFocused();
});

test('a free owner is offered Premium; visitors see no management at all', async ({ page }) => {
  const center = await demoCenter('owner2');
  const path = `/center/${String(center.slug)}-${String(center.number)}`;
  await page.goto(path);
  await expect(page.locator('[data-owner-only][data-checked]').first()).toBeAttached();
  await expect(page.getByRole('button', { name: 'Manage Images and Videos' })).toHaveCount(0);

  await signInAs(page, 'owner2');
  await page.goto(path);
  await page.getByRole('button', { name: 'Manage Images and Videos' }).click();
  const panel = page.getByRole('region', { name: 'Your Images and Videos' });
  await expect(panel.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(panel.getByText('Main image', { exact: true })).toBeVisible();
  await expect(panel.getByLabel('Video URL')).toHaveCount(0);
});
