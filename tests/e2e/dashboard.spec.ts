// The owner dashboard end to end: create a center and see it pending, edit basic info and
// availability and see the rebuilt public page show it, upload and remove images, the free
// plan's chooser and locked tabs, delete with confirmation, the return toasts, retry on a
// failed load, and axe with the edit modal open. Sessions come from signInAs (impersonation).
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { PNG } from 'pngjs';
import type { RecordModel } from 'pocketbase';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { centerHref } from '../../src/lib/routes.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/islands.ts';
import { E2E } from './support/servers.ts';
import { signInAs, superuserClient } from './support/session.ts';

/** A small solid-colour PNG, made here (no fixture files). */
function png(name: string, rgb: [number, number, number]) {
  const image = new PNG({ width: 8, height: 8 });
  for (let i = 0; i < image.data.length; i += 4) {
    image.data.set([...rgb, 255], i);
  }
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(image) };
}

/** A fresh public center of a demo account, so no other test sees it change. */
async function centerOf(account: keyof typeof DEMO_ACCOUNTS, data: Record<string, unknown> = {}) {
  const su = await superuserClient();
  const owner = await su
    .collection('users')
    .getFirstListItem(su.filter('email = {:email}', { email: DEMO_ACCOUNTS[account].email }));
  return su.collection('centers').create({
    company_name: `E2E Center ${randomUUID().slice(0, 8)}`,
    city: 'Duluth',
    address: '1 Lake Ave',
    owner: owner.id,
    claimed: true,
    approved: 'yes',
    ...data,
  });
}

/** The newest demo center of a demo account (it was in the build). */
async function demoCenterOf(account: keyof typeof DEMO_ACCOUNTS): Promise<RecordModel> {
  const su = await superuserClient();
  const list = await su.collection('centers').getList(1, 1, {
    filter: su.filter('owner.email = {:email} && approved = "yes"', {
      email: DEMO_ACCOUNTS[account].email,
    }),
    sort: '-number',
  });
  const center = list.items[0];
  if (!center) throw new Error(`The demo data has no center of ${account}`);
  return center;
}

async function openDashboard(page: Page, account: keyof typeof DEMO_ACCOUNTS): Promise<void> {
  await signInAs(page, account);
  await page.goto('/dashboard');
  await hydrated(page, 'Dashboard');
}

