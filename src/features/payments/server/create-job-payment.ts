import {
  JOB_POSTING_PRICE_CENTS,
  PAYMENTS_MESSAGES as M,
} from '../../../domain/plan/payments-messages.ts';
import { CreateJobPaymentSchema } from '../payment-requests.ts';
import { answer, forSignedInUser, jsonBody, type Payments } from './payments-server.ts';

const MESSAGES = { name: 'create-job-payment', signIn: M.jobSignIn, failure: M.checkoutFailed };

/**
 * create-job-payment (POST /api/payments/create-job-payment, {job_posting_id}): an embedded
 * Checkout session for the $99 posting fee, only for the posting's owner and only while it is
 * unpaid. The session id is stored on the posting, so only that session can pay it.
 * -> {clientSecret}
 */
export function handleCreateJobPayment(
  request: Request,
  payments: Payments | null,
): Promise<Response> {
  return forSignedInUser(request, payments, MESSAGES, async (payments, user) => {
    const parsed = CreateJobPaymentSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return answer(400, M.invalidRequest);
    const pb = await payments.admin();
    const posting = await pb
      .collection('job_postings')
      .getOne(parsed.data.job_posting_id)
      .catch(() => null);
    // Someone else's posting answers as if it did not exist: ids reveal nothing.
    if (!posting || posting.owner !== user.id) return answer(404, M.jobNotFound);
    // Unpaid is 'pending' (or not yet set when the posting was created): anything but 'paid'.
    if (posting.payment_status === 'paid') return answer(409, M.jobAlreadyPaid);

    const metadata = { user_id: user.id, job_posting_id: posting.id };
    const session = await payments.stripe.checkout.sessions.create({
      ui_mode: 'embedded_page',
      redirect_on_completion: 'never',
      mode: 'payment',
      customer_email: String(user.email),
      client_reference_id: user.id,
      metadata,
      payment_intent_data: { metadata },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: JOB_POSTING_PRICE_CENTS,
            product_data: { name: `Job posting: ${String(posting.title)}`.slice(0, 250) },
          },
        },
      ],
    });
    if (!session.client_secret) return answer(502, M.noClientSecret);
    await pb.collection('job_postings').update(posting.id, { stripe_session_id: session.id });
    return Response.json({ clientSecret: session.client_secret });
  });
}
