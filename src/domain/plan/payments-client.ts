import { paymentEndpoints } from '../../lib/routes.ts';
import { getPocketBase } from '../../lib/session.ts';
import { PAYMENTS_MESSAGES, PAYMENTS_NOT_CONFIGURED } from './payments-messages.ts';

/**
 * The browser's side of the payments contract (used by the dashboard and careers):
 * each call posts to the site's server as the signed-in user and resolves to what the spec's
 * server function returns, or rejects with an Error whose message is what to show.
 */

/** Payments are not configured on this site (no Stripe keys): not an error, no fake success. */
export class PaymentsNotConfiguredError extends Error {
  constructor(message: string = PAYMENTS_MESSAGES.notConfigured) {
    super(message);
    this.name = 'PaymentsNotConfiguredError';
  }

  /** Whether an error is this one. */
  static is(error: unknown): error is PaymentsNotConfiguredError {
    return error instanceof PaymentsNotConfiguredError;
  }
}

async function post(url: string, body: unknown, fallback: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${getPocketBase().authStore.token}`,
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(fallback, { cause: error });
  }
  const data = (await response.json().catch(() => ({}))) as {
    code?: unknown;
    message?: unknown;
  };
  if (response.status === 503 && data.code === PAYMENTS_NOT_CONFIGURED) {
    throw new PaymentsNotConfiguredError();
  }
  if (!response.ok) throw new Error(typeof data.message === 'string' ? data.message : fallback);
  return data;
}

async function clientSecretFrom(url: string, body: unknown): Promise<string> {
  const data = (await post(url, body, PAYMENTS_MESSAGES.checkoutFailed)) as {
    clientSecret?: unknown;
  };
  if (typeof data.clientSecret !== 'string' || !data.clientSecret) {
    throw new Error(PAYMENTS_MESSAGES.noClientSecret);
  }
  return data.clientSecret;
}

/** create-checkout: the client secret of an embedded Checkout for the plan. */
export function createCheckout(planId: string): Promise<string> {
  return clientSecretFrom(paymentEndpoints.createCheckout, { planId });
}

/** create-job-payment: the client secret of an embedded Checkout for the posting's $99. */
export function createJobPayment(jobPostingId: string): Promise<string> {
  return clientSecretFrom(paymentEndpoints.createJobPayment, { job_posting_id: jobPostingId });
}

/** update-job-payment-status: how many of the user's postings were just activated. */
export async function updateJobPaymentStatus(): Promise<number> {
  const data = (await post(
    paymentEndpoints.updateJobPaymentStatus,
    undefined,
    PAYMENTS_MESSAGES.updatePaymentsFailed,
  )) as { updatedJobs?: unknown };
  if (typeof data.updatedJobs !== 'number') throw new Error(PAYMENTS_MESSAGES.updatePaymentsFailed);
  return data.updatedJobs;
}

/** The plan fields check-subscription answers after asking Stripe. */
export interface CheckedPlan {
  plan_type: 'free' | 'premium';
  status: string;
}

/** check-subscription: asks the server to re-check the user's subscription with Stripe. */
export async function checkSubscription(): Promise<CheckedPlan> {
  const data = (await post(
    paymentEndpoints.checkSubscription,
    undefined,
    PAYMENTS_MESSAGES.checkFailed,
  )) as Partial<CheckedPlan>;
  return {
    plan_type: data.plan_type === 'premium' ? 'premium' : 'free',
    status: String(data.status),
  };
}

/** The Billing Portal address for the signed-in user (Manage Subscription). */
export async function billingPortalUrl(): Promise<string> {
  const data = (await post(
    paymentEndpoints.billingPortal,
    undefined,
    PAYMENTS_MESSAGES.portalFailed,
  )) as {
    url?: unknown;
  };
  if (typeof data.url !== 'string') throw new Error(PAYMENTS_MESSAGES.portalFailed);
  return data.url;
}
