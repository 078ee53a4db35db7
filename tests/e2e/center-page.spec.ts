import { expect, test } from './support/test.ts';
import PocketBase, { type RecordModel } from 'pocketbase';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/demo-users.ts';
import { showsPremiumContent } from '../../src/domain/center/center.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { policyViolations } from './support/csp.ts';
import { E2E } from './support/servers.ts';
import { superuserClient } from './support/session.ts';
import { hydrated } from './support/islands.ts';
import { shownTime } from './support/shown-time.ts';

// Concrete centers are found through the public API, as a visitor's browser would see them,
// so the tests follow the demo data rather than hard-coded names or numbers.
const pb = new PocketBase(E2E.pocketbaseUrl);
pb.autoCancellation(false);

const canonical = (center: RecordModel) =>
  `/center/${String(center['slug'])}-${String(center['number'])}`;

/** Public centers by how many gallery photos they have. */
async function galleryCounts(): Promise<Map<string, number>> {
  const images = await pb
    .collection('center_images')
    .getFullList({ filter: 'kind = "gallery"', fields: 'center' });
  const counts = new Map<string, number>();
  for (const image of images) {
    const center = String(image['center']);
    counts.set(center, (counts.get(center) ?? 0) + 1);
  }
  return counts;
}

/**
 * A center whose gallery shows, with a number of photos that `fits`. A gallery shows for an
 * unclaimed listing or a premium owner's center (showsPremiumContent); other tests change
 * owners' plans, so the plan is read as it is now.
 */
async function centerWithGallery(fits: (count: number) => boolean) {
  // The owner fields are hidden from visitors: read as the superuser, in one request.
  const plans = await (
    await superuserClient()
  )
    .collection('centers')
    .getFullList({ fields: 'id,owner,owner_premium' });
  const shown = new Set(
    plans
      .filter((c) =>
        showsPremiumContent({
          owner: String(c['owner']),
          owner_premium: Boolean(c['owner_premium']),
        }),
      )
      .map((c) => c.id),
  );
  const entry = [...(await galleryCounts())].find(([id, count]) => shown.has(id) && fits(count));
  if (!entry) throw new Error('the demo data has no such gallery');
  return { center: await pb.collection('centers').getOne(entry[0]), photos: entry[1] };
}

