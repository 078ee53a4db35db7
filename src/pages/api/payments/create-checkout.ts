import type { APIRoute } from 'astro';
import { handleCreateCheckout } from '../../../features/payments/server/create-checkout.ts';
import { paymentsFromEnv } from '../../../features/payments/server/payments-env.ts';
import { BODY_LIMITS, withBodyLimit } from '../../../lib/request-body.ts';

// On demand: talks to Stripe and PocketBase at request time, on the site's server.
export const prerender = false;

/** create-checkout: an embedded Checkout session for the premium plan. */
export const POST: APIRoute = withBodyLimit(BODY_LIMITS.small, (_context, request) =>
  handleCreateCheckout(request, paymentsFromEnv()),
);
