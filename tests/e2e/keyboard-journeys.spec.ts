import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { focusProblem } from './support/focus-check.ts';
import { hydrated } from './support/islands.ts';
import { signInAs, superuserClient } from './support/session.ts';

/**
 * Keyboard-only journeys (issue 17): every move is a key press, and after each one focus is
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
