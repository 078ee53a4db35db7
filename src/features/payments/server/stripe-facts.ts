import type Stripe from 'stripe';
import type { StripeFact, SubscriptionFact } from './apply-fact.ts';

/** The id of an expandable Stripe reference (an id or the object). */
function idOf(ref: string | { id: string } | null | undefined): string {
  if (!ref) return '';
  return typeof ref === 'string' ? ref : ref.id;
}

/** A subscription's full state as of `at` (unix seconds), for the customer's row. */
export function subscriptionFact(
  subscription: Stripe.Subscription,
  at: number,
  overrides: Partial<Pick<SubscriptionFact, 'customer' | 'user_id'>> = {},
): SubscriptionFact {
  const items = subscription.items.data;
  const periodEnds = items.map((item) => item.current_period_end).filter((end) => end > 0);
  const { plan_id: planId, user_id: userId } = subscription.metadata;
  return {
    kind: 'subscription',
    customer: idOf(subscription.customer),
    subscription_id: subscription.id,
    status: subscription.status,
    at,
    price_ids: items.map((item) => item.price.id),
    unit_amounts: items.map((item) => item.price.unit_amount ?? -1),
    ...(planId ? { plan_id: planId } : {}),
    ...(userId ? { user_id: userId } : {}),
    ...(periodEnds.length ? { period_end: Math.max(...periodEnds) } : {}),
    ...overrides,
  };
}

/** A paid job posting's checkout session, or why it changes nothing. */
function jobPaymentFact(session: Stripe.Checkout.Session, at: number): StripeFact {
  const jobPostingId = session.metadata?.job_posting_id ?? '';
  if (!jobPostingId) return { kind: 'ignored', reason: 'a payment for nothing we sell' };
  if (session.payment_status !== 'paid') return { kind: 'ignored', reason: 'not paid yet' };
  const userId = session.metadata?.user_id ?? session.client_reference_id ?? '';
  return {
    kind: 'job_paid',
    job_posting_id: jobPostingId,
    session_id: session.id,
    at,
    ...(userId ? { user_id: userId } : {}),
  };
}

/** The subscription an invoice bills, if any. */
function invoiceSubscription(invoice: Stripe.Invoice): string {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * What a verified Stripe event means for our data (pb_hooks/payments.js applies it). Checkout
 * completion of a subscription asks Stripe for the subscription: the session does not say
 * which price it pays. Events we do not use become an 'ignored' fact, recorded all the same.
 */
export async function factOf(event: Stripe.Event, stripe: Stripe): Promise<StripeFact> {
  const at = event.created;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode === 'payment') return jobPaymentFact(session, at);
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) {
        return { kind: 'ignored', reason: 'not a subscription checkout' };
      }
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const userId = session.client_reference_id ?? session.metadata?.user_id ?? '';
      return subscriptionFact(subscription, at, {
        customer: idOf(session.customer),
        ...(userId ? { user_id: userId } : {}),
      });
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionFact(event.data.object, at);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscription(invoice);
      if (!subscriptionId) return { kind: 'ignored', reason: 'not a subscription invoice' };
      return {
        kind: 'subscription_status',
        customer: idOf(invoice.customer),
        subscription_id: subscriptionId,
        status: event.type === 'invoice.paid' ? 'active' : 'past_due',
        at,
      };
    }
    default:
      return { kind: 'ignored', reason: 'event type not handled' };
  }
}
