import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import type { Payments } from './payments-server.ts';

/** The user's subscription row (one per user), or null. Read as the server account. */
export async function subscriptionOf(pb: PocketBase, userId: string): Promise<RecordModel | null> {
  const rows = await pb.collection('subscriptions').getList(1, 1, {
    filter: pb.filter('user = {:user}', { user: userId }),
    skipTotal: true,
  });
  return rows.items[0] ?? null;
}

/** The Stripe customer stored on a subscription row ('' when none). */
export function customerOf(row: RecordModel | null): string {
  return typeof row?.stripe_customer_id === 'string' ? row.stripe_customer_id : '';
}

/**
 * The user's Stripe customer, created and stored on their subscription row the first time.
 * Webhooks find the user by this customer id only, so a customer always maps to one user.
 */
export async function customerFor(
  payments: Payments,
  pb: PocketBase,
  user: RecordModel,
): Promise<string> {
  const row = await subscriptionOf(pb, user.id);
  const stored = customerOf(row);
  if (stored) return stored;
  const customer = await payments.stripe.customers.create({
    email: String(user.email),
    ...(user.name ? { name: String(user.name) } : {}),
    metadata: { user_id: user.id },
  });
  if (row) {
    await pb.collection('subscriptions').update(row.id, { stripe_customer_id: customer.id });
  } else {
    // A free row that remembers the customer; only Stripe's events make it premium.
    await pb.collection('subscriptions').create({
      user: user.id,
      plan_type: 'free',
      status: 'active',
      stripe_customer_id: customer.id,
    });
  }
  return customer.id;
}
