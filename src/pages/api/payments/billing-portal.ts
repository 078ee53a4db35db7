import type { APIRoute } from 'astro';
import { handleBillingPortal } from '../../../features/payments/server/billing-portal.ts';
import { paymentsFromEnv } from '../../../features/payments/server/payments-env.ts';
import { BODY_LIMITS, withBodyLimit } from '../../../lib/request-body.ts';

// On demand: talks to Stripe and PocketBase at request time, on the site's server.
export const prerender = false;

/** Manage Subscription: a Stripe Billing Portal session for the caller. */
export const POST: APIRoute = withBodyLimit(BODY_LIMITS.small, (_context, request) =>
  handleBillingPortal(request, paymentsFromEnv()),
);
