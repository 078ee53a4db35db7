import type PocketBase from 'pocketbase';

/** A job posting's checkout session was paid at `at` (unix seconds). */
interface JobPaidFact {
  kind: 'job_paid';
  job_posting_id: string;
  session_id: string;
  user_id?: string;
  at: number;
}

/** A subscription's full state at `at`, for the customer's row. */
export interface SubscriptionFact {
  kind: 'subscription';
  customer: string;
  subscription_id: string;
  status: string;
  at: number;
  user_id?: string;
  plan_id?: string;
  price_ids: string[];
  unit_amounts: number[];
  period_end?: number;
}

/** An invoice's news (paid, payment failed) about a subscription the row already holds. */
interface SubscriptionStatusFact {
  kind: 'subscription_status';
  customer: string;
  subscription_id: string;
  status: string;
  at: number;
}

/** An event that changes nothing, recorded with the reason. */
interface IgnoredFact {
  kind: 'ignored';
  reason: string;
}

/** What a Stripe event or an on-demand check found (applied by pb_hooks/payments.js). */
export type StripeFact = JobPaidFact | SubscriptionFact | SubscriptionStatusFact | IgnoredFact;

/** What PocketBase did with a fact. */
export interface FactOutcome {
  applied: boolean;
  duplicate: boolean;
  reason: string;
}

/**
 * Applies a fact in PocketBase in one transaction, with the event id when it came from a
 * webhook (then applied at most once). As the server account.
 */
export async function applyFact(
  pb: PocketBase,
  fact: StripeFact,
  event?: { id: string; type: string },
): Promise<FactOutcome> {
  return pb.send<FactOutcome>('/api/payments/stripe-event', {
    method: 'POST',
    body: { fact, ...(event ? { event_id: event.id, event_type: event.type } : {}) },
  });
}
