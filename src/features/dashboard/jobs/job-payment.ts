import {
  checkPaymentsNotice,
  JOB_POSTING_DAYS,
  JOB_POSTING_PRICE_CENTS,
} from '../../../domain/plan/payments-messages.ts';
import { updateJobPaymentStatus } from '../../../domain/plan/payments-client.ts';
import { showToast } from '../../../lib/toast.ts';

/** '$99 … 30 days': the posting's price and how long it stays live (src/domain/plan). */
export const JOB_PRICE_TEXT = `$${String(JOB_POSTING_PRICE_CENTS / 100)}`;
export const JOB_DAYS = JOB_POSTING_DAYS;

/** Spec section 9: the post-payment status check waits 3 seconds. */
const AFTER_PAYMENT_MS = 3000;

/** Check Payments: asks the server to activate the user's paid postings, and says what it did. */
export async function checkPayments(): Promise<void> {
  try {
    showToast(checkPaymentsNotice(await updateJobPaymentStatus()));
  } catch (error) {
    console.error('Checking payments failed', error);
    showToast(checkPaymentsNotice(error instanceof Error ? error : new Error(String(error))));
  }
}

/**
 * After the embedded checkout reports completion: waits 3 seconds (the webhook usually lands
 * first), asks the server to activate paid postings, then says 'Payment Successful!'. If that
 * re-check fails the payment still went through: the notice asks for a refresh.
 */
export async function afterJobPayment(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, AFTER_PAYMENT_MS));
  try {
    await updateJobPaymentStatus();
    showToast({
      variant: 'success',
      title: 'Payment Successful!',
      description: 'Your job posting is now active.',
    });
  } catch (error) {
    console.error('Activating the paid posting failed', error);
    showToast({
      variant: 'success',
      title: 'Payment Successful!',
      description: 'Your payment went through. Refresh the page if the job still shows as pending.',
    });
  }
}
