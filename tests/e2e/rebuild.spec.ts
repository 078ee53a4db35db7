import { expect, test, type Page, type Response } from './support/test.ts';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { REBUILD_WAIT_MS, rebuilt, siteStatus } from './support/releases.ts';
import type { SiteStatus } from '../../src/lib/site-status.ts';
import { superuserClient } from './support/session.ts';
import { livePostingFields } from '../support/job-posting.ts';

/**
 * Reloads the page until `shows` passes, then checks that the live release still has only what
 * was asked for before the write (`before`, the site's status then): the page showed the change
 * on demand, not from a rebuild. The write returns once the site has the changed page's address
 * (or after PocketBase's wait for the site, on a machine too busy to answer in time), so the
 * first reload usually shows it; how soon it shows is `npm run bench`'s figure, not this test's.
 */
async function shownBeforeTheRebuild(
  page: Page,
  before: SiteStatus,
  shows: (response: Response | null) => Promise<void>,
): Promise<void> {
  await expect(async () => {
    await shows(await page.reload());
  }).toPass({ timeout: 30_000 });
  expect((await siteStatus(page)).published).toBeLessThanOrEqual(before.requested);
}

const pathOf = (center: RecordModel) => `/center/${String(center.slug)}-${String(center.number)}`;

/** A public center of this test's own, not yet in a release. */
function publicCenter(su: PocketBase, name: string): Promise<RecordModel> {
  return su.collection('centers').create({
    company_name: name,
    city: 'Duluth',
    address: '12 Test Street',
    phone_number: '218.555.0123',
    approved: 'yes',
  });
}

/** A public center of this test's own, in a live release (so its page is a static file). */
async function publishedCenter(su: PocketBase, page: Page, name: string): Promise<RecordModel> {
  const center = await publicCenter(su, name);
  await rebuilt(page);
  return center;
}

test('an edit shows on the public center page at once, well before the rebuild ends, and stays', async ({
  page,
}) => {
  test.setTimeout(2 * REBUILD_WAIT_MS + 60_000);
  const su = await superuserClient();
  const center = await publishedCenter(su, page, `Lakeshore Rebuild Test ${String(Date.now())}`);
  try {
    const marker = `Now offering Saturday parent workshops (${String(Date.now())}).`;
    await page.goto(pathOf(center));
    await expect(page.getByText(marker)).toHaveCount(0);

    const before = await siteStatus(page);
    await su.collection('centers').update(center.id, { about: marker });
    // It shows while the build that will have it has not even started (the site batches
    // edits for 3 s before building).
    await shownBeforeTheRebuild(page, before, async () => {
      await expect(page.getByText(marker)).toBeVisible({ timeout: 2000 });
    });

    // Once the release with the edit is live, the page is its static file, still new.
    await rebuilt(page);
    await page.reload();
    await expect(page.getByText(marker)).toBeVisible();
  } finally {
    await su.collection('centers').delete(center.id);
  }
});

test('an unpublished center disappears from its page at once', async ({ page }) => {
  test.setTimeout(REBUILD_WAIT_MS + 60_000);
  const su = await superuserClient();
  const name = `Pine Rebuild Test ${String(Date.now())}`;
  const center = await publishedCenter(su, page, name);
  try {
    await page.goto(pathOf(center));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    const before = await siteStatus(page);
    await su.collection('centers').update(center.id, { approved: 'rejected' });
    await shownBeforeTheRebuild(page, before, async (response) => {
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Center Not Found', {
        timeout: 2000,
      });
    });
  } finally {
    await su.collection('centers').delete(center.id);
  }
});

test('a changed job posting shows on its page at once, and an expired one is gone at once', async ({
  page,
}) => {
  test.setTimeout(REBUILD_WAIT_MS + 60_000);
  const su = await superuserClient();
  // The center and its posting reach a release together: one rebuild to wait for.
  const center = await publicCenter(su, `Birch Rebuild Test ${String(Date.now())}`);
  const owner = await su.collection('users').getFirstListItem('role != "admin"');
  const job = await su.collection('job_postings').create(livePostingFields(center.id, owner.id));
  try {
    await rebuilt(page);
    await page.goto(`/job/${job.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Behavior Technician');

    let before = await siteStatus(page);
    await su.collection('job_postings').update(job.id, { title: 'Lead Behavior Technician' });
    await shownBeforeTheRebuild(page, before, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Behavior Technician', {
        timeout: 2000,
      });
    });

    before = await siteStatus(page);
    await su.collection('job_postings').update(job.id, { status: 'expired' });
    await shownBeforeTheRebuild(page, before, async (response) => {
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job not found', {
        timeout: 2000,
      });
    });
  } finally {
    await su.collection('centers').delete(center.id);
  }
});
