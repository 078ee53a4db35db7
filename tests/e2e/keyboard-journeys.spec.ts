import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from './support/test.ts';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { minnesotaToday } from '../../src/features/intake/minnesota-date.ts';
import { TOAST_REGION_IDS } from '../../src/lib/toast.ts';
import { focusProblem } from './support/focus-check.ts';
import { hydrated } from './support/islands.ts';
import { aCenterWithGallery } from './support/public-paths.ts';
import { E2E } from './support/servers.ts';
import { signInAs, superuserClient } from './support/session.ts';

/**
 * Keyboard-only journeys: every move is a key press, and after each one focus is
 * where it should be, visible and not covered (support/focus-check.ts).
 */

/** Presses Tab (or Shift+Tab) until the target has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect(await focusProblem(page)).toBeNull();
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Focus is on the target (by its name), visible and not covered. */
async function focusedOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  expect(await focusProblem(page)).toBeNull();
}

/** The error toast with this title (the message a failed submit moves focus to). */
function errorToast(page: Page, title: string): Locator {
  return page.locator(`#${TOAST_REGION_IDS.error} > div`).filter({ hasText: title });
}

/** Dismisses the focused error toast by keyboard: its button comes right after the message. */
async function dismissToast(page: Page, toast: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await focusedOn(page, toast.getByRole('button', { name: 'Dismiss notification' }));
  await page.keyboard.press('Enter');
  await expect(toast).toHaveCount(0);
}

test('search the directory, open a center and reach its phone link', async ({ page }) => {
  const su = await superuserClient();
  const center = await su
    .collection('centers')
    .getFirstListItem('approved = "yes" && phone_number != ""', { sort: 'number' });
  const name = String(center.company_name);
  await page.goto('/centers');
  const search = page.getByLabel('Search centers');
  await tabTo(page, search);
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  const result = page.getByRole('link', { name, exact: true }).first();
  await expect(result).toBeVisible();
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const phone = page.locator('main a[href^="tel:"]').first();
  await tabTo(page, phone, { limit: 80 });
  await expect(phone).toBeFocused();
});

