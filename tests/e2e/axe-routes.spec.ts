import { expect, test, type Page } from './support/test.ts';
import { DRAFT_STORAGE_KEY } from '../../src/features/intake/intake-draft.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { answeredIntake } from './support/intake-draft.ts';
import { hydrated, loadedWithFonts, signedInPageLoaded } from './support/islands.ts';
import { aCenterPath, aCenterWithGallery, aJobPath } from './support/public-paths.ts';
import { E2E } from './support/servers.ts';
import { signInAs, superuserClient } from './support/session.ts';
import { standInStripe } from './support/stripe.ts';

// Every state in three display modes: axe on a full page takes several seconds on a busy
// 2-core machine, two pages (dashboard and admin) more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const publicRoutes = [
  '/',
  '/centers',
  '/centers/page/2',
  '/intake',
  '/faq',
  '/accessibility',
  '/privacy-policy',
  '/terms-of-use',
  '/open-data',
  '/auth',
  '/claim-listing',
  '/pricing',
  '/no-such-page',
  '/center/nope-999999',
  '/careers',
  '/careers/page/2',
  '/job/no-such-job',
];

/** A public page, complete: it fetches nothing after loading. */
async function settle(page: Page) {
  await loadedWithFonts(page);
  await expect(page.locator('h1').first()).toBeVisible();
}

// The check itself: a page with problems must fail it, with each problem named.
test('the axe check fails a page with violations and names them', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>t</title><main><img src="a.png"><button></button></main></html>',
  );
  const failure = await expectNoAxeViolations(page).then(
    () => 'passed',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
  await page.evaluate(() => {
    document.querySelector('img')?.setAttribute('alt', 'A photo');
    document.querySelector('button')?.append('Send');
  });
  await expectNoAxeViolations(page);
});

/** The display modes every state is checked in. */
const MODES = {
  'default colours': { highContrast: false, reducedMotion: false, fontSize: 'normal' },
  'with high contrast': { highContrast: true, reducedMotion: false, fontSize: 'normal' },
  'with extra-large text': { highContrast: false, reducedMotion: false, fontSize: 'extra-large' },
};

