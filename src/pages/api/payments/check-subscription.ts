import type { APIRoute } from 'astro';
import { handleCheckSubscription } from '../../../features/payments/server/check-subscription.ts';
import { paymentsFromEnv } from '../../../features/payments/server/payments-env.ts';
import { BODY_LIMITS, withBodyLimit } from '../../../lib/request-body.ts';

// On demand: talks to Stripe and PocketBase at request time, on the site's server.
export const prerender = false;

/** check-subscription: re-checks the caller's subscription with Stripe. */
export const POST: APIRoute = withBodyLimit(BODY_LIMITS.small, (_context, request) =>
  handleCheckSubscription(request, paymentsFromEnv()),
);