test('a center page shows contact details, jobs, services, features and hours', async ({
  page,
}) => {
  // The oldest live posting: one from the demo data, in the build (other tests add postings).
  const [job] = (await pb.collection('job_postings').getList(1, 1, { sort: 'created' })).items;
  if (!job) throw new Error('the demo data has no live job posting');
  const center = await pb.collection('centers').getOne(String(job['center']));
  await page.goto(canonical(center));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(center['company_name']));
  await expect(page.getByText('Information last updated')).toBeVisible();
  // Contact and the family facts lead the page (phones first); the rest is the sidebar.
  const main = page.getByRole('main');
  for (const title of ['Contact Information', 'For Families']) {
    await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  const sidebar = page.getByRole('complementary', { name: 'Center details' });
  for (const title of ['Job Opportunities', 'Services Offered', 'Features', 'Operating Hours']) {
    await expect(sidebar.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }

  const digits = String(center['phone_number']).replace(/\D/g, '');
  const contact = main.getByRole('region', { name: 'Contact Information' });
  const phone = contact.getByRole('link', {
    name: `Call (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
  });
  await expect(phone).toHaveAttribute('href', `tel:${digits}`);
  const website = String(center['website']);
  await expect(
    contact.getByRole('link', { name: `Website ${website.replace(/^https?:\/\//, '')}` }),
  ).toHaveAttribute('href', website);

  const jobs = sidebar.getByRole('region', { name: 'Job Opportunities' });
  await expect(jobs.locator(`a[href="/job/${job.id}"]`)).toHaveText(String(job['title']));

  const hours = sidebar.getByRole('region', { name: 'Operating Hours' });
  const mondayOpen = String(center['monday_open']);
  const mondayClose = String(center['monday_close']);
  await expect(hours.getByRole('definition').first()).toHaveText(
    mondayOpen ? `${shownTime(mondayOpen)} – ${shownTime(mondayClose)}` : 'Closed',
  );
  await expect(hours.getByRole('term')).toHaveText([
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]);
});

test('a center approved since the build is shown on demand, its website given https://', async ({
  page,
}) => {
  const su = new PocketBase(E2E.pocketbaseUrl);
  await su.collection('_superusers').authWithPassword(E2E.superuser.email, E2E.superuser.password);
  const created = await su.collection('centers').create({
    company_name: 'Prairie Test Autism Center',
    city: 'Duluth',
    address: '10 Test Street',
    phone_number: '218.555.0199',
    website: 'www.prairie-test.example',
    approved: 'yes',
  });
  try {
    const response = await page.goto(`/center/${String(created['number'])}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${canonical(created)}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prairie Test Autism Center');
    const contact = page.getByRole('region', { name: 'Contact Information' });
    await expect(
      contact.getByRole('link', { name: 'Website www.prairie-test.example' }),
    ).toHaveAttribute('href', 'https://www.prairie-test.example');
    await expect(contact.getByRole('link', { name: 'Call (218) 555-0199' })).toBeVisible();
  } finally {
    await su.collection('centers').delete(created.id);
  }
});

test('the gallery lightbox works with the keyboard alone', async ({ page }) => {
  const { center, photos } = await centerWithGallery((n) => n >= 3 && n <= 10);
  await page.goto(canonical(center));
  const gallery = page.getByRole('region', { name: 'Photo Gallery' });
  const first = gallery.getByRole('link').first();
  const firstAlt = await first.getByRole('img').getAttribute('alt');
  // Focus reaches the gallery: it hydrates then (client:interact), not on load.
  await first.focus();
  await hydrated(page, 'PhotoGallery');
  await page.keyboard.press('Enter');

  // The dialog is named by its heading, which follows the photo shown.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`Photo 1 of ${String(photos)}`);
  await expect(dialog.getByRole('img', { name: firstAlt ?? '' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Thumbnails' }).getByRole('button')).toHaveCount(
    photos,
  );

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading', { name: `Photo 2 of ${String(photos)}` })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(
    dialog.getByRole('heading', { name: `Photo ${String(photos)} of ${String(photos)}` }),
  ).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading', { name: `Photo 1 of ${String(photos)}` })).toBeVisible();

  // Zoom with the buttons, reached with Tab only: focus starts on Close, Zoom in is before it.
  const photo = dialog.getByRole('img', { name: firstAlt ?? '' });
  const fitted = (await photo.boundingBox())?.width ?? 0;
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('150%')).toBeVisible();
  await page.keyboard.press('+');
  await expect(dialog.getByText('200%')).toBeVisible();
  expect((await photo.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.5);
  await page.keyboard.press('-');
  await expect(dialog.getByText('150%')).toBeVisible();

  // Tab never leaves the dialog.
  for (let i = 0; i < photos + 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test('the lightbox has no thumbnail strip for 11 or 12 photos', async ({ page }) => {
  const counts = [...new Set((await galleryCounts()).values())].filter((n) => n > 10);
  expect(counts.sort()).toEqual([11, 12]);
  for (const photos of counts) {
    const { center } = await centerWithGallery((n) => n === photos);
    await page.goto(canonical(center));
    const gallery = page.getByRole('region', { name: 'Photo Gallery' });
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole('list').hover();
    await hydrated(page, 'PhotoGallery');
    await expect(gallery.getByRole('link')).toHaveCount(photos);
    await gallery.getByRole('link').nth(1).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(`Photo 2 of ${String(photos)}`);
    await expect(dialog.getByRole('list', { name: 'Thumbnails' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(
      dialog.getByRole('heading', { name: `Photo 3 of ${String(photos)}` }),
    ).toBeVisible();
  }
});

test('axe finds no violations on a center page, also with the lightbox open', async ({ page }) => {
  const { center } = await centerWithGallery((n) => n >= 3 && n <= 10);
  await page.goto(canonical(center));
  await expectNoAxeViolations(page);
  const gallery = page.getByRole('region', { name: 'Photo Gallery' });
  await gallery.scrollIntoViewIfNeeded();
  await gallery.getByRole('list').hover();
  await hydrated(page, 'PhotoGallery');
  await gallery.getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a logo or picture that fails to load is hidden, with no policy violation', async ({
  page,
}) => {
  const logo = await (
    await superuserClient()
  )
    .collection('center_images')
    .getFirstListItem('kind = "logo" && center.approved = "yes"', { fields: 'center' });
  const center = await pb.collection('centers').getOne(String(logo['center']));
  const violations = await policyViolations(page);
  await page.route('**/api/files/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(canonical(center));
  // The header's logo: the first picture on the page.
  const logoImage = page.locator('img[data-hide-on-error]').first();
  await expect(logoImage).toHaveCount(1);
  await expect(logoImage).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(center['company_name']));
  expect(violations).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('gallery photos are plain links to the full pictures', async ({ page }) => {
    const links = page.getByRole('region', { name: 'Photo Gallery' }).getByRole('link');
    // Other tests add and remove an owner's gallery photos and change owners' plans: the center
    // chosen may have a change on its way to its page. Asked again until the two agree.
    await expect(async () => {
      const { center, photos } = await centerWithGallery((n) => n >= 2);
      await page.goto(canonical(center));
      await expect(links).toHaveCount(photos, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const href = (await links.first().getAttribute('href')) ?? '';
    expect(href).toMatch(/\/api\/files\/.+\.png$/);
    expect((await page.request.get(href)).headers()['content-type']).toBe('image/png');
    await expect(links.first().getByRole('img')).toHaveAttribute('alt', /\S/);
  });
});

test('old and partial addresses answer with a 301 to the canonical address', async ({
  page,
  request,
}) => {
  const [center] = (await pb.collection('centers').getList(1, 1, { sort: 'number' })).items;
  if (!center) throw new Error('the demo data has no public center');
  const number = String(center['number']);
  for (const path of [`/center/autism-${number}`, `/center/${number}`, `/center/wrong-${number}`]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', E2E.siteUrl).pathname).toBe(
      canonical(center),
    );
  }
  await page.goto(`/center/autism-${number}`);
  await expect(page).toHaveURL(new RegExp(`${canonical(center)}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(center['company_name']));
});

test('unknown centers show Center Not Found with a link to /centers and status 404', async ({
  page,
}) => {
  for (const path of ['/center/nope-999999', '/center/abc']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Center Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Centers' })).toHaveAttribute(
      'href',
      '/centers',
    );
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Centers' }).click();
  await expect(page).toHaveURL(/\/centers\/?$/);
});

test('Edit Details shows only for the signed-in owner of the center', async ({ page }) => {
  const owner = new PocketBase(E2E.pocketbaseUrl);
  await owner
    .collection('users')
    .authWithPassword(DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.password);
  const userId = owner.authStore.record?.id ?? '';
  const mine = await owner
    .collection('centers')
    .getFirstListItem(owner.filter('owner = {:id} && approved = "yes"', { id: userId }));
  const [theirs] = (
    await pb.collection('centers').getList(1, 1, {
      filter: pb.filter('owner != {:id} && owner != ""', { id: userId }),
    })
  ).items;
  if (!theirs) throw new Error('the demo data has no center of another owner');
  const editDetails = page.getByRole('button', { name: 'Edit Details' });

  const checked = page.locator('[data-owner-only][data-checked]').first();
  await page.goto(canonical(mine));
  await expect(checked).toBeAttached();
  await expect(editDetails).toHaveCount(0);

  const auth = JSON.stringify({ token: owner.authStore.token, record: owner.authStore.record });
  await page.evaluate((value) => {
    localStorage.setItem('pocketbase_auth', value);
  }, auth);
  await page.reload();
  await expect(editDetails).toBeVisible();
  // It opens the editor on this page (owner-edit-in-place.spec.ts).
  await expect(editDetails).toHaveAttribute('aria-haspopup', 'dialog');

  await page.goto(canonical(theirs));
  await expect(checked).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(theirs['company_name']));
  await expect(editDetails).toHaveCount(0);
});

test('the back link leads to the dashboard for visitors who came from there', async ({ page }) => {
  const [center] = (await pb.collection('centers').getList(1, 1)).items;
  if (!center) throw new Error('the demo data has no public center');
  await page.goto(canonical(center));
  await expect(page.getByRole('link', { name: 'Back to centers' })).toHaveAttribute(
    'href',
    '/centers',
  );
  await page.goto(canonical(center), { referer: `${E2E.siteUrl}/dashboard` });
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

test('the page carries MedicalBusiness structured data with the center’s address', async ({
  page,
}) => {
  const [center] = (await pb.collection('centers').getList(1, 1, { sort: 'company_name' })).items;
  if (!center) throw new Error('the demo data has no public center');
  await page.goto(canonical(center));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'MedicalBusiness');
  expect(business).toMatchObject({
    '@context': 'https://schema.org',
    name: String(center['company_name']),
    url: `${E2E.siteUrl}${canonical(center)}/`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: String(center['address']),
      addressLocality: String(center['city']),
      postalCode: String(center['zip_code']),
      addressRegion: 'Minnesota',
    },
  });
  expect(business).not.toHaveProperty('priceRange');
});