for (const [mode, settings] of Object.entries(MODES)) {
  test.describe(mode, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('accessibility-settings', value);
      }, JSON.stringify(settings));
    });

    for (const path of publicRoutes) {
      test(`axe: ${path}`, async ({ page }) => {
        await page.goto(path);
        await settle(page);
        await expectNoAxeViolations(page);
      });
    }

    test('axe: a center page', async ({ page }) => {
      await page.goto(await aCenterPath());
      await settle(page);
      await expectNoAxeViolations(page);
    });

    test('axe: a job page, and /careers with Quick Apply open', async ({ page }) => {
      await page.goto(await aJobPath());
      await settle(page);
      await expectNoAxeViolations(page);
      await page.goto('/careers');
      await settle(page);
      await page
        .getByRole('link', { name: /^Quick Apply/ })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: 'Quick Apply' })
        .getByRole('button', { name: 'Submit Application' })
        .click();
      await expect(page.getByText('Resume is required')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe: the dialogs every page has (menu at 375 px, Accessibility Options, Contact Us)', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/faq');
      await settle(page);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Accessibility' }).click();
      await expect(page.getByRole('dialog', { name: 'Accessibility Options' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Contact Us' }).click();
      const contact = page.getByRole('dialog', { name: 'Contact Us' });
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await expect(contact.getByText('Message must be at least 10 characters')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe: the owner edit dialog', async ({ page }) => {
      await signInAs(page, 'owner');
      await page.goto('/dashboard');
      await signedInPageLoaded(page, 'Dashboard');
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Edit / })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe: the intake after a failed send and with its matches; both claim steps', async ({
      page,
    }) => {
      await page.goto('/');
      await page.evaluate(
        ([key, value]) => {
          localStorage.setItem(key, value);
        },
        [DRAFT_STORAGE_KEY, JSON.stringify(answeredIntake())] as const,
      );
      await page.goto('/intake');
      await hydrated(page, 'IntakeWizard');
      const records = `${E2E.browserPocketBaseUrl}/api/collections/intake_submissions/records`;
      await page.route(records, (route) => route.abort('failed'));
      const submit = page.getByRole('main').getByRole('button', { name: 'Submit Form' });
      await submit.click();
      await expect(page.getByRole('alert')).toContainText('Error submitting form');
      await expectNoAxeViolations(page);
      await page.unroute(records);
      await submit.click();
      const results = page.getByRole('region', { name: 'Your matches' });
      await expect(results.getByRole('heading', { name: 'What happens next' })).toBeVisible();
      await expectNoAxeViolations(page);

      // A listing's code is only checked here, not used: the listing stays unclaimed.
      const su = await superuserClient();
      const listing = await su
        .collection('centers')
        .getFirstListItem('owner = "" && access_code != ""', { sort: 'number' });
      await page.goto('/claim-listing?code=00000001');
      await hydrated(page, 'ClaimListing');
      const verify = page.getByRole('button', { name: 'Verify Code' });
      await verify.click();
      await expect(page.getByRole('alert')).toContainText('Invalid Access Code');
      await expectNoAxeViolations(page);
      await page.getByRole('main').getByLabel('Access code').fill(String(listing['access_code']));
      await verify.click();
      await expect(page.getByText('Step 2 of 2')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe: the terms dialog and the lightbox', async ({ page }) => {
      await page.goto('/faq');
      await page.evaluate(() => {
        localStorage.removeItem('terms-agreed');
      });
      await page.reload();
      await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.evaluate(() => {
        localStorage.setItem('terms-agreed', 'true');
      });
      await page.goto((await aCenterWithGallery()).path);
      await settle(page);
      const photo = page.getByRole('region', { name: 'Photo Gallery' }).getByRole('link').first();
      await photo.hover();
      await hydrated(page, 'PhotoGallery');
      await photo.click();
      await expect(page.getByRole('dialog', { name: /^Photo 1 of/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe: checkout, the admin edit dialog and the owner media and videos tabs', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await standInStripe(page);
      await signInAs(page, 'owner2');
      await page.goto('/pricing');
      await settle(page);
      const premium = page.getByRole('region', { name: 'Premium' });
      await premium.getByRole('link', { name: 'Choose Premium' }).hover();
      await premium.getByRole('button', { name: 'Choose Premium' }).click();
      const checkout = page.getByRole('dialog', { name: 'Subscribe to Premium' });
      await expect(checkout.getByRole('form', { name: 'Card payment' })).toBeVisible();
      await expectNoAxeViolations(page);

      const admin = await page.context().newPage();
      await signInAs(admin, 'admin');
      await admin.goto('/admin');
      await hydrated(admin, 'AdminPanel');
      await admin
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(admin.getByRole('dialog', { name: /^Edit / })).toBeVisible();
      await expectNoAxeViolations(admin);

      const owner = await page.context().newPage();
      await signInAs(owner, 'owner');
      await owner.goto('/dashboard');
      await hydrated(owner, 'Dashboard');
      await owner
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      const edit = owner.getByRole('dialog', { name: /^Edit / });
      for (const [tab, ready] of [
        ['Media & Branding', 'Photo gallery'],
        ['Videos', 'Add a video'],
      ] as const) {
        await edit.getByRole('tab', { name: tab }).click();
        await expect(edit.getByRole('heading', { name: ready })).toBeVisible();
        await expectNoAxeViolations(owner);
      }
    });

    test('axe: /dashboard as an owner and /admin as an admin', async ({ page }) => {
      await signInAs(page, 'owner');
      await page.goto('/dashboard');
      await signedInPageLoaded(page, 'Dashboard');
      await expectNoAxeViolations(page);
      const admin = await page.context().newPage();
      await signInAs(admin, 'admin');
      await admin.goto('/admin');
      await signedInPageLoaded(admin, 'AdminPanel');
      await expectNoAxeViolations(admin);
    });
  });
}
