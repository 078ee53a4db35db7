import type { APIRoute } from 'astro';
import { handleCheckSubscription } from '../../../features/payments/server/check-subscription.ts';
import { paymentsFromEnv } from '../../../features/payments/server/payments-env.ts';

// On demand: talks to Stripe and PocketBase at request time, on the site's server.
export const prerender = false;

/** check-subscription: re-checks the caller's subscription with Stripe. */
export const POST: APIRoute = ({ request }) => handleCheckSubscription(request, paymentsFromEnv());
