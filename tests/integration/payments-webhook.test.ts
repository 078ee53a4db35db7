// Stripe's webhook against a real PocketBase: events signed locally with the SDK's test-header
// helper; each event type, each delivered three times, sequences in reverse order, a bad
// signature, an unknown price and a customer of another user. Also the on-demand re-check
// (check-subscription) and Manage Subscription's billing portal, against stripe-mock.
import { randomUUID } from 'node:crypto';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleBillingPortal } from '../../src/features/payments/server/billing-portal.ts';
import { handleCheckSubscription } from '../../src/features/payments/server/check-subscription.ts';
import { PAYMENTS_MESSAGES as M } from '../../src/domain/plan/payments-messages.ts';
import { ownerOn } from './support/owners.ts';
import {
  createPlan,
  createPosting,
  customerOwner,
  fresh,
  read,
  requestAs,
  testPayments,
} from './support/payments.ts';
import { superuserClient } from './support/pocketbase.ts';
import {
  deliver,
  invoiceObject,
  stripeEvent,
  subscriptionObject,
  type StripeEvent,
} from './support/stripe-events.ts';

const payments = testPayments();
const T0 = 1_800_000_000;

let plan: RecordModel;
beforeAll(async () => {
  plan = await createPlan({ price_monthly: 49 });
});

// stripe-mock answers every subscription with the same fixture; this plan sells its price.
let fixturePlan: Promise<{ plan: RecordModel; status: string }> | undefined;
function stripeMockPlan() {
  fixturePlan ??= payments.stripe.subscriptions.retrieve('sub_fixture').then(async (fixture) => ({
    plan: await createPlan({ stripe_price_id: fixture.items.data[0]?.price.id ?? '' }),
    status: fixture.status,
  }));
  return fixturePlan;
}

/** The plan fields of a subscription row now. */
async function planState(row: RecordModel) {
  const now = await fresh('subscriptions', row.id);
  return {
    plan_type: now.plan_type as string,
    status: now.status as string,
    source: now.source as string,
  };
}

async function eventsRecorded(event: StripeEvent): Promise<number> {
  const su = await superuserClient();
  const list = await su
    .collection('stripe_events')
    .getList(1, 10, { filter: su.filter('event_id = {:id}', { id: event.id }) });
  return list.totalItems;
}

