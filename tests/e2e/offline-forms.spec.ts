import { expect, test, type Page } from './support/test.ts';
import { UNREACHABLE_ERROR } from '../../src/lib/account.ts';
import { APPLICATION_MESSAGES } from '../../src/domain/job/job-application-schema.ts';
import { pdfBytes } from '../support/documents.ts';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { EDIT_MESSAGES } from '../../src/features/dashboard/edit-center-schema.ts';
import { signInAs, superuserClient } from './support/session.ts';
import { DRAFT_STORAGE_KEY } from '../../src/features/intake/intake-draft.ts';
import { answeredIntake } from './support/intake-draft.ts';
import { hydrated } from './support/islands.ts';
import { E2E } from './support/servers.ts';

// While PocketBase is down: the pre-rendered site keeps serving, and every form
// says that sending failed and keeps what the visitor typed. PocketBase is made unreachable
// for the browser (every request to it refused), the way a visitor meets an outage; the
// server side of a crash is tests/integration/crash.test.ts.

async function pocketBaseDown(page: Page): Promise<void> {
  // PocketBase's API on the site's origin (the pages themselves keep loading).
  await page.route(`${E2E.browserPocketBaseUrl}/api/**`, (route) =>
    route.abort('connectionrefused'),
  );
}

test.beforeEach(async ({ page }) => {
  await pocketBaseDown(page);
});

test('the public pages keep serving', async ({ page }) => {
  for (const [path, heading] of [
    ['/', /autism/i],
    ['/centers', /centers/i],
    ['/careers', /careers|jobs/i],
    ['/faq', /questions/i],
    ['/intake', 'Get Matched with Centers'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/centers');
  const center = page.getByRole('main').locator('a[href^="/center/"]').first();
  const href = await center.getAttribute('href');
  const response = await page.goto(href ?? '/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Contact Us says sending failed and keeps the message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  const typed = {
    'Full name': 'Olive Outage',
    Email: 'olive@example.org',
    Phone: '6515550177',
    'Business name (optional)': 'Outage Family Services',
    Message: 'Is the Eagan listing up to date?',
  };
  for (const [label, value] of Object.entries(typed)) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to send message. Please try again.');
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(typed)) {
    await expect(dialog.getByLabel(label, { exact: true })).toHaveValue(value);
  }
});

test('the intake wizard says submitting failed and keeps every answer', async ({ page }) => {
  const draft = answeredIntake({
    name: 'Ivy Intake',
    phone: '6515550188',
    email: 'ivy@example.org',
    allow_contact: true,
  });
  await page.goto('/');
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
    },
    [DRAFT_STORAGE_KEY, JSON.stringify(draft)] as const,
  );
  await page.goto('/intake');
  await hydrated(page, 'IntakeWizard');
  await expect(page.getByRole('main').getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Submit Form' }).click();

  await expect(page.getByRole('alert')).toContainText('Error submitting form');
  await expect(page.getByRole('alert')).toContainText('Please try again later.');
  await expect(page.getByRole('main').getByText('Step 5 of 5')).toBeVisible();
  const kept = await page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY);
  expect(JSON.parse(kept ?? '{}')).toMatchObject({ answers: draft.answers });
  for (let step = 4; step >= 1; step -= 1) {
    await page.getByRole('main').getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('main').getByText(`Step ${String(step)} of 5`)).toBeVisible();
  }
  await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue('Ivy Intake');
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('ivy@example.org');
});

test('sign-in says it failed and keeps the e-mail address', async ({ page }) => {
  await page.goto('/auth');
  await hydrated(page, 'AuthPage');
  await page.getByRole('main').getByLabel('Email').fill('sam@example.org');
  await page.getByRole('main').getByLabel('Password').fill('a-good-password');
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Login Failed');
  await expect(page.getByRole('alert')).toContainText(UNREACHABLE_ERROR);
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('sam@example.org');
});

test('a reset link request says it was not sent and keeps the address', async ({ page }) => {
  await page.goto('/auth');
  await hydrated(page, 'AuthPage');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('main').getByLabel('Email').fill('sam@example.org');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toContainText('Reset Link Not Sent');
  await expect(page.getByRole('alert')).toContainText(UNREACHABLE_ERROR);
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('sam@example.org');
  await expect(page.getByText('If an account exists for')).toHaveCount(0);
});

test('claiming says the code could not be checked and keeps it', async ({ page }) => {
  await page.goto('/claim-listing');
  await hydrated(page, 'ClaimListing');
  await page.getByRole('main').getByLabel('Access code').fill('12345678');
  await page.getByRole('main').getByLabel('Center name (optional)').fill('Outage Center');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Failed to validate access code. Please try again.',
  );
  await expect(page.getByRole('main').getByLabel('Access code')).toHaveValue('12345678');
  await expect(page.getByRole('main').getByLabel('Center name (optional)')).toHaveValue(
    'Outage Center',
  );
});

test('Quick Apply says the application failed and keeps what was typed', async ({ page }) => {
  await page.goto('/careers');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Quick Apply/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Quick Apply' });
  const typed = {
    'Full name': 'Quinn Outage',
    Email: 'quinn@example.org',
    'Phone (optional)': '6515550123',
  };
  for (const [label, value] of Object.entries(typed)) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  await dialog
    .getByLabel('Resume')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes('CV') });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  const [title, message] = APPLICATION_MESSAGES.failed.split(': ');
  await expect(dialog.getByRole('alert')).toContainText(title ?? '');
  await expect(dialog.getByRole('alert')).toContainText(message ?? '');
  for (const [label, value] of Object.entries(typed)) {
    await expect(dialog.getByLabel(label, { exact: true })).toHaveValue(value);
  }
});

test('an owner saving an edit while PocketBase goes down is told and keeps the edit', async ({
  page,
}) => {
  // The dashboard loads while PocketBase is up; it goes down before Save.
  await page.unrouteAll();
  const su = await superuserClient();
  const center = await su
    .collection('centers')
    .getFirstListItem(
      su.filter('owner.email = {:email} && approved = "yes"', { email: DEMO_ACCOUNTS.owner.email }),
      { sort: 'number' },
    );
  await signInAs(page, 'owner');
  await page.goto('/dashboard');
  await hydrated(page, 'Dashboard');
  await page.getByRole('button', { name: `Edit ${String(center.company_name)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${String(center.company_name)}` });
  const description = 'Saturday sibling groups, written during an outage.';
  await dialog.getByLabel('Business description').fill(description);
  await pocketBaseDown(page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toContainText(EDIT_MESSAGES.failed);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Business description')).toHaveValue(description);
});
