import { planOf } from '../../../domain/plan/premium.ts';
import { PAYMENTS_MESSAGES as M } from '../../../domain/plan/payments-messages.ts';
import { CreateCheckoutSchema } from '../payment-requests.ts';
import { customerFor, subscriptionOf } from './customers.ts';
import { answer, forSignedInUser, jsonBody, type Payments } from './payments-server.ts';

const MESSAGES = { name: 'create-checkout', signIn: M.signIn, failure: M.checkoutFailed };

/**
 * create-checkout (POST /api/payments/create-checkout, {planId}): an embedded Checkout
 * session for the signed-in user's premium subscription, priced from the plan's own record
 * (its stripe_price_id, else its price_monthly), never from the browser. -> {clientSecret}
 */
export function handleCreateCheckout(
  request: Request,
  payments: Payments | null,
): Promise<Response> {
  return forSignedInUser(request, payments, MESSAGES, async (payments, user) => {
    const parsed = CreateCheckoutSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return answer(400, M.invalidRequest);
    const pb = await payments.admin();
    const plan = await pb
      .collection('plans')
      .getOne(parsed.data.planId)
      .catch(() => null);
    if (!plan?.is_active) return answer(404, M.planNotFound);
    if (plan.type !== 'premium') return answer(400, M.freePlan);
    if (planOf(await subscriptionOf(pb, user.id)) === 'premium') {
      return answer(409, M.alreadyPremium);
    }
    const customer = await customerFor(payments, pb, user);
    const priceId = typeof plan.stripe_price_id === 'string' ? plan.stripe_price_id : '';
    const metadata = { user_id: user.id, plan_id: plan.id };
    const session = await payments.stripe.checkout.sessions.create({
      ui_mode: 'embedded_page',
      redirect_on_completion: 'never',
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      metadata,
      subscription_data: { metadata },
      line_items: [
        priceId
          ? { price: priceId, quantity: 1 }
          : {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: Math.round(Number(plan.price_monthly) * 100),
                recurring: { interval: 'month' },
                product_data: { name: String(plan.name) },
              },
            },
      ],
    });
    if (!session.client_secret) return answer(502, M.noClientSecret);
    return Response.json({ clientSecret: session.client_secret });
  });
}
