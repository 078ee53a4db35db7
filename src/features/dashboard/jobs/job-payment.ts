import {
  JOB_POSTING_DAYS,
  JOB_POSTING_PRICE_CENTS,
} from '../../../lib/payments/payments-messages.ts';
import {
  PaymentsNotConfiguredError,
  updateJobPaymentStatus,
} from '../../../lib/payments/payments-client.ts';
import { showToast } from '../../../lib/toast.ts';

/** '$99 … 30 days': the posting's price and how long it stays live, from the payments issue. */
export const JOB_PRICE_TEXT = `$${String(JOB_POSTING_PRICE_CENTS / 100)}`;
export const JOB_DAYS = JOB_POSTING_DAYS;

/** Spec section 9: the post-payment status check waits 3 seconds. */
const AFTER_PAYMENT_MS = 3000;

/** The toast of Check Payments for `n` activated postings (owner-admin-side.md section 8). */
export function activatedNotice(n: number): { title: string; description: string } {
  return n > 0
    ? { title: 'Payments Updated', description: `${String(n)} job posting(s) activated` }
    : { title: 'No Updates', description: 'All payment statuses are up to date.' };
}

/** Check Payments: asks the server to activate the user's paid postings, and says what it did. */
export async function checkPayments(): Promise<void> {
  try {
    const updated = await updateJobPaymentStatus();
    showToast({ variant: 'success', ...activatedNotice(updated) });
  } catch (error) {
    console.error('Checking payments failed', error);
    showToast({
      variant: 'error',
      title: 'Error updating payments',
      description: PaymentsNotConfiguredError.is(error) ? error.message : 'Please try again.',
    });
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
