import type { APIRoute } from 'astro';
import { paymentsFromEnv } from '../../../features/payments/server/payments-env.ts';
import { handleWebhook } from '../../../features/payments/server/webhook.ts';
import { BODY_LIMITS, withBodyLimit } from '../../../lib/request-body.ts';

// On demand: Stripe posts its signed events here.
export const prerender = false;

/** Stripe's webhook endpoint (STRIPE_WEBHOOK_SECRET verifies each event). */
export const POST: APIRoute = withBodyLimit(BODY_LIMITS.webhook, (_context, request) =>
  handleWebhook(request, paymentsFromEnv()),
);
