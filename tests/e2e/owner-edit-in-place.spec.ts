import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { TOAST_REGION_IDS } from '../../src/lib/toast.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { focusProblem } from './support/focus-check.ts';
import { signInAs, signInAsUser, superuserClient } from './support/session.ts';

// 'Edit Details' on the owner's own center page opens the editor on that page: the owner
// stays there, saves, and sees the page change in place, without a reload.

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${String(viewport.width)} px the owner edits on the center page and sees it update in place`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const su = await superuserClient();
    const tag = randomUUID().slice(0, 8);
    const password = `pw-${randomUUID()}`;
    const owner = await su.collection('users').create({
      email: `in-place-${tag}@example.org`,
      password,
      passwordConfirm: password,
      name: `In Place Owner ${tag}`,
      verified: true,
    });
    const center = await su.collection('centers').create({
      company_name: `In Place Center ${tag}`,
      city: 'Duluth',
      business_description: 'Center-based ABA for children.',
      owner: owner.id,
      claimed: true,
      approved: 'yes',
    });
    const name = String(center.company_name);
    const path = `/center/${String(center.slug)}-${String(center.number)}`;
    const description = `Sibling groups on Saturdays, ${tag}.`;

    await signInAsUser(page, owner);
    // A center made a moment ago: its page is live once the publisher has written it (or the
    // Node server answers for it while a new release switches in).
    await expect(async () => {
      await page.goto(path);
      await expect(page.getByRole('main')).toContainText('Center-based ABA for children.', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    // Set on this document only: still there at the end means the page never reloaded.
    await page.evaluate(() => {
      document.documentElement.dataset['e2eStayed'] = 'yes';
    });
    // By keyboard, so focus is shown where it lands (a mouse click hides the ring).
    const edit = page.getByRole('button', { name: 'Edit Details' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    // A free owner meets the plan chooser once; choosing Free goes on to the editor.
    const chooser = page.getByRole('dialog', { name: 'Unlock Premium Features' });
    await chooser.getByRole('button', { name: /^Continue with/ }).click();
    await expect(chooser).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}/?$`));
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`edit-in-place-${String(viewport.width)}.png`),
    });

    await dialog.getByLabel('Business description').fill(description);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').getByText('Center Updated')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    expect(await focusProblem(page)).toBeNull();

    await expect(page.getByRole('main')).toContainText(description, { timeout: 120_000 });
    await expect(page.getByRole('main')).not.toContainText('Center-based ABA for children.');
    await expect(page).toHaveURL(new RegExp(`${path}/?$`));
    expect(await page.evaluate(() => document.documentElement.dataset['e2eStayed'])).toBe('yes');
    await page.screenshot({
      path: test.info().outputPath(`edited-in-place-${String(viewport.width)}.png`),
    });
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
  await expect(page).toHaveURL(/\/dashboard\/?$/);
});

test('a signed-out owner following an Edit link signs in and lands in that editor', async ({
  page,
}) => {
  const center = await demoCenter('owner2');
  await page.goto(`/dashboard?edit=${center.id}`);
  await expect(page).toHaveURL(/\/auth\/?\?next=/);
  await page.getByRole('main').getByLabel('Email').fill(DEMO_ACCOUNTS.owner2.email);
  await page.getByRole('main').getByLabel('Password').fill(DEMO_ACCOUNTS.owner2.password);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('dialog', { name: `Edit ${String(center.company_name)}` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
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