async function openEditor(page: Page, center: RecordModel) {
  await page.getByRole('button', { name: `Edit ${String(center.company_name)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${String(center.company_name)}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('create a center and see it pending review', async ({ page }) => {
  const name = `New Place ${randomUUID().slice(0, 8)}`;
  await openDashboard(page, 'owner2');
  await page.getByRole('button', { name: 'Add Center' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Center' });
  await dialog.getByRole('tab', { name: 'Create New Center' }).click();
  await expect(
    dialog.getByText('Admin approval is required before your center is published'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit for Admin Review' }).click();
  await expect(dialog.getByText('Center name is required')).toBeVisible();

  await dialog.getByLabel('Center name').fill(name);
  await dialog.getByLabel('City').fill('Rochester');
  await dialog.getByLabel('ZIP code').fill('55901');
  await dialog.getByLabel('Services').fill('ABA therapy, Social skills groups');
  await dialog.getByRole('button', { name: 'Submit for Admin Review' }).click();
  await expect(page.getByRole('status').getByText('Center Submitted Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Pending Review')).toBeVisible();
  await expect(page.getByText(/pending admin approval/)).toBeVisible();
  const su = await superuserClient();
  const stored = await su
    .collection('centers')
    .getFirstListItem(su.filter('company_name = {:name}', { name }));
  expect(stored).toMatchObject({
    approved: 'pending',
    claimed: false,
    premium: false,
    state: 'Minnesota',
  });
});

test('edit basic info and availability and see the public page show it', async ({ page }) => {
  test.setTimeout(120_000);
  // A demo center whose page was pre-rendered at build time: the save has it written afresh.
  const center = await demoCenterOf('owner');
  const href = centerHref({ name: String(center.company_name), number: Number(center.number) });
  const description = `Small groups and parent coaching, ${randomUUID().slice(0, 8)}.`;
  const publicPage = await page.context().newPage();
  expect((await publicPage.goto(href))?.ok()).toBe(true);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(
    String(center.company_name),
  );

  await openDashboard(page, 'owner');
  const dialog = await openEditor(page, center);
  await dialog.getByLabel('Business description').fill(description);
  await dialog.getByLabel('Accepting new clients').selectOption('waitlist');
  await dialog.getByLabel('Waitlist (weeks)').fill('7');
  await dialog
    .getByRole('group', { name: 'Ages served' })
    .getByLabel('Preschool (3-5 years)')
    .check();
  await dialog.getByLabel('Monday opens').fill('08:00');
  await dialog.getByLabel('Monday closes').fill('17:30');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').getByText('Center Updated')).toBeVisible();
  // The site serves the center's page fresh at once, and the dashboard says so.
  const publishing = page.getByRole('status').filter({ hasText: 'public page' });
  await expect(publishing).toHaveText('Your changes are live on your public page.');

  const su = await superuserClient();
  const saved = await su.collection('centers').getOne(center.id);
  expect(saved).toMatchObject({
    business_description: description,
    accepting_clients: 'waitlist',
    waitlist_weeks: 7,
    monday_open: '08:00',
    monday_close: '17:30',
  });
  expect(Date.now() - new Date(String(saved.facts_updated)).getTime()).toBeLessThan(120_000);
  expect(Date.now() - new Date(String(saved.availability_updated)).getTime()).toBeLessThan(120_000);

  // The site writes the center's page afresh at once: reloaded until it shows, as on a busy
  // machine writing it can take longer than PocketBase waits for it before answering the save.
  await expect(async () => {
    await publicPage.reload();
    await expect(publicPage.getByRole('main')).toContainText(description, { timeout: 1000 });
    await expect(publicPage.getByRole('main')).toContainText('Waitlist: about 7 weeks', {
      timeout: 1000,
    });
  }).toPass({ timeout: 60_000 });
});

test('upload and remove images: main image, then gallery images with alt text', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const center = await centerOf('owner');
  await openDashboard(page, 'owner');
  const dialog = await openEditor(page, center);

  await dialog.locator('#image-main-file').setInputFiles(png('front.png', [30, 90, 200]));
  await expect(
    page.getByRole('status').getByText('1 main image(s) uploaded successfully'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove main image' })).toBeVisible();
  // Pictures are public page changes too: the editor says when they are live.
  await expect(dialog.getByRole('status').filter({ hasText: 'public page' })).toHaveText(
    'Your changes are live on your public page.',
  );

  await dialog.getByRole('tab', { name: 'Media & Branding' }).click();
  await dialog
    .locator('#gallery-files')
    .setInputFiles([png('garden.png', [20, 160, 60]), png('room.png', [200, 120, 40])]);
  await dialog.getByRole('button', { name: 'Upload 2 image(s)' }).click();
  await expect(
    page.getByRole('alert').getByText('Please add alt text describing each gallery image.'),
  ).toBeVisible();
  await dialog.getByLabel('Alt text for garden.png').fill('Our fenced garden');
  await dialog.getByLabel('Alt text for room.png').fill('The sensory room');
  await dialog.getByRole('button', { name: 'Upload 2 image(s)' }).click();
  await expect(
    page.getByRole('status').getByText('2 gallery image(s) uploaded successfully'),
  ).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Our fenced garden' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'The sensory room' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(page.getByRole('status').getByText('Image removed').first()).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Our fenced garden' })).toBeHidden();
  await expect(dialog.getByRole('img', { name: 'The sensory room' })).toBeVisible();

  await dialog.getByRole('tab', { name: 'Basic Info' }).click();
  await dialog.getByRole('button', { name: 'Remove main image' }).click();
  await expect(dialog.getByText('No main image yet.')).toBeVisible();

  const su = await superuserClient();
  const left = await su
    .collection('center_images')
    .getFullList({ filter: `center = "${center.id}"` });
  expect(left.map((image) => [String(image.kind), String(image.alt_text)])).toEqual([
    ['gallery', 'The sensory room'],
  ]);
});

test('a free owner: the plan chooser once, locked premium tabs, premium fields disabled', async ({
  page,
}) => {
  const center = await centerOf('owner2');
  await openDashboard(page, 'owner2');
  await expect(page.getByText('Free Plan')).toBeVisible();
  let dialog = await openEditor(page, center);
  const chooser = page.getByRole('dialog', { name: 'Unlock Premium Features' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByText(/\+\d+ more features/).first()).toBeVisible();
  await chooser.getByRole('button', { name: /^Continue with/ }).click();
  await expect(page.getByRole('status').getByText('Free Plan Selected')).toBeVisible();
  await expect(chooser).toBeHidden();

  // A locked tab is aria-disabled (Playwright will not click it): a keyboard user opens it.
  await dialog.getByRole('tab', { name: /Videos/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').getByText('Premium Feature Required')).toBeVisible();
  await expect(
    page.getByText(
      'Video gallery is a premium feature. Upgrade your plan to access this functionality.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByLabel('Facebook')).toBeDisabled();
  await expect(dialog.getByRole('link', { name: 'Upgrade to Premium' }).first()).toHaveAttribute(
    'href',
    '/pricing',
  );

  await dialog.getByRole('button', { name: 'Close' }).click();
  dialog = await openEditor(page, center);
  await expect(page.getByRole('dialog', { name: 'Unlock Premium Features' })).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('Scrape website: premium only, needs a website, never fetches a private address', async ({
  page,
}) => {
  const center = await centerOf('owner', { website: '' });
  await openDashboard(page, 'owner');
  const dialog = await openEditor(page, center);
  await dialog.getByRole('button', { name: 'Scrape website' }).click();
  await expect(page.getByRole('alert').getByText('No Website URL')).toBeVisible();
  await expect(page.getByText('Please enter a website URL first to scrape content.')).toBeVisible();

  // Refused by the site's server before any request is made (nothing leaves 127.0.0.1).
  await dialog.getByLabel('Website').fill('http://127.0.0.1/');
  await dialog.getByRole('button', { name: 'Scrape website' }).click();
  await expect(
    page.getByText('127.0.0.1 is not on the public internet, so it cannot be scraped.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Knowledge base')).toHaveValue('');
});

test('delete a center after confirming', async ({ page }) => {
  const center = await centerOf('owner2');
  const name = String(center.company_name);
  await openDashboard(page, 'owner2');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete Center' }).click();
  await expect(page.getByRole('status').getByText('Center deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeHidden();
});

test('returning from checkout shows a toast and clears the parameter', async ({ page }) => {
  await signInAs(page, 'owner');
  await page.goto('/dashboard?subscription=success');
  await hydrated(page, 'Dashboard');
  await expect(page.getByRole('status').getByText('Subscription Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByText('Premium Plan')).toBeVisible();
});

test('a failed load offers Try Again', async ({ page }) => {
  await signInAs(page, 'owner');
  const centers = `${E2E.browserPocketBaseUrl}/api/collections/centers/records**`;
  await page.route(centers, (route) => route.abort());
  await page.goto('/dashboard');
  await hydrated(page, 'Dashboard');
  await expect(page.getByText('Error loading your centers')).toBeVisible({ timeout: 15_000 });
  await page.unroute(centers);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('tab', { name: 'Centers' })).toBeVisible();
});

test('axe finds no accessibility violations on /dashboard, with the edit modal open', async ({
  page,
}) => {
  const center = await centerOf('owner');
  await openDashboard(page, 'owner');
  await expect(page.getByRole('tab', { name: 'Centers' })).toBeVisible();
  await expectNoAxeViolations(page);
  const dialog = await openEditor(page, center);
  await expectNoAxeViolations(page);
  await dialog.getByRole('tab', { name: 'Media & Branding' }).click();
  await expect(dialog.getByText(/of 12 images/)).toBeVisible();
  await expectNoAxeViolations(page);
});
