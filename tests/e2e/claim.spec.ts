// Claiming a demo listing with its access code through both entry points: the two-step
// /claim-listing page (with a new account) and the dashboard's Add Center dialog. The codes are
// read as the e2e superuser; the public never sees them.
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import type { RecordModel } from 'pocketbase';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/islands.ts';
import { signInAs, superuserClient } from './support/session.ts';

/** The n-th unclaimed demo listing (newest first) with its access code. */
async function unclaimedListing(n: number): Promise<RecordModel & { access_code: string }> {
  const su = await superuserClient();
  const list = await su
    .collection('centers')
    .getList(n, 1, { filter: 'owner = "" && access_code != ""', sort: '-number' });
  const center = list.items[0];
  if (!center) throw new Error('No unclaimed demo listing left');
  return center as RecordModel & { access_code: string };
}

test('claim-listing: verify the code, create an account (password twice), claim, go to the dashboard', async ({
  page,
}) => {
  const center = await unclaimedListing(1);
  const name = String(center.company_name);
  const part = name.split(' ')[0]?.toLowerCase() ?? '';
  await page.goto(`/claim-listing?code=${center.access_code}&center=${encodeURIComponent(part)}`);
  await hydrated(page, 'ClaimListing');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Access code')).toHaveValue(center.access_code);
  await expect(page.getByRole('main').getByLabel('Center name (optional)')).toHaveValue(part);
  await page.getByRole('button', { name: 'Verify Code' }).click();

  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Claim ${name}` })).toBeVisible();
  await page
    .getByRole('group', { name: 'Account' })
    .getByRole('button', { name: 'Create Account' })
    .click();
  const email = `claimer-${randomUUID()}@example.org`;
  await page.getByRole('main').getByLabel('Full name').fill('Cleo Claimer');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('a-claim-password');
  await page.getByRole('main').getByLabel('Confirm password').fill('a-claim-passwrod');
  await page.getByRole('button', { name: 'Create Account and Claim' }).click();
  await expect(page.getByRole('alert').getByText('Password Mismatch')).toBeVisible();
  await expect(
    page.getByText('Passwords do not match. Please check and try again.').first(),
  ).toBeVisible();

  await page.getByRole('main').getByLabel('Confirm password').fill('a-claim-password');
  await page.getByRole('button', { name: 'Create Account and Claim' }).click();
  await expect(page.getByRole('status').getByText(`${name} is yours`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 15_000 });
  await hydrated(page, 'Dashboard');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Approved')).toBeVisible();
  // The claim used the code up: it shows nowhere any more.
  await expect(row.getByText(center.access_code)).toHaveCount(0);

  const su = await superuserClient();
  const claimed = await su.collection('centers').getOne(center.id, { expand: 'owner' });
  expect(claimed).toMatchObject({ claimed: true, approved: 'yes', access_code: '' });
  expect(claimed.expand?.owner).toMatchObject({ email });
});

test('claim-listing refuses an unknown code', async ({ page }) => {
  await page.goto('/claim-listing?code=00000001');
  await hydrated(page, 'ClaimListing');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert').getByText('Invalid Access Code')).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
});

test('dashboard dialog: claim with a demo code; the used code then counts as unknown', async ({
  page,
}) => {
  const center = await unclaimedListing(2);
  const name = String(center.company_name);
  await signInAs(page, 'owner2');
  await page.goto('/dashboard');
  await hydrated(page, 'Dashboard');
  await page.getByRole('button', { name: 'Add Center' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Center' });
  await expect(
    dialog.getByRole('tab', { name: 'Claim Existing Center', selected: true }),
  ).toBeVisible();
  await expect(dialog.getByText('The access code is 8 digits.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Claim Center' }).click();
  await expect(dialog.getByText('Please enter an access code.')).toBeVisible();

  await dialog.getByLabel('Access code').fill(center.access_code);
  await dialog.getByRole('button', { name: 'Claim Center' }).click();
  await expect(page.getByRole('status').getByText('Success')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Approved')).toBeVisible();
  // A claim retires the code: it no longer shows, and it answers as an unknown one.
  await expect(row.getByText(center.access_code)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Center' }).click();
  await dialog.getByLabel('Access code').fill(center.access_code);
  await dialog.getByRole('button', { name: 'Claim Center' }).click();
  await expect(page.getByRole('alert').getByText('Invalid Access Code')).toBeVisible();
});

test('axe finds no accessibility violations on /claim-listing (both steps)', async ({ page }) => {
  const center = await unclaimedListing(3);
  await page.goto(`/claim-listing?code=${center.access_code}`);
  await hydrated(page, 'ClaimListing');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expectNoAxeViolations(page);
});
