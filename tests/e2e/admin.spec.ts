// The admin area end to end as the demo admin: approve a pending center and find it in
// the public directory after the rebuild, toggle Featured and see the home page's featured block
// change, delete a user with confirmation, import a CSV (dry run), the role check for others,
// and axe on /admin with each dialog open. Sessions come from signInAs (impersonation).
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import type { RecordModel } from 'pocketbase';
import { E2E } from './support/servers.ts';
import { openAdmin } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/islands.ts';
import { REBUILD_WAIT_MS } from './support/releases.ts';
import { signInAs, superuserClient } from './support/session.ts';

const FIXTURE = fileURLToPath(
  new URL('../../pocketbase/seed/fixtures/centers-import.csv', import.meta.url),
);

/** Narrows the centers table to one center by its number (names may repeat words). */
async function findCenter(page: Page, center: RecordModel): Promise<void> {
  await page.getByLabel('Search centers').fill(`#${String(center.number)}`);
  await expect(page.getByText('1 center', { exact: true })).toBeVisible();
}

/** Whether any page of the static directory (/centers, /centers/page/2, …) lists the name. */
async function directoryLists(request: APIRequestContext, name: string): Promise<boolean> {
  for (let n = 1; n < 100; n += 1) {
    const response = await request.get(n === 1 ? '/centers' : `/centers/page/${String(n)}`);
    if (!response.ok()) return false;
    if ((await response.text()).includes(`>${name}<`)) return true;
  }
  return false;
}

test.describe('the admin area', () => {
  test('approve a pending center: it shows in the public directory after the rebuild', async ({
    page,
  }) => {
    test.setTimeout(REBUILD_WAIT_MS + 60_000);
    const su = await superuserClient();
    const pending = await su
      .collection('centers')
      .getFirstListItem('approved = "pending" && company_name !~ "&" && company_name !~ "\'"', {
        sort: 'number',
      });
    const name = String(pending.company_name);
    const path = `/center/${String(pending.slug)}-${String(pending.number)}`;
    expect((await page.request.get(path)).status()).toBe(404);
    expect(await directoryLists(page.request, name)).toBe(false);

    await openAdmin(page);
    await findCenter(page, pending);
    await expect(page.getByRole('table').getByText('Pending Review')).toBeVisible();
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(page.getByText(`${name} has been approved.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    expect((await su.collection('centers').getOne(pending.id)).approved).toBe('approved');

    await expect(async () => {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      expect(await directoryLists(page.request, name)).toBe(true);
    }).toPass({ timeout: REBUILD_WAIT_MS, intervals: [3000] });
    await page.goto(path);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });

  test('toggle Featured: the home page’s featured block changes after the rebuild', async ({
    page,
  }) => {
    test.setTimeout(REBUILD_WAIT_MS + 60_000);
    const featuredBlock = page.locator('section[aria-labelledby="featured-heading"]');
    await page.goto('/');
    const first = (
      await featuredBlock.getByRole('heading', { level: 3 }).first().innerText()
    ).trim();
    const su = await superuserClient();
    const center = await su
      .collection('centers')
      .getFirstListItem(su.filter('company_name = {:name}', { name: first }));
    expect(center.premium).toBe(true);

    await openAdmin(page);
    await findCenter(page, center);
    const toggle = page.getByRole('button', { name: `Featured: ${first}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.getByText(`${first} has been removed from featured.`)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const stored = await su.collection('centers').getOne(center.id);
    expect([stored.premium, stored.featured]).toEqual([false, false]);

    await expect(async () => {
      await page.goto('/');
      await expect(featuredBlock.getByRole('heading', { name: first, exact: true })).toHaveCount(
        0,
        {
          timeout: 1000,
        },
      );
    }).toPass({ timeout: REBUILD_WAIT_MS, intervals: [3000] });
    await expect(featuredBlock.getByRole('heading', { level: 3 })).toHaveCount(6);
  });

  test('delete a user with confirmation: their center stays as an unclaimed listing', async ({
    page,
  }) => {
    const su = await superuserClient();
    const email = `leaving-${randomUUID().slice(0, 8)}@example.org`;
    const password = `pw-${randomUUID()}`;
    const user = await su.collection('users').create({
      email,
      password,
      passwordConfirm: password,
      name: 'Leaving Owner',
      verified: true,
    });
    const center = await su.collection('centers').create({
      company_name: `Leaving Owner Center ${randomUUID().slice(0, 6)}`,
      city: 'Duluth',
      owner: user.id,
      claimed: true,
      approved: 'yes',
    });

    await openAdmin(page);
    await page.getByRole('button', { name: `Delete user ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete user ${email}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Its center stays in the directory as an unclaimed listing with a new access code',
    );
    await expect(dialog).toContainText(String(center.company_name));
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await expect(page.getByText(`${email} has been deleted;`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete user ${email}` })).toHaveCount(0);
    await expect(su.collection('users').getOne(user.id)).rejects.toMatchObject({ status: 404 });
    const released = await su.collection('centers').getOne(center.id);
    expect(released).toMatchObject({ owner: '', claimed: false });
    expect(released.access_code).toMatch(/^[1-9][0-9]{7}$/);
  });

  test('an admin cannot delete their own account', async ({ page }) => {
    await openAdmin(page);
    await page.getByRole('button', { name: 'Delete user admin@example.org' }).click();
    await expect(page.getByText('Cannot delete your own account or invalid user')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('axe: /admin, and the edit and delete center dialogs', async ({ page }) => {
    // Three full-page axe runs over a long table: slow on a shared machine.
    test.setTimeout(120_000);
    await openAdmin(page);
    await expect(page.getByText('Total Users')).toBeVisible();
    await expectNoAxeViolations(page);

    const su = await superuserClient();
    // A demo listing no other test here changes (they take pending, premium or new centers).
    const center = await su
      .collection('centers')
      .getFirstListItem('approved = "yes" && premium = false', { sort: 'number' });
    const name = String(center.company_name);
    await findCenter(page, center);
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit).toBeVisible();
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    const remove = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(remove).toBeVisible();
    await expectNoAxeViolations(page);
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await su.collection('centers').getOne(center.id)).id).toBe(center.id);
  });

  test('import a CSV as a dry run: every row reported, nothing saved', async ({ page }) => {
    await openAdmin(page);
    await page.getByLabel('CSV file').setInputFiles(FIXTURE);
    await page.getByLabel('Only check the file (dry run, nothing is saved)').check();
    await page.getByRole('button', { name: 'Import Centers' }).click();
    const report = page.getByRole('region', { name: 'Import report' });
    await expect(report).toContainText(
      '12 rows read, 5 centers would be created, 1 duplicates skipped, 6 rows rejected',
    );
    await expect(report).toContainText('phone_number must be a 10-digit US phone number');
    const su = await superuserClient();
    const found = await su.collection('centers').getList(1, 1, {
      filter: 'company_name ~ "Fixture North Star"',
    });
    expect(found.totalItems).toBe(0);
  });
});

test.describe('the admin area on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('centers are cards, and pass axe', async ({ page }) => {
    test.setTimeout(90_000);
    await openAdmin(page);
    await expect(page.getByRole('list', { name: 'All centers' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'All centers' })).toBeHidden();
    await expectNoAxeViolations(page);
  });
});

