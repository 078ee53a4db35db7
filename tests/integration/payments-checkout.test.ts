// The payments contract's endpoints against a real PocketBase and stripe-mock:
// create-checkout, create-job-payment and update-job-payment-status, as the site's endpoints
// run them, for each kind of caller.
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleCreateCheckout } from '../../src/features/payments/server/create-checkout.ts';
import { handleCreateJobPayment } from '../../src/features/payments/server/create-job-payment.ts';
import { handleUpdateJobPaymentStatus } from '../../src/features/payments/server/update-job-payment-status.ts';
import { PAYMENTS_MESSAGES as M } from '../../src/domain/plan/payments-messages.ts';
import { ownerOn } from './support/owners.ts';
import {
  createPlan,
  createPosting,
  fresh,
  read,
  requestAs,
  testPayments,
  unconfigured,
} from './support/payments.ts';
import { superuserClient, type TestUser } from './support/pocketbase.ts';

const payments = testPayments();
const DAY_MS = 86_400_000;

describe('without Stripe keys', () => {
  it.each([
    ['create-checkout', handleCreateCheckout],
    ['create-job-payment', handleCreateJobPayment],
    ['update-job-payment-status', handleUpdateJobPaymentStatus],
  ])('%s answers 503 payments_not_configured', async (_name, handler) => {
    const owner = await ownerOn('free');
    const { status, body } = await read(
      await handler(requestAs(owner, { planId: 'x' }), unconfigured),
    );
    expect(status).toBe(503);
    expect(body).toEqual({ code: 'payments_not_configured', message: M.notConfigured });
  });
});