const subId = () => `sub_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
const premiumActive = { plan_type: 'premium', status: 'active', source: 'stripe' };

describe('each subscription event type, delivered three times', () => {
  it.each([
    ['customer.subscription.created', 'active', premiumActive],
    ['customer.subscription.updated', 'past_due', { ...premiumActive, status: 'past_due' }],
    ['customer.subscription.deleted', 'canceled', { ...premiumActive, status: 'canceled' }],
  ])('%s (%s) is applied once', async (type, status, expected) => {
    const { customer, row } = await customerOwner();
    const event = stripeEvent(
      type,
      subscriptionObject({ id: subId(), customer, status, metadata: { plan_id: plan.id } }),
      T0,
    );
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await deliver(payments, event));
    expect(answers.map((a) => [a.status, a.body.applied, a.body.duplicate])).toEqual([
      [200, true, false],
      [200, false, true],
      [200, false, true],
    ]);
    expect(await planState(row)).toEqual(expected);
    expect(await eventsRecorded(event)).toBe(1);
    const stored = await fresh('subscriptions', row.id);
    expect(stored.plan).toBe(plan.id);
    expect(new Date(String(stored.expires_at)).getTime()).toBe(1_900_000_000 * 1000);
  });

  it.each([
    ['invoice.paid', 'past_due', 'active'],
    ['invoice.payment_failed', 'active', 'past_due'],
  ])('%s moves a known subscription from %s to %s, once', async (type, from, to) => {
    const { customer, row } = await customerOwner();
    const id = subId();
    const start = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ id, customer, status: from, metadata: { plan_id: plan.id } }),
      T0,
    );
    await deliver(payments, start);
    const event = stripeEvent(type, invoiceObject(id, customer), T0 + 10);
    for (let i = 0; i < 3; i += 1) expect((await deliver(payments, event)).status).toBe(200);
    expect(await planState(row)).toEqual({ ...premiumActive, status: to });
    expect(await eventsRecorded(event)).toBe(1);
  });
});

describe('events out of order', () => {
  async function run(
    order: 'forward' | 'reverse',
    build: (id: string, customer: string) => StripeEvent[],
  ) {
    const { customer, row } = await customerOwner();
    const events = build(subId(), customer);
    for (const event of order === 'forward' ? events : [...events].reverse()) {
      expect((await deliver(payments, event)).status).toBe(200);
    }
    return planState(row);
  }
  const lifeToCancel = (id: string, customer: string) => {
    const sub = (status: string) =>
      subscriptionObject({ id, customer, status, metadata: { plan_id: plan.id } });
    return [
      stripeEvent('customer.subscription.created', sub('incomplete'), T0),
      stripeEvent('customer.subscription.updated', sub('active'), T0 + 5),
      stripeEvent('invoice.paid', invoiceObject(id, customer), T0 + 5),
      stripeEvent('invoice.payment_failed', invoiceObject(id, customer), T0 + 100),
      stripeEvent('customer.subscription.updated', sub('past_due'), T0 + 100),
      stripeEvent('customer.subscription.deleted', sub('canceled'), T0 + 200),
    ];
  };
  const lifeToActive = (id: string, customer: string) => {
    const sub = (status: string) =>
      subscriptionObject({ id, customer, status, metadata: { plan_id: plan.id } });
    return [
      stripeEvent('customer.subscription.created', sub('incomplete'), T0),
      stripeEvent('invoice.paid', invoiceObject(id, customer), T0 + 3),
      stripeEvent('customer.subscription.updated', sub('active'), T0 + 3),
    ];
  };

  it('a subscription that ends canceled ends canceled in either order', async () => {
    const expected = { ...premiumActive, status: 'canceled' };
    expect(await run('forward', lifeToCancel)).toEqual(expected);
    expect(await run('reverse', lifeToCancel)).toEqual(expected);
  });

  it('a subscription that ends active ends active in either order', async () => {
    expect(await run('forward', lifeToActive)).toEqual(premiumActive);
    expect(await run('reverse', lifeToActive)).toEqual(premiumActive);
  });

  it('news of an old subscription never ends the running one', async () => {
    const { customer, row } = await customerOwner();
    const current = subId();
    await deliver(
      payments,
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({
          id: current,
          customer,
          status: 'active',
          metadata: { plan_id: plan.id },
        }),
        T0 + 50,
      ),
    );
    await deliver(
      payments,
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({
          id: subId(),
          customer,
          status: 'canceled',
          metadata: { plan_id: plan.id },
        }),
        T0 + 60,
      ),
    );
    expect(await planState(row)).toEqual(premiumActive);
    expect((await fresh('subscriptions', row.id)).stripe_subscription_id).toBe(current);
  });
});

describe('events that change nothing', () => {
  it('a bad signature: 400, nothing changed, not recorded', async () => {
    const { customer, row } = await customerOwner();
    const event = stripeEvent(
      'customer.subscription.created',
      subscriptionObject({
        id: subId(),
        customer,
        status: 'active',
        metadata: { plan_id: plan.id },
      }),
      T0,
    );
    expect(await deliver(payments, event, 'whsec_someone_else')).toEqual({
      status: 400,
      body: { message: 'Invalid signature.' },
    });
    expect(await planState(row)).toEqual({ plan_type: 'free', status: 'active', source: '' });
    expect(await eventsRecorded(event)).toBe(0);
    // The same event, correctly signed, still applies: the refused delivery left no trace.
    expect((await deliver(payments, event)).body.applied).toBe(true);
  });

  it('an unknown price: recorded, the plan stays free', async () => {
    const { customer, row } = await customerOwner();
    for (const object of [
      subscriptionObject({
        id: subId(),
        customer,
        status: 'active',
        amount: 100,
        metadata: { plan_id: plan.id },
      }),
      subscriptionObject({ id: subId(), customer, status: 'active', priceId: 'price_unknown' }),
    ]) {
      const event = stripeEvent('customer.subscription.created', object, T0);
      expect((await deliver(payments, event)).body).toEqual({
        received: true,
        applied: false,
        duplicate: false,
        reason: 'unknown price',
      });
      expect(await eventsRecorded(event)).toBe(1);
    }
    expect(await planState(row)).toEqual({ plan_type: 'free', status: 'active', source: '' });
  });

  it("a customer of another user, or nobody's: neither user changes", async () => {
    const alice = await customerOwner();
    const bob = await customerOwner();
    const event = stripeEvent(
      'customer.subscription.created',
      subscriptionObject({
        id: subId(),
        customer: alice.customer,
        status: 'active',
        metadata: { plan_id: plan.id, user_id: bob.owner.record.id },
      }),
      T0,
    );
    expect((await deliver(payments, event)).body.reason).toBe('customer of another user');
    const stranger = stripeEvent(
      'customer.subscription.created',
      subscriptionObject({
        id: subId(),
        customer: 'cus_nobody',
        status: 'active',
        metadata: { plan_id: plan.id },
      }),
      T0,
    );
    expect((await deliver(payments, stranger)).body.reason).toBe('unknown customer');
    for (const { row } of [alice, bob]) {
      expect(await planState(row)).toEqual({ plan_type: 'free', status: 'active', source: '' });
    }
  });

  it('an event type we do not use is recorded and answered 200', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }, T0);
    expect((await deliver(payments, event)).body).toMatchObject({
      applied: false,
      reason: 'event type not handled',
    });
  });
});

describe('checkout.session.completed', () => {
  function sessionObject(data: Record<string, unknown>) {
    return {
      id: `cs_test_${randomUUID().replaceAll('-', '')}`,
      object: 'checkout.session',
      ...data,
    };
  }

  it('activates a paid job posting for 30 days from the payment, once', async () => {
    const owner = await ownerOn('free');
    const posting = await createPosting(owner);
    const session = sessionObject({
      mode: 'payment',
      payment_status: 'paid',
      client_reference_id: owner.record.id,
      metadata: { job_posting_id: posting.id, user_id: owner.record.id },
    });
    const su = await superuserClient();
    await su.collection('job_postings').update(posting.id, { stripe_session_id: session.id });
    const event = stripeEvent('checkout.session.completed', session, T0);
    for (let i = 0; i < 3; i += 1) expect((await deliver(payments, event)).status).toBe(200);
    const paid = await fresh('job_postings', posting.id);
    expect([paid.payment_status, paid.status]).toEqual(['paid', 'active']);
    expect(new Date(String(paid.expires_at)).getTime()).toBe((T0 + 30 * 86_400) * 1000);
    expect(await eventsRecorded(event)).toBe(1);
  });

  it("leaves a posting alone when the session is not its own, not paid, or another user's", async () => {
    const owner = await ownerOn('free');
    const other = await ownerOn('free');
    const posting = await createPosting(owner);
    const su = await superuserClient();
    await su.collection('job_postings').update(posting.id, { stripe_session_id: 'cs_test_real' });
    const cases: [Record<string, unknown>, string][] = [
      [
        { id: 'cs_test_other', payment_status: 'paid', metadata: { job_posting_id: posting.id } },
        "not this posting's checkout session",
      ],
      [
        { id: 'cs_test_real', payment_status: 'unpaid', metadata: { job_posting_id: posting.id } },
        'not paid yet',
      ],
      [
        {
          id: 'cs_test_real',
          payment_status: 'paid',
          metadata: { job_posting_id: posting.id, user_id: other.record.id },
        },
        'customer of another user',
      ],
    ];
    for (const [data, reason] of cases) {
      const event = stripeEvent(
        'checkout.session.completed',
        { object: 'checkout.session', mode: 'payment', ...data },
        T0,
      );
      expect((await deliver(payments, event)).body.reason).toBe(reason);
    }
    expect((await fresh('job_postings', posting.id)).payment_status).toBe('pending');
  });

  it('makes the subscriber premium from the subscription Stripe reports (stripe-mock)', async () => {
    const fixture = await stripeMockPlan();
    const { owner, customer, row } = await customerOwner();
    const session = sessionObject({
      mode: 'subscription',
      payment_status: 'paid',
      customer,
      subscription: 'sub_fromcheckout',
      client_reference_id: owner.record.id,
    });
    await deliver(payments, stripeEvent('checkout.session.completed', session, T0));
    const stored = await fresh('subscriptions', row.id);
    expect([stored.plan_type, stored.status, stored.plan, stored.stripe_subscription_id]).toEqual([
      'premium',
      fixture.status,
      fixture.plan.id,
      'sub_fromcheckout',
    ]);
  });
});

describe('check-subscription and the billing portal (stripe-mock)', () => {
  it('re-checks with Stripe and answers the plan fields', async () => {
    const fixture = await stripeMockPlan();
    const { owner, row } = await customerOwner();
    const { status, body } = await read(await handleCheckSubscription(requestAs(owner), payments));
    expect(status).toBe(200);
    expect(body).toEqual({
      plan_type: fixture.status === 'active' ? 'premium' : 'free',
      status: fixture.status,
      plan: fixture.plan.id,
      source: 'stripe',
    });
    expect((await fresh('subscriptions', row.id)).plan_type).toBe('premium');
  });

  it('answers free for a user who never checked out', async () => {
    const owner = await ownerOn('none');
    expect(await read(await handleCheckSubscription(requestAs(owner), payments))).toEqual({
      status: 200,
      body: { plan_type: 'free', status: 'active', plan: '', source: '' },
    });
  });

  it("opens the portal for the user's own customer only", async () => {
    const { owner } = await customerOwner();
    const { status, body } = await read(await handleBillingPortal(requestAs(owner), payments));
    expect(status).toBe(200);
    expect(body.url).toMatch(/^https:\/\//);
    const stranger = await ownerOn('free');
    expect(await read(await handleBillingPortal(requestAs(stranger), payments))).toEqual({
      status: 404,
      body: { message: M.noSubscription },
    });
    expect((await read(await handleBillingPortal(requestAs(null), payments))).status).toBe(401);
  });
});
