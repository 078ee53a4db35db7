import { PAYMENTS_MESSAGES as M } from '../../../domain/plan/payments-messages.ts';
import { applyFact } from './apply-fact.ts';
import { forSignedInUser, type Payments } from './payments-server.ts';

const MESSAGES = {
  name: 'update-job-payment-status',
  signIn: M.signIn,
  failure: M.updatePaymentsFailed,
};

/**
 * update-job-payment-status (POST /api/payments/update-job-payment-status): asks Stripe about
 * each of the caller's unpaid postings that has a checkout session and activates the paid
 * ones (repairs a missed webhook). -> {updatedJobs}
 */
export function handleUpdateJobPaymentStatus(
  request: Request,
  payments: Payments | null,
): Promise<Response> {
  return forSignedInUser(request, payments, MESSAGES, async (payments, user) => {
    const pb = await payments.admin();
    const unpaid = await pb.collection('job_postings').getFullList({
      filter: pb.filter("owner = {:user} && payment_status != 'paid' && stripe_session_id != ''", {
        user: user.id,
      }),
    });
    let updatedJobs = 0;
    for (const posting of unpaid) {
      const session = await payments.stripe.checkout.sessions.retrieve(
        String(posting.stripe_session_id),
      );
      if (session.payment_status !== 'paid') continue;
      const outcome = await applyFact(pb, {
        kind: 'job_paid',
        job_posting_id: posting.id,
        session_id: session.id,
        user_id: user.id,
        // Stripe does not say when a session was paid; the check's time stands in for it.
        at: Math.floor(Date.now() / 1000),
      });
      if (outcome.applied) updatedJobs += 1;
    }
    return Response.json({ updatedJobs });
  });
}
