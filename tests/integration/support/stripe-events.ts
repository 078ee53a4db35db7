import { randomUUID } from 'node:crypto';
import type { Payments } from '../../../src/features/payments/server/payments-server.ts';
import { handleWebhook } from '../../../src/features/payments/server/webhook.ts';
import { WEBHOOK_SECRET } from './payments.ts';

/** A Stripe event as Stripe posts it (only the fields our webhook reads, plus the envelope). */
export function stripeEvent(type: string, object: Record<string, unknown>, created: number) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    type,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}
export type StripeEvent = ReturnType<typeof stripeEvent>;

/** A subscription object for a customer, paying `amount` cents a month. */
export function subscriptionObject(options: {
  id: string;
  customer: string;
  status: string;
  amount?: number;
  priceId?: string;
  metadata?: Record<string, string>;
  periodEnd?: number;
}) {
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status,
    created: 1_800_000_000,
    metadata: options.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${options.id}`,
          object: 'subscription_item',
          current_period_end: options.periodEnd ?? 1_900_000_000,
          price: {
            id: options.priceId ?? `price_${options.id}`,
            object: 'price',
            unit_amount: options.amount ?? 4900,
          },
        },
      ],
    },
  };
}

/** An invoice of a subscription (invoice.paid / invoice.payment_failed). */
export function invoiceObject(subscription: string, customer: string) {
  return {
    id: `in_${randomUUID().replaceAll('-', '')}`,
    object: 'invoice',
    customer,
    parent: { type: 'subscription_details', subscription_details: { subscription } },
  };
}

/** Delivers an event to the webhook handler, signed with the SDK's test-header helper. */
export async function deliver(
  payments: Payments,
  event: StripeEvent,
  secret: string = WEBHOOK_SECRET,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = JSON.stringify(event);
  const signature = payments.stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await handleWebhook(
    new Request('http://site.test/api/payments/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    }),
    payments,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
