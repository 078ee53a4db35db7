import type { APIRoute } from 'astro';
import { paymentsFromEnv } from '../../../features/payments/server/payments-env.ts';
import { handleWebhook } from '../../../features/payments/server/webhook.ts';

// On demand: Stripe posts its signed events here.
export const prerender = false;

/** Stripe's webhook endpoint (STRIPE_WEBHOOK_SECRET verifies each event). */
export const POST: APIRoute = ({ request }) => handleWebhook(request, paymentsFromEnv());
