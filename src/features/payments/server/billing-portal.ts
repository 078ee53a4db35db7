import { PAYMENTS_MESSAGES as M } from '../../../domain/plan/payments-messages.ts';
import { routes } from '../../../lib/routes.ts';
import { customerOf, subscriptionOf } from './customers.ts';
import { answer, forSignedInUser, type Payments } from './payments-server.ts';

const MESSAGES = { name: 'billing-portal', signIn: M.signIn, failure: M.portalFailed };

/**
 * Manage Subscription (POST /api/payments/billing-portal): a Stripe Billing Portal session
 * for the caller's own customer, returning to the dashboard. -> {url}
 */
export function handleBillingPortal(
  request: Request,
  payments: Payments | null,
): Promise<Response> {
  return forSignedInUser(request, payments, MESSAGES, async (payments, user) => {
    const pb = await payments.admin();
    const customer = customerOf(await subscriptionOf(pb, user.id));
    if (!customer) return answer(404, M.noSubscription);
    const session = await payments.stripe.billingPortal.sessions.create({
      customer,
      return_url: new URL(routes.dashboard, payments.config.siteUrl).href,
    });
    return Response.json({ url: session.url });
  });
}