describe('create-checkout', () => {
  let premium: RecordModel;
  let free: RecordModel;
  beforeAll(async () => {
    premium = await createPlan();
    free = await createPlan({ type: 'free', price_monthly: 0, name: 'Free' });
  });

  it('gives a signed-in free owner the client secret of an embedded Checkout', async () => {
    const owner = await ownerOn('none');
    const { status, body } = await read(
      await handleCreateCheckout(requestAs(owner, { planId: premium.id }), payments),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ clientSecret: expect.stringMatching(/\S/) as unknown });
    // The user's Stripe customer is remembered; the plan stays free until Stripe says so.
    const su = await superuserClient();
    const row = await su
      .collection('subscriptions')
      .getFirstListItem(su.filter('user = {:u}', { u: owner.record.id }));
    expect(row.stripe_customer_id).toMatch(/^cus_/);
    expect([row.plan_type, row.status]).toEqual(['free', 'active']);
  });

  it('reuses the customer on a second checkout', async () => {
    const owner = await ownerOn('free');
    await handleCreateCheckout(requestAs(owner, { planId: premium.id }), payments);
    const su = await superuserClient();
    const filter = su.filter('user = {:u}', { u: owner.record.id });
    const first = await su.collection('subscriptions').getFirstListItem(filter);
    await su.collection('subscriptions').update(first.id, { stripe_customer_id: 'cus_kept' });
    expect(
      (await read(await handleCreateCheckout(requestAs(owner, { planId: premium.id }), payments)))
        .status,
    ).toBe(200);
    const rows = await su.collection('subscriptions').getFullList({ filter });
    expect(rows.map((r) => String(r.stripe_customer_id))).toEqual(['cus_kept']);
  });

  it.each([
    ['signed out', 'none', (): unknown => ({ planId: 'p' }), 401, M.signIn],
    ['a body that is not JSON', 'free', (): unknown => 'nope', 400, M.invalidRequest],
    ['no plan id', 'free', (): unknown => ({}), 400, M.invalidRequest],
    [
      'an unknown plan',
      'free',
      (): unknown => ({ planId: 'nosuchplan12345' }),
      404,
      M.planNotFound,
    ],
    ['the free plan', 'free', (): unknown => ({ planId: free.id }), 400, M.freePlan],
    [
      'an owner already on premium',
      'premium',
      (): unknown => ({ planId: premium.id }),
      409,
      M.alreadyPremium,
    ],
  ] as const)('refuses %s', async (what, plan, body, status, message) => {
    const owner = await ownerOn(plan);
    const given: unknown = body();
    const request =
      what === 'signed out'
        ? requestAs(null, given)
        : typeof given === 'string'
          ? requestAs(owner, undefined, given)
          : requestAs(owner, given);
    expect(await read(await handleCreateCheckout(request, payments))).toEqual({
      status,
      body: { message },
    });
  });

  it('refuses an inactive plan', async () => {
    const owner = await ownerOn('free');
    const hidden = await createPlan({ is_active: false });
    const { status, body } = await read(
      await handleCreateCheckout(requestAs(owner, { planId: hidden.id }), payments),
    );
    expect([status, body.message]).toEqual([404, M.planNotFound]);
  });

  it('refuses a forged token', async () => {
    const owner = await ownerOn('free');
    const request = new Request('http://site.test/api', {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.client.authStore.token.slice(0, -4)}AAAA` },
      body: JSON.stringify({ planId: premium.id }),
    });
    expect((await read(await handleCreateCheckout(request, payments))).status).toBe(401);
  });
});

describe('create-job-payment', () => {
  it("gives the posting's owner a client secret and ties the session to the posting", async () => {
    const owner = await ownerOn('free');
    const posting = await createPosting(owner);
    const { status, body } = await read(
      await handleCreateJobPayment(requestAs(owner, { job_posting_id: posting.id }), payments),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ clientSecret: expect.stringMatching(/\S/) as unknown });
    const stored = await fresh('job_postings', posting.id);
    expect(stored.stripe_session_id).toMatch(/^cs_/);
    expect([stored.payment_status, stored.status]).toEqual(['pending', '']);
  });

  it('refuses anyone but the owner, and paid or unknown postings, changing nothing', async () => {
    const owner = await ownerOn('free');
    const other = await ownerOn('premium');
    const posting = await createPosting(owner);
    const paid = await createPosting(owner, { payment_status: 'paid', status: 'active' });
    const cases: [TestUser | null, string, number, string][] = [
      [null, posting.id, 401, M.jobSignIn],
      [other, posting.id, 404, M.jobNotFound],
      [owner, 'nosuchposting12', 404, M.jobNotFound],
      [owner, paid.id, 409, M.jobAlreadyPaid],
    ];
    for (const [who, id, status, message] of cases) {
      expect(
        await read(await handleCreateJobPayment(requestAs(who, { job_posting_id: id }), payments)),
      ).toEqual({ status, body: { message } });
    }
    expect((await fresh('job_postings', posting.id)).stripe_session_id).toBe('');
    expect((await fresh('job_postings', paid.id)).stripe_session_id).toBe('');
  });
});

describe('update-job-payment-status', () => {
  it("activates the caller's paid postings for 30 days, once, and no one else's", async () => {
    const owner = await ownerOn('free');
    const other = await ownerOn('free');
    const mine = await createPosting(owner);
    const theirs = await createPosting(other);
    const neverCheckedOut = await createPosting(owner);
    for (const [who, posting] of [
      [owner, mine],
      [other, theirs],
    ] as const) {
      await handleCreateJobPayment(requestAs(who, { job_posting_id: posting.id }), payments);
    }

    const before = Date.now();
    expect(await read(await handleUpdateJobPaymentStatus(requestAs(owner), payments))).toEqual({
      status: 200,
      body: { updatedJobs: 1 },
    });
    const paid = await fresh('job_postings', mine.id);
    expect([paid.payment_status, paid.status]).toEqual(['paid', 'active']);
    const expires = new Date(String(paid.expires_at)).getTime();
    expect(expires).toBeGreaterThanOrEqual(before - 1000 + 30 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);

    expect(await read(await handleUpdateJobPaymentStatus(requestAs(owner), payments))).toEqual({
      status: 200,
      body: { updatedJobs: 0 },
    });
    expect((await fresh('job_postings', theirs.id)).payment_status).toBe('pending');
    expect((await fresh('job_postings', neverCheckedOut.id)).payment_status).toBe('pending');
  });

  it('refuses a signed-out caller', async () => {
    expect(await read(await handleUpdateJobPaymentStatus(requestAs(null), payments))).toEqual({
      status: 401,
      body: { message: M.signIn },
    });
  });
});
