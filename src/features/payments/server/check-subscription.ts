import { PAYMENTS_MESSAGES as M } from '../../../domain/plan/payments-messages.ts';
import { planOf } from '../../../domain/plan/premium.ts';
import { applyFact } from './apply-fact.ts';
import { customerOf, subscriptionOf } from './customers.ts';
import { forSignedInUser, type Payments } from './payments-server.ts';
import { subscriptionFact } from './stripe-facts.ts';

const MESSAGES = { name: 'check-subscription', signIn: M.signIn, failure: M.checkFailed };

/**
 * check-subscription (POST /api/payments/check-subscription): asks Stripe for the caller's
 * newest subscription and applies its state now (repairs a missed or late webhook), then
 * answers the plan fields: {plan_type, status, plan, source}.
 */
export function handleCheckSubscription(
  request: Request,
  payments: Payments | null,
): Promise<Response> {
  return forSignedInUser(request, payments, MESSAGES, async (payments, user) => {
    const pb = await payments.admin();
    const customer = customerOf(await subscriptionOf(pb, user.id));
    if (customer) {
      const list = await payments.stripe.subscriptions.list({ customer, status: 'all', limit: 10 });
      const newest = [...list.data].sort((a, b) => b.created - a.created)[0];
      if (newest) {
        await applyFact(
          pb,
          subscriptionFact(newest, Math.floor(Date.now() / 1000), { customer, user_id: user.id }),
        );
      }
    }
    const now = await subscriptionOf(pb, user.id);
    return Response.json({
      plan_type: planOf(now),
      status: typeof now?.status === 'string' ? now.status : 'active',
      plan: typeof now?.plan === 'string' ? now.plan : '',
      source: typeof now?.source === 'string' ? now.source : '',
    });
  });
}
