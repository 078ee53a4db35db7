// What owners stumbled on, walked again: /pricing offers a subscriber Manage Subscription and
// a signed-in user no 'Get Started'; Post Job says what is wrong with each application field,
// beside it, with nothing covering the form; a closing time before the opening time is
// refused in the form and by the server. Each test makes its own owner and records.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { focusProblem } from './support/focus-check.ts';
import { hydrated } from './support/islands.ts';
import { signInAsUser, superuserClient } from './support/session.ts';

/** A new verified owner, signed in on the page, with one approved center (and Premium if asked). */
async function newOwner(page: Page, { premium = false } = {}) {
  const su = await superuserClient();
  const tag = randomUUID().slice(0, 8);
  const password = `pw-${randomUUID()}`;
  const user = await su.collection('users').create({
    email: `walk-${tag}@example.org`,
    password,
    passwordConfirm: password,
    name: `Walk Owner ${tag}`,
    verified: true,
  });
  const center = await su.collection('centers').create({
    company_name: `Walk Owner Center ${tag}`,
    city: 'Duluth',
    owner: user.id,
    claimed: true,
    approved: 'yes',
  });
  if (premium) {
    const plan = await su
      .collection('plans')
      .getFirstListItem('type = "premium" && is_active = true');
    await su.collection('subscriptions').create({
      user: user.id,
      plan: plan.id,
      plan_type: 'premium',
      status: 'active',
      source: 'admin',
    });
  }
  await signInAsUser(page, user);
  return { user, center };
}

for (const width of [375, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });

    test('a premium subscriber is offered Manage Subscription, never Premium again', async ({
      page,
    }) => {
      await newOwner(page, { premium: true });
      await page.goto('/pricing');
      const premium = page.getByRole('region', { name: 'Premium' });
      const free = page.getByRole('region', { name: 'Free' });
      await expect(premium.getByText('Current Plan')).toBeVisible();
      const manage = premium.getByRole('button', { name: 'Manage Subscription' });
      await expect(manage).toBeVisible();
      await expect(premium.getByRole('link', { name: 'Choose Premium' })).toBeHidden();
      await expect(premium.getByRole('button', { name: 'Choose Premium' })).toHaveCount(0);
      await expect(free.getByRole('link', { name: 'Get Started' })).toBeHidden();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`pricing-premium-${String(width)}.png`),
        fullPage: true,
      });
      // The button stands in for the island's own: a click opens the billing portal's tab.
      const portal = page.waitForEvent('popup');
      await manage.click();
      await (await portal).close();
      // Again, once the island is there: the same.
      const again = page.waitForEvent('popup');
      await manage.click();
      await again;
    });

    test('a free signed-in user is not offered Get Started', async ({ page }) => {
      await newOwner(page);
      await page.goto('/pricing');
      const free = page.getByRole('region', { name: 'Free' });
      const premium = page.getByRole('region', { name: 'Premium' });
      await expect(free.getByText('Current Plan')).toBeVisible();
      await expect(free.getByRole('link', { name: 'Get Started' })).toBeHidden();
      await expect(free.getByRole('link')).toHaveCount(0);
      await expect(premium.getByRole('link', { name: 'Choose Premium' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`pricing-free-${String(width)}.png`),
        fullPage: true,
      });
    });

    test('Post Job says what is wrong with each application field, with nothing over the form', async ({
      page,
    }) => {
      const { center } = await newOwner(page);
      await page.goto('/dashboard');
      await hydrated(page, 'Dashboard');
      await page.getByRole('tab', { name: 'Job Postings' }).click();
      await page
        .getByRole('button', { name: /^Post Job/ })
        .first()
        .click();
      const form = page.getByRole('dialog', { name: 'Post a Job' });
      await expect(form).toContainText(String(center.company_name));
      await form.getByLabel('Job title').fill('Behavior Technician');
      await form
        .getByLabel('Description', { exact: true })
        .fill('One-to-one ABA sessions with children in our Duluth clinic, with full training.');
      await form.getByLabel('Application email').fill('jobs-at-clinic');
      await form.getByLabel('Application URL').fill('clinic jobs page');
      await form.getByRole('button', { name: 'Post Job' }).click();
      await expect(form.getByLabel('Application email')).toHaveAccessibleDescription(
        'Invalid email',
      );
      await expect(form.getByLabel('Application URL')).toHaveAccessibleDescription('Invalid URL');
      await expect(
        form.getByText('Please provide either an application email or URL.'),
      ).toHaveCount(0);
      await expect(page.getByText('Application method required')).toHaveCount(0);
      await expect(form.getByLabel('Application email')).toBeFocused();
      expect(await focusProblem(page)).toBeNull();

      // Neither given: the spec's title and message, in the form beside the fields, no toast.
      await form.getByLabel('Application email').fill('');
      await form.getByLabel('Application URL').fill('');
      await form.getByRole('button', { name: 'Post Job' }).click();
      await expect(form.getByLabel('Application email')).toHaveAccessibleDescription(
        'Please provide either an application email or URL.',
      );
      await expect(form.getByText('Application method required')).toBeVisible();
      await expect(page.locator('#toasts-assertive > div')).toHaveCount(0);
      await expect(form.getByLabel('Application email')).toBeInViewport({ ratio: 1 });
      expect(await focusProblem(page)).toBeNull();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`post-job-${String(width)}.png`) });
    });
  });
}

test('a closing time before the opening time is refused in the form and by the server', async ({
  page,
}) => {
  const { user, center } = await newOwner(page);
  const name = String(center.company_name);
  await page.goto('/dashboard');
  await hydrated(page, 'Dashboard');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const chooser = page.getByRole('dialog', { name: 'Unlock Premium Features' });
  await chooser.getByRole('button', { name: /^Continue with/ }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByLabel('Monday opens').fill('17:00');
  await dialog.getByLabel('Monday closes').fill('09:00');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('group', { name: 'Monday' })).toHaveAccessibleDescription(
    'The closing time must be later than the opening time',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('group', { name: 'Monday' }).screenshot({
    path: test.info().outputPath('hours-refused-1280.png'),
  });
  const su = await superuserClient();
  expect((await su.collection('centers').getOne(center.id)).monday_close).toBe('');

  // The server holds the same rule for anyone who skips the form.
  const owner = await su.collection('users').impersonate(user.id, 600);
  await expect(
    owner.collection('centers').update(center.id, { monday_open: '17:00', monday_close: '09:00' }),
  ).rejects.toMatchObject({
    status: 400,
    response: {
      message: 'Monday: the closing time must be later than the opening time.',
      data: { monday_close: { message: 'The closing time must be later than the opening time.' } },
    },
  });
  expect((await su.collection('centers').getOne(center.id)).monday_close).toBe('');
  // A day that opens before it closes saves.
  await owner
    .collection('centers')
    .update(center.id, { monday_open: '09:00', monday_close: '17:00' });
});
