/**
 * What payments say to people (owner-admin-side.md section 8, with the texts the spec leaves
 * open written in its voice). The endpoints answer with these, the islands show them.
 */
export const PAYMENTS_MESSAGES = {
  /** Without Stripe keys: not an error, not a fake success. */
  notConfigured:
    'Online payments are not configured on this site yet, so nothing can be bought right now. Please contact us.',
  checkoutErrorTitle: 'Checkout Error',
  checkoutFailed: 'Failed to initialize checkout',
  noClientSecret: 'No client secret received from checkout session',
  signIn: 'Please sign in to continue.',
  jobSignIn: 'Please log in to post a job.',
  invalidRequest: 'Invalid payment request.',
  planNotFound: 'This plan is not available.',
  freePlan: 'The free plan needs no checkout.',
  alreadyPremium: 'You already have an active Premium plan. Use Manage Subscription to change it.',
  jobNotFound: 'Job posting not found.',
  jobAlreadyPaid: 'This job posting is already paid.',
  updatePaymentsFailed: 'Error updating payments',
  checkFailed: 'Could not check your subscription. Please refresh the page.',
  portalFailed: 'Unable to access subscription management. Please try again.',
  noSubscription: 'You have no subscription to manage yet.',
} as const;

/** The error code of the 503 every payment endpoint answers without Stripe keys. */
export const PAYMENTS_NOT_CONFIGURED = 'payments_not_configured';

/** Price of a job posting in cents ($99, owner-admin-side.md section 9). */
export const JOB_POSTING_PRICE_CENTS = 9900;

/** Days a paid job posting stays live (the same number as pb_hooks/payments.js). */
export const JOB_POSTING_DAYS = 30;

/**
 * Check Payments' notice (owner-admin-side.md section 8) for what update-job-payment-status
 * answered: the number of postings it activated, or the error it failed with.
 */
export function checkPaymentsNotice(result: number | Error): {
  variant: 'success' | 'error';
  title: string;
  description: string;
} {
  if (result instanceof Error) {
    return {
      variant: 'error',
      title: PAYMENTS_MESSAGES.updatePaymentsFailed,
      description: result.message,
    };
  }
  if (result === 0) {
    return {
      variant: 'success',
      title: 'No Updates',
      description: 'All payment statuses are up to date.',
    };
  }
  return {
    variant: 'success',
    title: `${String(result)} job posting(s) activated`,
    description: `Paid postings are live for ${String(JOB_POSTING_DAYS)} days.`,
  };
}
