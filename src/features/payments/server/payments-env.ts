import { env } from '../../../lib/env.ts';
import { paymentsFor, type Payments } from './payments-server.ts';

/** The site's payments server from the environment (src/lib/env.ts); null: not configured. */
export function paymentsFromEnv(): Payments | null {
  return paymentsFor({
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: env.STRIPE_API_URL,
    pocketbaseUrl: env.POCKETBASE_URL,
    superuser:
      env.PB_SUPERUSER_EMAIL && env.PB_SUPERUSER_PASSWORD
        ? { email: env.PB_SUPERUSER_EMAIL, password: env.PB_SUPERUSER_PASSWORD }
        : undefined,
    siteUrl: env.SITE_URL,
  });
}
