import { randomUUID } from 'node:crypto';
import type { RecordModel } from 'pocketbase';
import { inject } from 'vitest';
import {
  paymentsFor,
  type Payments,
} from '../../../src/features/payments/server/payments-server.ts';
import { createUser, pbUrl, superuserClient, underTest, type TestUser } from './pocketbase.ts';
import { ownedCenter } from './owners.ts';

const { superuserEmail, superuserPassword } = underTest;

/** The webhook signing secret the tests' payments server checks. */
export const WEBHOOK_SECRET = 'whsec_integration_tests';

/** The site's payments server as the endpoints build it, talking to stripe-mock. */
export function testPayments(): Payments {
  const payments = paymentsFor({
    stripeSecretKey: 'sk_test_integration',
    webhookSecret: WEBHOOK_SECRET,
    stripeApiUrl: inject('stripeApiUrl'),
    pocketbaseUrl: pbUrl,
    superuser: { email: superuserEmail, password: superuserPassword },
    siteUrl: 'http://127.0.0.1:4321',
  });
  if (!payments) throw new Error('payments should be configured');
  return payments;
}

/** The same server without a Stripe key: payments are not configured. */
export const unconfigured = paymentsFor({ pocketbaseUrl: pbUrl, siteUrl: 'http://x.test' });

/** A JSON POST as the user's browser sends it (Bearer PocketBase token), or signed out. */
export function requestAs(user: TestUser | null, body?: unknown, raw?: string): Request {
  return new Request('http://site.test/api/payments', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(user ? { Authorization: `Bearer ${user.client.authStore.token}` } : {}),
    },
    body: raw ?? (body === undefined ? null : JSON.stringify(body)),
  });
}

/** Status and JSON body of an endpoint's answer. */
export async function read(
  response: Response,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A plan record, as an admin keeps them (type premium unless told). */
export async function createPlan(data: Record<string, unknown> = {}): Promise<RecordModel> {
  const su = await superuserClient();
  return su.collection('plans').create({
    name: `Premium ${randomUUID().slice(0, 8)}`,
    type: 'premium',
    price_monthly: 49,
    is_active: true,
    features: ['Logo upload', 'Multiple images'],
    ...data,
  });
}

/** A job posting of the owner's public center, created through the superuser. */
export async function createPosting(
  owner: TestUser,
  data: Record<string, unknown> = {},
): Promise<RecordModel> {
  const su = await superuserClient();
  const center = await ownedCenter(owner);
  return su.collection('job_postings').create({
    center: center.id,
    owner: owner.record.id,
    title: 'Behavior Technician',
    description: 'Support children and families with individual therapy plans, with training.',
    employment_type: 'full-time',
    payment_status: 'pending',
    ...data,
  });
}

/** A record as the superuser reads it now (hidden fields included). */
export async function fresh(collection: string, id: string): Promise<RecordModel> {
  return (await superuserClient()).collection(collection).getOne(id);
}

/** An owner whose Stripe customer is known (as create-checkout leaves it). */
export async function customerOwner(): Promise<{
  owner: TestUser;
  customer: string;
  row: RecordModel;
}> {
  const owner = await createUser();
  const customer = `cus_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
  const su = await superuserClient();
  const row = await su.collection('subscriptions').create({
    user: owner.record.id,
    plan_type: 'free',
    status: 'active',
    stripe_customer_id: customer,
  });
  return { owner, customer, row };
}