test("Generate Location Summaries describes each center's area beside the owner's own Location Overview", async ({
  page,
}) => {
  test.setTimeout(REBUILD_WAIT_MS + 60_000);
  const su = await superuserClient();
  const overview = 'Single-story building on Test Street; free parking right by the entrance.';
  const center = await su.collection('centers').create({
    company_name: `Aspen Area Test ${randomUUID().slice(0, 6)}`,
    city: 'Duluth',
    address: '12 Test Street',
    phone_number: '218.555.0123',
    services: ['ABA Therapy'],
    approved: 'yes',
    location_summary: overview,
  });
  const centerPath = `/center/${String(center['slug'])}-${String(center['number'])}`;
  await openAdmin(page);
  await page.getByRole('button', { name: 'Generate Location Summaries' }).click();
  const result = page
    .locator('#main-content')
    .getByText(/^Location summaries written for \d+ centers\.$/);
  await expect(result).toBeVisible({ timeout: 60_000 });
  const pb = new PocketBase(E2E.pocketbaseUrl);
  const publicCenters = (await pb.collection('centers').getList(1, 1)).totalItems;
  await expect(result).toHaveText(
    `Location summaries written for ${String(publicCenters)} centers.`,
  );

  // The owner's text stays; the directory's description has its own field and section.
  const written = await su.collection('centers').getOne(center.id);
  expect(written['location_summary']).toBe(overview);
  const area = String(written['area_summary']);
  expect(area).toMatch(/ autism service centers? (this directory lists )?in Duluth, Minnesota/);
  await expect(async () => {
    await page.goto(centerPath);
    const described = page.getByRole('region', { name: 'About the Area' });
    await expect(described).toContainText(area, { timeout: 1000 });
    await expect(described).toContainText(
      `Written by this directory from its listings, not by ${String(center['company_name'])}.`,
    );
  }).toPass({ timeout: REBUILD_WAIT_MS });
  await expect(page.getByRole('region', { name: 'Location Overview' })).toContainText(overview);
  await expect(page.getByRole('region', { name: 'Location Overview' })).not.toContainText(area);
  await expectNoAxeViolations(page);
});

test.describe('the role check', () => {
  test('a signed-in owner sees Access denied: Admin privileges required', async ({ page }) => {
    await signInAs(page, 'owner');
    await page.goto('/admin');
    await hydrated(page, 'AdminPanel');
    await expect(page.getByText('Access denied: Admin privileges required')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Centers' })).toHaveCount(0);
  });

  test('a signed-out visitor is sent to /auth', async ({ page }) => {
    await page.goto('/admin');
    // The redirect is what is checked: the wait ends when /auth's answer arrives, not when the
    // sign-in page has loaded, which is other tests' business.
    await page.waitForURL(/\/auth\/?$/, { waitUntil: 'commit', timeout: 45_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });
});
