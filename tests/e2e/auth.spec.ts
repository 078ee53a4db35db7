// Accounts end to end: sign up and verify by mail, sign in (admins to /admin), a wrong
// password, password reset by mail, sign out. Real sign-ins are few on purpose: PocketBase
// allows 5 per 10 s per client address and every browser here is 127.0.0.1; the tests run one
// after another to spread them out.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { PASSWORD_MESSAGES } from '../../src/lib/password-rule.ts';
import { isTo, waitForMail } from '../support/mail.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/islands.ts';
import { E2E } from './support/servers.ts';
import { signInAs, superuserClient } from './support/session.ts';

test.describe.configure({ mode: 'serial' });

/** The site link of the given path in a mail's HTML (the token included). */
function linkIn(html: string, path: string): string {
  const match = new RegExp(`href="(https?://[^"]+${path}\\?token=[^"]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`No ${path} link in the mail`);
  return match[1].replace(/&amp;/g, '&');
}

async function openAuth(page: Page): Promise<void> {
  await page.goto('/auth');
  await hydrated(page, 'AuthPage');
}

test('sign up, verify the address from the mail, and land on the dashboard', async ({ page }) => {
  const email = `new-owner-${randomUUID()}@example.org`;
  await openAuth(page);
  await page
    .getByRole('group', { name: 'Account' })
    .getByRole('button', { name: 'Create Account' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await page.getByRole('main').getByLabel('Full name').fill('Nora New');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill('a-new-password');
  await page.locator('form').getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Free Plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Your First Center' })).toBeVisible();

  const mail = await waitForMail(E2E.mailUrl, isTo(email));
  const link = linkIn(mail.html, '/auth/confirm-verification');
  expect(link.startsWith(E2E.siteUrl)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 15_000 });
  const su = await superuserClient();
  const user = await su
    .collection('users')
    .getFirstListItem(su.filter('email = {:email}', { email }));
  expect(user.verified).toBe(true);
});

test('a wrong password says Login Failed with the server message; an admin goes to /admin', async ({
  page,
}) => {
  await openAuth(page);
  await page.getByRole('main').getByLabel('Email').fill(DEMO_ACCOUNTS.owner2.email);
  await page.getByRole('main').getByLabel('Password').fill('not-the-password');
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Failed to authenticate.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/?$/);

  await page.getByRole('main').getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email);
  await page.getByRole('main').getByLabel('Password').fill(DEMO_ACCOUNTS.admin.password);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
});

test('the form checks e-mail and password without the browser and says what is missing', async ({
  page,
}) => {
  await openAuth(page);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
});

test('a password past 72 bytes is explained before the form is sent', async ({ page }) => {
  await openAuth(page);
  await page
    .getByRole('group', { name: 'Account' })
    .getByRole('button', { name: 'Create Account' })
    .click();
  await page.getByRole('main').getByLabel('Email').fill(`bytes-${randomUUID()}@example.org`);
  await page.getByRole('main').getByLabel('Password').fill('é'.repeat(37));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.url());
  });
  await page.locator('form').getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(PASSWORD_MESSAGES.tooLongBytes)).toBeVisible();
  expect(sent).toEqual([]);
});

test('reset a forgotten password by mail, then land on the dashboard', async ({ page }) => {
  const email = `forgetful-${randomUUID()}@example.org`;
  const su = await superuserClient();
  await su.collection('users').create({
    email,
    password: 'the-old-password',
    passwordConfirm: 'the-old-password',
    name: 'Fay Forgetful',
    verified: true,
  });
  await openAuth(page);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `If an account exists for ${email}` }),
  ).toBeVisible();

  const mail = await waitForMail(E2E.mailUrl, isTo(email));
  await page.goto(linkIn(mail.html, '/auth/reset-password'));
  await hydrated(page, 'ResetPassword');
  await page.getByRole('main').getByLabel('New password', { exact: true }).fill('the-new-password');
  await page.getByRole('main').getByLabel('Confirm new password').fill('the-new-passwrod');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Passwords do not match. Please check and try again.')).toBeVisible();
  await page.getByRole('main').getByLabel('Confirm new password').fill('the-new-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('sign out ends the session and goes home', async ({ page }) => {
  await signInAs(page, 'owner2');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${E2E.siteUrl}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  // The dashboard now sends a visitor to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/?$/);
});

test('axe finds no accessibility violations on /auth (Sign In and Create Account)', async ({
  page,
}) => {
  await page.goto('/auth?mode=claim&centerName=Lakeside%20ABA&claimCode=12345678');
  await hydrated(page, 'AuthPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Claim Lakeside ABA' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Access code')).toHaveValue('12345678');
  await expectNoAxeViolations(page);
  await page
    .getByRole('group', { name: 'Account' })
    .getByRole('button', { name: 'Create Account' })
    .click();
  await expectNoAxeViolations(page);
});

test('Sign In tapped while the page is still loading signs in once it has loaded, never putting the password in the address', async ({
  page,
}) => {
  // The sign-in island's own script is held back until after the tap, as on a slow network.
  let release = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/AuthPage\.[^/]*\.js$/, async (route) => {
    await loaded;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/auth');
  await page.getByRole('main').getByLabel('Email').fill(DEMO_ACCOUNTS.owner2.email);
  await page.getByRole('main').getByLabel('Password').fill(DEMO_ACCOUNTS.owner2.password);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  release();
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const { password } = DEMO_ACCOUNTS.owner2;
  expect(addresses.filter((address) => address.includes(encodeURIComponent(password)))).toEqual([]);
});
