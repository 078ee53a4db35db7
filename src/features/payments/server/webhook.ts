import type Stripe from 'stripe';
import { applyFact } from './apply-fact.ts';
import { answer, notConfigured, type Payments } from './payments-server.ts';
import { factOf } from './stripe-facts.ts';

/**
 * Stripe's webhook (POST /api/payments/webhook), the source of truth for plans and payments:
 * the signature is checked on the raw body (400, nothing changed, when it fails); the event
 * is reduced to a fact and applied once, by event id, in one PocketBase transaction. A
 * duplicate answers 200 and changes nothing; a failure to apply answers 500 so Stripe retries.
 */
export async function handleWebhook(
  request: Request,
  payments: Payments | null,
): Promise<Response> {
  const secret = payments?.config.webhookSecret;
  if (!payments || !secret) return notConfigured();
  const raw = await request.text();
  let event: Stripe.Event;
  try {
    event = await payments.stripe.webhooks.constructEventAsync(
      raw,
      request.headers.get('stripe-signature') ?? '',
      secret,
    );
  } catch (error) {
    console.warn('Stripe webhook refused', error instanceof Error ? error.message : error);
    return answer(400, 'Invalid signature.');
  }
  try {
    const fact = await factOf(event, payments.stripe);
    const outcome = await applyFact(await payments.admin(), fact, event);
    return Response.json({ received: true, ...outcome });
  } catch (error) {
    console.error(`Stripe event ${event.id} (${event.type}) could not be applied`, error);
    return answer(500, 'The event could not be applied; Stripe will retry.');
  }
}
