import type { APIRoute } from 'astro';
import { handleCreateJobPayment } from '../../../features/payments/server/create-job-payment.ts';
import { paymentsFromEnv } from '../../../features/payments/server/payments-env.ts';
import { BODY_LIMITS, withBodyLimit } from '../../../lib/request-body.ts';

// On demand: talks to Stripe and PocketBase at request time, on the site's server.
export const prerender = false;

/** create-job-payment: an embedded Checkout session for a pending job posting ($99). */
export const POST: APIRoute = withBodyLimit(BODY_LIMITS.small, (_context, request) =>
  handleCreateJobPayment(request, paymentsFromEnv()),
);
