import PocketBase, { getTokenPayload, type RecordModel } from 'pocketbase';
import Stripe from 'stripe';
import { createPocketBase } from '../../../lib/pocketbase.ts';
import { signedInServerAccount } from '../../../lib/server-account.ts';
import {
  PAYMENTS_MESSAGES,
  PAYMENTS_NOT_CONFIGURED,
} from '../../../domain/plan/payments-messages.ts';

/** What the payment endpoints need: Stripe, PocketBase's server account, the site's address. */
export interface PaymentsConfig {
  /** Stripe's secret key; unset: payments are not configured. */
  stripeSecretKey?: string | undefined;
  /** Secret of the webhook endpoint (whsec_…), to verify each event's signature. */
  webhookSecret?: string | undefined;
  /** Another Stripe API address (stripe-mock in tests); default Stripe's own. */
  stripeApiUrl?: string | undefined;
  pocketbaseUrl: string;
  /** The PocketBase superuser the server acts as (never the browser's session). */
  superuser?: { email: string; password: string } | undefined;
  siteUrl: string;
}

/** A configured payments server: a Stripe client and the server account. */
export interface Payments {
  stripe: Stripe;
  config: PaymentsConfig & { superuser: { email: string; password: string } };
  /** PocketBase signed in as the server account. */
  admin(): Promise<PocketBase>;
}

/** A JSON answer with the message a person reads. */
export function answer(status: number, message: string): Response {
  return Response.json({ message }, { status });
}

/** The 503 every payment endpoint gives without Stripe keys. */
export function notConfigured(): Response {
  return Response.json(
    { code: PAYMENTS_NOT_CONFIGURED, message: PAYMENTS_MESSAGES.notConfigured },
    { status: 503 },
  );
}

/** A Stripe client for a secret key, pointed at stripe-mock when an API URL is given. */
function createStripe(secretKey: string, apiUrl?: string): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  });
}

/** The payments server for a configuration; null when Stripe or the server account is missing. */
export function paymentsFor(config: PaymentsConfig): Payments | null {
  const { stripeSecretKey, superuser } = config;
  if (!stripeSecretKey || !superuser) return null;
  const stripe = createStripe(stripeSecretKey, config.stripeApiUrl);
  const full = { ...config, superuser };
  return {
    stripe,
    config: full,
    admin: () => signedInServerAccount(full.pocketbaseUrl, superuser),
  };
}

/**
 * The signed-in user behind `Authorization: Bearer <PocketBase token>`, or null. PocketBase
 * itself checks the token: the user's own record is readable only with a valid one.
 */
async function callerOf(request: Request, pocketbaseUrl: string): Promise<RecordModel | null> {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
  if (!token) return null;
  const payload = getTokenPayload(token);
  const id: unknown = payload.id;
  if (typeof id !== 'string' || payload.collectionId === undefined) return null;
  const pb = createPocketBase(pocketbaseUrl);
  pb.authStore.save(token, null);
  try {
    return await pb.collection('users').getOne(id);
  } catch {
    return null;
  }
}

/** Reads a JSON body; null when it is not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  return request.json().catch(() => null);
}

/**
 * The common start of every payment endpoint: 503 when payments are not configured, 401 with
 * `signInMessage` when nobody is signed in; otherwise `handle` answers for the caller. A
 * failure of Stripe or PocketBase is logged and answered 502 with `failureMessage`.
 */
export async function forSignedInUser(
  request: Request,
  payments: Payments | null,
  messages: { signIn: string; failure: string; name: string },
  handle: (payments: Payments, user: RecordModel) => Promise<Response>,
): Promise<Response> {
  if (!payments) return notConfigured();
  const user = await callerOf(request, payments.config.pocketbaseUrl);
  if (!user) return answer(401, messages.signIn);
  try {
    return await handle(payments, user);
  } catch (error) {
    console.error(`${messages.name} failed`, error);
    return answer(502, messages.failure);
  }
}