test('owner: open Edit by keyboard, save, and focus stays in view and comes back', async ({
  page,
}) => {
  // About a hundred checked Tab stops through the whole edit form.
  test.setTimeout(120_000);
  const su = await superuserClient();
  const center = await su.collection('centers').getFirstListItem(
    su.filter('owner.email = {:email} && approved = "yes"', {
      email: DEMO_ACCOUNTS.owner.email,
    }),
  );
  await signInAs(page, 'owner');
  await page.goto('/dashboard');
  await hydrated(page, 'Dashboard');
  const edit = page.getByRole('button', { name: `Edit ${String(center.company_name)}` });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Edit ${String(center.company_name)}` });
  await expect(dialog).toBeVisible();
  // Focus opens inside the dialog on its first useful control, not on the x.
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Close' })).not.toBeFocused();
  expect(await focusProblem(page)).toBeNull();

  const save = dialog.getByRole('button', { name: 'Save Changes' });
  await tabTo(page, save, { limit: 120 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('Center Updated')).toBeVisible();
  // Saved: focus is on Save Changes while the dialog stays, or back on Edit once it closes.
  await expect(async () => {
    const focused = (await dialog.isVisible()) ? save : edit;
    await expect(focused).toBeFocused({ timeout: 100 });
  }).toPass();
  expect(await focusProblem(page)).toBeNull();

  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
  }
});

test('a failed submit puts focus on the first field in error, with its message', async ({
  page,
}) => {
  await page.goto('/auth');
  await hydrated(page, 'AuthPage');
  const signIn = page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true });
  await tabTo(page, signIn.last());
  await page.keyboard.press('Enter');
  const email = page.getByRole('main').getByLabel('Email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(await focusProblem(page)).toBeNull();
});

test('intake: the whole wizard by keyboard, failed submits, then the matches', async ({ page }) => {
  // Five steps, two failed sends and the results, every Tab stop checked.
  test.setTimeout(150_000);
  const main = page.getByRole('main');
  const heading = (name: string) => main.getByRole('heading', { name });
  const next = async (title: string) => {
    await tabTo(page, main.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await focusedOn(page, heading(title));
  };
  await page.goto('/intake');
  await hydrated(page, 'IntakeWizard');

  // Step 1, refused while empty: focus on the first field, which says what is wrong.
  await tabTo(page, main.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await focusedOn(page, main.getByLabel('Full name'));
  await expect(main.getByLabel('Full name')).toHaveAccessibleDescription(
    'Full name must be at least 2 characters',
  );
  await page.keyboard.type('Kai Keys');
  await page.keyboard.press('Tab');
  await focusedOn(page, main.getByLabel('Phone'));
  await page.keyboard.type('6515550166');
  await page.keyboard.press('Tab');
  await focusedOn(page, main.getByLabel('Email'));
  await page.keyboard.type(`kai-${randomUUID().slice(0, 8)}@example.org`);
  await next('Location Preferences');

  // Step 2.
  await tabTo(page, main.getByRole('checkbox', { name: 'Minneapolis' }));
  await page.keyboard.press('Space');
  await tabTo(page, main.getByRole('checkbox', { name: 'English' }));
  await page.keyboard.press('Space');
  await tabTo(page, main.getByRole('radio', { name: 'At my residence' }));
  await page.keyboard.press('ArrowDown');
  await focusedOn(page, main.getByRole('radio', { name: 'At the center', checked: true }));
  await next('Center Preferences');

  // Step 3: a start date a month from now, typed as the en-US date field takes it.
  await tabTo(page, main.getByRole('radio', { name: 'Early Intervention (0-3 years)' }));
  await page.keyboard.press('ArrowDown');
  await focusedOn(page, main.getByRole('radio', { name: 'Preschool (3-5 years)', checked: true }));
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowUp');
  await focusedOn(page, main.getByRole('radio', { name: 'No preference', checked: true }));
  await page.keyboard.press('Tab');
  await focusedOn(page, main.getByLabel('Desired start date'));
  const today = minnesotaToday();
  const start = new Date(Date.parse(`${today}T12:00:00Z`) + 30 * 86_400_000).toISOString();
  await page.keyboard.type(`${start.slice(5, 7)}${start.slice(8, 10)}${start.slice(0, 4)}`);
  await next('Insurance Information');

  // Step 4.
  await tabTo(page, main.getByRole('radio', { name: 'Blue Cross Blue Shield' }));
  await page.keyboard.press('ArrowDown');
  await focusedOn(page, main.getByRole('radio', { name: 'Medica', exact: true, checked: true }));
  await next('Permissions');

  // Step 5, refused without the agreement: focus on that box, with its message.
  const submit = main.getByRole('button', { name: 'Submit Form' });
  const agree = main.getByRole('checkbox', { name: /I agree that the information I give/ });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await focusedOn(page, agree);
  await expect(agree).toHaveAccessibleDescription('Please agree so we can match you with centers');
  await page.keyboard.press('Space');
  await tabTo(page, main.getByRole('checkbox', { name: /Share my request/ }), { back: true });
  await page.keyboard.press('Space');

  // Sending fails (the server errs, then the connection is down): focus goes to the message,
  // and back to Submit Form once it is dismissed.
  const records = `${E2E.browserPocketBaseUrl}/api/collections/intake_submissions/records`;
  await page.route(records, (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'Something went wrong.' } }),
  );
  await tabTo(page, submit);
  for (const fail of ['server error', 'offline']) {
    await page.keyboard.press('Enter');
    const toast = errorToast(page, 'Error submitting form');
    await focusedOn(page, toast);
    await expect(toast, fail).toContainText('Please try again later.');
    await dismissToast(page, toast);
    await focusedOn(page, submit);
    await page.unroute(records);
    if (fail === 'server error') await page.route(records, (route) => route.abort('failed'));
  }

  // Sent: focus on the results, which list the matches and what happens next.
  await page.keyboard.press('Enter');
  const results = main.getByRole('region', { name: 'Your matches' });
  await focusedOn(page, heading('Your matches'));
  await expect(results.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  const match = results.getByRole('article').first().getByRole('link').first();
  await tabTo(page, match);
  await tabTo(page, results.getByRole('link', { name: 'Follow your request' }));
});

test('claim: a wrong code, then the right one and a new account, by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  // A listing of its own, so no other test's claim takes it first.
  const su = await superuserClient();
  const code = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const name = `Keyboard Claim Center ${randomUUID().slice(0, 6)}`;
  const center = await su.collection('centers').create({
    company_name: name,
    city: 'Duluth',
    address: '12 Tab Street',
    phone_number: '2185550142',
    approved: 'yes',
    access_code: code,
  });
  try {
    const main = page.getByRole('main');
    const field = main.getByLabel('Access code');
    const verify = main.getByRole('button', { name: 'Verify Code' });
    await page.goto('/claim-listing');
    await hydrated(page, 'ClaimListing');

    // Empty: focus on the field, which says what is missing.
    await tabTo(page, verify);
    await page.keyboard.press('Enter');
    await focusedOn(page, field);
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // A wrong code: focus on the message, back on the field once dismissed.
    await page.keyboard.type('11112222');
    await page.keyboard.press('Enter');
    const refused = errorToast(page, 'Invalid Access Code');
    await focusedOn(page, refused);
    await expect(refused).toContainText(
      'This access code is not valid or the center has already been claimed.',
    );
    await dismissToast(page, refused);
    await focusedOn(page, field);

    // The right code: step 2's heading takes focus.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await focusedOn(page, main.getByRole('heading', { name: `Claim ${name}` }));

    // A new account, the password mistyped once: focus on the field in error.
    await tabTo(page, main.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');
    await tabTo(page, main.getByLabel('Full name'));
    await page.keyboard.type('Tab Claimer');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`tab-claimer-${randomUUID().slice(0, 8)}@example.org`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('a-keyboard-password');
    await page.keyboard.press('Tab');
    const confirm = main.getByLabel('Confirm password');
    await focusedOn(page, confirm);
    await page.keyboard.type('a-keyboard-pasword');
    await page.keyboard.press('Enter');
    await focusedOn(page, confirm);
    await expect(confirm).toHaveAccessibleDescription(
      'Passwords do not match. Please check and try again.',
    );
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('a-keyboard-password');
    await page.keyboard.press('Enter');

    // Claimed: focus on the message that replaced the form, then the dashboard.
    await focusedOn(page, main.getByRole('status').filter({ hasText: `${name} is yours` }));
    await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 15_000 });
  } finally {
    await su.collection('centers').delete(center.id);
  }
});

test('lightbox: open a photo, move, zoom and close by keyboard', async ({ page }) => {
  const { path, photos } = await aCenterWithGallery();
  await page.goto(path);
  const gallery = page.getByRole('region', { name: 'Photo Gallery' });
  const first = gallery.getByRole('link').first();
  await tabTo(page, first, { limit: 80 });
  await page.keyboard.press('Enter');
  // The dialog is named by its heading, which follows the photo shown.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`Photo 1 of ${String(photos)}`);
  await focusedOn(page, dialog.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName(`Photo 2 of ${String(photos)}`);
  await focusedOn(page, dialog.getByRole('button', { name: 'Close' }));
  await tabTo(page, dialog.getByRole('button', { name: 'Zoom in' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('150%')).toBeVisible();
  await focusedOn(page, dialog.getByRole('button', { name: 'Zoom in' }));
  // Every stop of the dialog, round to where it started.
  await tabTo(page, dialog.getByRole('button', { name: 'Zoom in' }), { limit: photos + 10 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await focusedOn(page, first);
});

/** A form whose sending fails: how to reach it, what to refuse, the button and the message. */
interface FailedSend {
  form: string;
  as?: keyof typeof DEMO_ACCOUNTS;
  /** PocketBase requests refused as when the connection is down (method: only those). */
  refuse: { path: string; method?: string };
  /** Opens and fills the form; returns its submit button. */
  fill: (page: Page) => Promise<Locator>;
  /** The message focus must go to. */
  message: (page: Page) => Locator;
}

const toastSaying = (text: string) => (page: Page) =>
  page.locator(`#${TOAST_REGION_IDS.error} > div`).filter({ hasText: text });

/** Opens a dialog from the button with this name, by keyboard. */
async function openWith(page: Page, button: Locator): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
}

const FAILED_SENDS: FailedSend[] = [
  {
    form: 'Contact Us',
    refuse: { path: '/api/collections/contact_messages/records' },
    fill: async (page) => {
      await page.goto('/faq');
      await openWith(page, page.getByRole('button', { name: 'Contact Us' }));
      const dialog = page.getByRole('dialog', { name: 'Contact Us' });
      await dialog.getByLabel('Full name').fill('Focus Example');
      await dialog.getByLabel('Email').fill('focus@example.org');
      await dialog.getByLabel('Phone').fill('6515550121');
      await dialog.getByLabel('Message').fill('Where does focus go when this fails?');
      return dialog.getByRole('button', { name: 'Send Message' });
    },
    message: toastSaying('Failed to send message. Please try again.'),
  },
  {
    form: 'Sign In',
    refuse: { path: '/api/collections/users/auth-with-password' },
    fill: async (page) => {
      await page.goto('/auth');
      await hydrated(page, 'AuthPage');
      await page.getByRole('main').getByLabel('Email').fill('focus@example.org');
      await page.getByRole('main').getByLabel('Password').fill('a-good-password');
      return page.locator('form').getByRole('button', { name: 'Sign In' });
    },
    message: toastSaying('Login Failed'),
  },
  {
    form: 'Quick Apply',
    refuse: { path: '/api/collections/job_applications/records' },
    fill: async (page) => {
      await page.goto('/careers');
      await openWith(page, page.getByRole('link', { name: /^Quick Apply/ }).first());
      const dialog = page.getByRole('dialog', { name: 'Quick Apply' });
      await dialog.getByLabel('Full name').fill('Focus Example');
      await dialog.getByLabel('Email').fill('focus@example.org');
      await dialog.getByLabel('Resume').setInputFiles({
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      return dialog.getByRole('button', { name: 'Submit Application' });
    },
    message: (page) =>
      page
        .getByRole('dialog', { name: 'Quick Apply' })
        .getByRole('alert')
        .filter({ hasText: 'Submission Failed' }),
  },
  {
    form: "the owner's Edit",
    as: 'owner',
    refuse: { path: '/api/collections/centers/records/*', method: 'PATCH' },
    fill: async (page) => {
      await page.goto('/dashboard');
      await hydrated(page, 'Dashboard');
      await openWith(page, page.getByRole('button', { name: /^Edit / }).first());
      return page.getByRole('dialog', { name: /^Edit / }).getByRole('button', {
        name: 'Save Changes',
      });
    },
    message: toastSaying('Failed to update center. Please try again.'),
  },
  {
    form: "the admin's Edit",
    as: 'admin',
    refuse: { path: '/api/collections/centers/records/*', method: 'PATCH' },
    fill: async (page) => {
      await page.goto('/admin');
      await hydrated(page, 'AdminPanel');
      await openWith(page, page.getByRole('button', { name: /^Edit / }).first());
      return page.getByRole('dialog', { name: /^Edit / }).getByRole('button', {
        name: 'Save Changes',
      });
    },
    message: toastSaying('Failed to update center. Please try again.'),
  },
];

for (const scenario of FAILED_SENDS) {
  test(`${scenario.form}: a failed send puts focus on the message`, async ({ page }) => {
    if (scenario.as) await signInAs(page, scenario.as);
    const submit = await scenario.fill(page);
    await page.route(`${E2E.browserPocketBaseUrl}${scenario.refuse.path}`, (route) =>
      !scenario.refuse.method || route.request().method() === scenario.refuse.method
        ? route.abort('failed')
        : route.fallback(),
    );
    await submit.focus();
    await page.keyboard.press('Enter');
    await focusedOn(page, scenario.message(page));
  });
}
