import type { APIRoute } from 'astro';
import { handleUpdateJobPaymentStatus } from '../../../features/payments/server/update-job-payment-status.ts';
import { paymentsFromEnv } from '../../../features/payments/server/payments-env.ts';
import { BODY_LIMITS, withBodyLimit } from '../../../lib/request-body.ts';

// On demand: talks to Stripe and PocketBase at request time, on the site's server.
export const prerender = false;

/** update-job-payment-status: activates the caller's paid job postings. */
export const POST: APIRoute = withBodyLimit(BODY_LIMITS.small, (_context, request) =>
  handleUpdateJobPaymentStatus(request, paymentsFromEnv()),
);
