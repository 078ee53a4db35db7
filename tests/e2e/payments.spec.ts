import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import Stripe from 'stripe';
import { E2E } from './support/servers.ts';
import { hydrated } from './support/islands.ts';
import { standInStripe } from './support/stripe.ts';
import { signInAsUser, superuserClient } from './support/session.ts';

/** A new verified owner with no plan, signed in on the page. */
async function newOwner(page: Page) {
  const su = await superuserClient();
  const password = `pw-${randomUUID()}`;
  const user = await su.collection('users').create({
    email: `payer-${randomUUID()}@example.org`,
    password,
    passwordConfirm: password,
    name: 'Paying Owner',
    verified: true,
  });
  await signInAsUser(page, user);
  return user;
}

const stripe = new Stripe(E2E.stripe.secretKey);

/** Posts a Stripe event to the site's webhook, signed as Stripe signs it. */
async function sendWebhook(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
): Promise<Response> {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created,
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: E2E.stripe.webhookSecret,
  });
  return fetch(`${E2E.siteUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
}

/** The owner's subscription row as the server keeps it. */
async function subscriptionOf(userId: string) {
  const su = await superuserClient();
  return su.collection('subscriptions').getFirstListItem(su.filter('user = {:u}', { u: userId }));
}

/** A Stripe subscription object for the owner's customer and the premium plan, by status. */
async function subscriptionFor(userId: string) {
  const row = await subscriptionOf(userId);
  const su = await superuserClient();
  const plan = await su
    .collection('plans')
    .getFirstListItem('type = "premium" && is_active = true');
  const id = `sub_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
  return (status: string) => ({
    id,
    object: 'subscription',
    customer: row.stripe_customer_id as string,
    status,
    metadata: { plan_id: plan.id, user_id: userId },
    items: {
      data: [
        {
          current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
          price: { id: 'price_e2e', unit_amount: Math.round(Number(plan.price_monthly) * 100) },
        },
      ],
    },
  });
}

test('/pricing: the plans, then Premium through embedded Checkout and back to free when cancelled', async ({
  page,
}) => {
  await standInStripe(page);
  const owner = await newOwner(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  const free = page.getByRole('region', { name: 'Free' });
  const premium = page.getByRole('region', { name: 'Premium' });
  await expect(free.getByText('$0', { exact: true })).toBeVisible();
  await expect(free.getByText('/month')).toHaveCount(0);
  await expect(premium.getByText('Most Popular')).toBeVisible();
  await expect(premium.getByText(/\+\d+ more features/)).toBeVisible();
  // What premium adds comes first on its card, not what the free plan has as well.
  await expect(
    premium.getByRole('listitem').filter({ hasText: 'Featured placement' }),
  ).toBeVisible();
  await expect(
    premium.getByRole('listitem').filter({ hasText: 'Advanced analytics' }),
  ).toBeVisible();
  await expect(free.getByText('Current Plan')).toBeVisible();
  await expect(premium.getByText('Current Plan')).toBeHidden();

  // The button hydrates when the visitor reaches for it; signed in, it opens the checkout.
  await premium.getByRole('link', { name: 'Choose Premium' }).hover();
  await premium.getByRole('button', { name: 'Choose Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Premium' });
  await expect(dialog.getByRole('form', { name: 'Card payment' })).toBeVisible();

  // Stripe's webhook makes the plan premium (the source of truth); the stand-in completes.
  const subscription = await subscriptionFor(owner.id);
  const active = subscription('active');
  expect((await sendWebhook('customer.subscription.created', active)).status).toBe(200);
  await dialog.getByLabel('Card number').fill('4242424242424242');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment received. Activating your Premium plan…')).toBeVisible();

  await page.waitForURL(/\/dashboard/);
  await expect(page.getByRole('status').getByText('Subscription Successful!')).toBeVisible();
  await expect(page.getByText('Premium Plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();

  // Cancelled in Stripe: the plan is free again within the event.
  const cancelled = { ...active, status: 'canceled' };
  const later = Math.floor(Date.now() / 1000) + 60;
  expect((await sendWebhook('customer.subscription.deleted', cancelled, later)).status).toBe(200);
  await page.reload();
  await expect(page.getByText('Free Plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
});

test('a checkout that cannot start shows Checkout Error with a Close button', async ({ page }) => {
  await page.route('https://js.stripe.com/**', (route) => route.abort());
  await newOwner(page);
  await page.goto('/pricing');
  const premium = page.getByRole('region', { name: 'Premium' });
  await premium.getByRole('link', { name: 'Choose Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Premium' });
  await expect(dialog.getByRole('alert')).toContainText('Checkout Error');
  await expect(dialog.getByRole('alert')).toContainText('Failed to initialize checkout');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('signed in, a quick tap on a plan button before it hydrates opens checkout, not /auth', async ({
  page,
}) => {
  await standInStripe(page);
  await newOwner(page);
  await page.goto('/pricing');
  const premium = page.getByRole('region', { name: 'Premium' });
  // Nothing hydrates before the visitor acts (no React on load).
  await expect(premium.locator('astro-island[ssr]')).toHaveCount(1);
  await premium.getByRole('link', { name: 'Choose Premium' }).dispatchEvent('click');
  await expect(
    page.getByRole('dialog', { name: 'Subscribe to Premium' }).getByRole('form', {
      name: 'Card payment',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pricing\/?$/);
});

test('signed out, choosing Premium goes to /auth and back to /pricing', async ({ page }) => {
  await page.goto('/pricing');
  await page
    .getByRole('region', { name: 'Premium' })
    .getByRole('link', { name: 'Choose Premium' })
    .click();
  await expect(page).toHaveURL(/\/auth\/?\?next=%2Fpricing$/);
});

test('a bad signature is refused with 400', async () => {
  const response = await fetch(`${E2E.siteUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=forged' },
    body: JSON.stringify({ id: 'evt_forged', type: 'customer.subscription.created' }),
  });
  expect(response.status).toBe(400);
});

test("the dashboard's plan chooser: Premium through the checkout, then the premium tabs open", async ({
  page,
}) => {
  await standInStripe(page);
  const owner = await newOwner(page);
  const su = await superuserClient();
  const center = await su.collection('centers').create({
    company_name: `Chooser Center ${randomUUID().slice(0, 8)}`,
    owner: owner.id,
    claimed: true,
    approved: 'yes',
  });
  await page.goto('/dashboard');
  await hydrated(page, 'Dashboard');
  await page.getByRole('button', { name: `Edit ${String(center.company_name)}` }).click();
  const chooser = page.getByRole('dialog', { name: 'Unlock Premium Features' });
  await chooser.getByRole('button', { name: 'Choose Premium' }).click();
  const checkout = page.getByRole('dialog', { name: 'Subscribe to Premium' });
  await expect(checkout.getByRole('form', { name: 'Card payment' })).toBeVisible();

  const subscription = await subscriptionFor(owner.id);
  expect((await sendWebhook('customer.subscription.created', subscription('active'))).status).toBe(
    200,
  );
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status').getByText('Subscription Successful!')).toBeVisible();
  await expect(page.getByText('Premium Plan', { exact: true })).toBeVisible();
  const editor = page.getByRole('dialog', { name: `Edit ${String(center.company_name)}` });
  await expect(editor.getByRole('tab', { name: /Media & Branding/ })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
