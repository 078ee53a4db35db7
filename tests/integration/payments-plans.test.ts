// Plans by hand and premium-only content: an admin grants or ends Premium (source
// admin), a plan paid through Stripe ends only in Stripe, and centers.owner_premium follows the
// owner's plan whoever changes it, so premium content hides while the plan is not active.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from './support/owners.ts';
import { ownedCenter, ownerOn } from './support/owners.ts';
import { createPlan, customerOwner, fresh, testPayments } from './support/payments.ts';
import { createUser, superuserClient, type TestUser } from './support/pocketbase.ts';
import { deliver, stripeEvent, subscriptionObject } from './support/stripe-events.ts';

const payments = testPayments();
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser('admin');
  await createPlan({ price_monthly: 49 });
});

async function planRow(userId: string) {
  const su = await superuserClient();
  const row = await su
    .collection('subscriptions')
    .getFirstListItem(su.filter('user = {:u}', { u: userId }));
  return {
    plan_type: row.plan_type as string,
    status: row.status as string,
    source: row.source as string,
  };
}

describe('an admin grants and ends Premium', () => {
  it('grants Premium to a free owner, whose centers then show premium content, and ends it', async () => {
    const owner = await ownerOn('none');
    const center = await ownedCenter(owner, { facebook: 'https://facebook.com/center' });
    expect((await fresh('centers', center.id)).owner_premium).toBe(false);

    const granted = await post(admin.client, `/api/admin/users/${owner.record.id}/plan`, {
      plan: 'premium',
    });
    expect(granted).toEqual({
      status: 200,
      body: { plan_type: 'premium', status: 'active', source: 'admin' },
    });
    expect((await fresh('centers', center.id)).owner_premium).toBe(true);

    expect(
      (await post(admin.client, `/api/admin/users/${owner.record.id}/plan`, { plan: 'free' }))
        .status,
    ).toBe(200);
    expect(await planRow(owner.record.id)).toEqual({
      plan_type: 'free',
      status: 'active',
      source: 'admin',
    });
    const after = await fresh('centers', center.id);
    expect(after.owner_premium).toBe(false);
    // The content stays stored; only the pages stop showing it.
    expect(after.facebook).toBe('https://facebook.com/center');
  });

  it('refuses a bad body and an unknown user', async () => {
    const owner = await ownerOn('free');
    expect(
      (await post(admin.client, `/api/admin/users/${owner.record.id}/plan`, { plan: 'gold' }))
        .status,
    ).toBe(400);
    expect(
      (await post(admin.client, '/api/admin/users/nosuchuser12345/plan', { plan: 'premium' }))
        .status,
    ).toBe(404);
  });

  it('does not end a plan paid through Stripe (409), and Stripe never ends a grant', async () => {
    const { owner: paying, customer } = await customerOwner();
    const su = await superuserClient();
    const plan = await createPlan({ price_monthly: 49 });
    const sub = (status: string, id = 'sub_paying') =>
      subscriptionObject({ id, customer, status, metadata: { plan_id: plan.id } });
    await deliver(
      payments,
      stripeEvent('customer.subscription.created', sub('active'), 1_800_000_000),
    );
    const ended = await post(admin.client, `/api/admin/users/${paying.record.id}/plan`, {
      plan: 'free',
    });
    expect(ended.status).toBe(409);
    expect(await planRow(paying.record.id)).toEqual({
      plan_type: 'premium',
      status: 'active',
      source: 'stripe',
    });

    // Granted by an admin: a later cancellation from Stripe leaves the grant in place.
    const granted = await ownerOn('none');
    const grantedCustomer = `cus_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await post(admin.client, `/api/admin/users/${granted.record.id}/plan`, { plan: 'premium' });
    const row = await su
      .collection('subscriptions')
      .getFirstListItem(su.filter('user = {:u}', { u: granted.record.id }));
    await su.collection('subscriptions').update(row.id, { stripe_customer_id: grantedCustomer });
    const cancel = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject({
        id: 'sub_old',
        customer: grantedCustomer,
        status: 'canceled',
        metadata: { plan_id: plan.id },
      }),
      1_800_000_100,
    );
    expect((await deliver(payments, cancel)).body.reason).toBe('plan granted by an admin');
    expect((await planRow(granted.record.id)).plan_type).toBe('premium');
  });
});

describe('premium content follows the plan', () => {
  it('hides while a Stripe plan is past due or canceled, and comes back when active', async () => {
    const { owner, customer } = await customerOwner();
    const center = await ownedCenter(owner);
    const plan = await createPlan({ price_monthly: 49 });
    const steps: [string, number, boolean][] = [
      ['active', 10, true],
      ['past_due', 20, false],
      ['active', 30, true],
      ['canceled', 40, false],
    ];
    for (const [status, at, shown] of steps) {
      await deliver(
        payments,
        stripeEvent(
          'customer.subscription.updated',
          subscriptionObject({ id: 'sub_cycle', customer, status, metadata: { plan_id: plan.id } }),
          1_800_000_000 + at,
        ),
      );
      expect((await fresh('centers', center.id)).owner_premium, status).toBe(shown);
    }
  });

  it('nobody sets owner_premium by hand: every save recomputes it', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner);
    await owner.client
      .collection('centers')
      .update(center.id, { owner_premium: true, city: 'Duluth' });
    const after = await fresh('centers', center.id);
    expect([after.city, after.owner_premium]).toEqual(['Duluth', false]);
    const premium = await ownerOn('premium');
    const theirs = await ownedCenter(premium);
    expect((await fresh('centers', theirs.id)).owner_premium).toBe(true);
  });
});
