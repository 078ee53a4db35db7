import { expect, test, type Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { rebuilt, siteStatus } from './support/releases.ts';
import { superuserClient } from './support/session.ts';
import { livePostingFields } from '../support/job-posting.ts';

const pathOf = (center: RecordModel) => `/center/${String(center.slug)}-${String(center.number)}`;

/** A public center of this test's own, in a live release (so its page is a static file). */
async function publishedCenter(su: PocketBase, page: Page, name: string): Promise<RecordModel> {
  const center = await su.collection('centers').create({
    company_name: name,
    city: 'Duluth',
    address: '12 Test Street',
    phone_number: '218.555.0123',
    approved: 'yes',
  });
  await rebuilt(page);
  return center;
}

test('an edit shows on the public center page at once, well before the rebuild ends, and stays', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const su = await superuserClient();
  const center = await publishedCenter(su, page, `Lakeshore Rebuild Test ${String(Date.now())}`);
  try {
    const marker = `Now offering Saturday parent workshops (${String(Date.now())}).`;
    await page.goto(pathOf(center));
    await expect(page.getByText(marker)).toHaveCount(0);

    await su.collection('centers').update(center.id, { about: marker });
    const asked = await siteStatus(page);
    // The first load after the save shows it, while the build that will have it has not
    // even started (the site batches edits for 3 s before building).
    await page.reload();
    await expect(page.getByText(marker)).toBeVisible();
    expect((await siteStatus(page)).published).toBeLessThan(asked.requested);

    // Once the release with the edit is live, the page is its static file, still new.
    await rebuilt(page);
    await page.reload();
    await expect(page.getByText(marker)).toBeVisible();
  } finally {
    await su.collection('centers').delete(center.id);
  }
});

test('an unpublished center disappears from its page at once', async ({ page }) => {
  test.setTimeout(240_000);
  const su = await superuserClient();
  const name = `Pine Rebuild Test ${String(Date.now())}`;
  const center = await publishedCenter(su, page, name);
  try {
    await page.goto(pathOf(center));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    await su.collection('centers').update(center.id, { approved: 'rejected' });
    const asked = await siteStatus(page);
    const response = await page.reload();
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Center Not Found');
    expect((await siteStatus(page)).published).toBeLessThan(asked.requested);
  } finally {
    await su.collection('centers').delete(center.id);
  }
});

test('a changed job posting shows on its page at once, and an expired one is gone at once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const su = await superuserClient();
  const center = await publishedCenter(su, page, `Birch Rebuild Test ${String(Date.now())}`);
  const owner = await su.collection('users').getFirstListItem('role != "admin"');
  const job = await su.collection('job_postings').create(livePostingFields(center.id, owner.id));
  try {
    await rebuilt(page);
    await page.goto(`/job/${job.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Behavior Technician');

    await su.collection('job_postings').update(job.id, { title: 'Lead Behavior Technician' });
    let asked = await siteStatus(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Behavior Technician');
    expect((await siteStatus(page)).published).toBeLessThan(asked.requested);

    await su.collection('job_postings').update(job.id, { status: 'expired' });
    asked = await siteStatus(page);
    const response = await page.reload();
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job not found');
    expect((await siteStatus(page)).published).toBeLessThan(asked.requested);
  } finally {
    await su.collection('centers').delete(center.id);
  }
});
