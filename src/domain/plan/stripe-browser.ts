import { loadStripe, type Stripe } from '@stripe/stripe-js';

/** The publishable key the build put in <meta name="stripe-publishable-key">; '' when unset. */
function publishableKey(): string {
  return (
    document.querySelector<HTMLMetaElement>('meta[name="stripe-publishable-key"]')?.content ?? ''
  );
}

let stripe: Promise<Stripe | null> | undefined;

/** Stripe.js, loaded from Stripe on first use only (never on page load); null without a key. */
export function stripeJs(): Promise<Stripe | null> {
  const key = publishableKey();
  if (!key) return Promise.resolve(null);
  stripe ??= loadStripe(key).catch((error: unknown) => {
    stripe = undefined;
    throw error;
  });
  return stripe;
}
