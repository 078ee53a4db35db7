import { showToast, type Toast } from '../../lib/toast.ts';
import {
  billingPortalUrl,
  checkSubscription,
  PaymentsNotConfiguredError,
} from './payments-client.ts';
import { PAYMENTS_MESSAGES } from './payments-messages.ts';

/** Wait after Stripe reports payment before the re-check (owner-admin-side.md section 9). */
const SUBSCRIPTION_WAIT_MS = 2000;
/** Delay of the redirect after a successful subscription (section 9). */
export const SUBSCRIPTION_REDIRECT_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After Stripe reports a paid subscription: wait 2 s, then ask the server to re-check with
 * Stripe (owner-admin-side.md section 4). Resolves to whether the re-check worked.
 */
export async function recheckAfterPayment(): Promise<boolean> {
  await wait(SUBSCRIPTION_WAIT_MS);
  try {
    await checkSubscription();
    return true;
  } catch (error) {
    console.error('Subscription re-check failed', error);
    return false;
  }
}

/** 'Subscription Successful!', with the advice to refresh when the re-check failed. */
export function subscriptionSuccessNotice(rechecked: boolean): Omit<Toast, 'id'> {
  return {
    variant: 'success',
    title: 'Subscription Successful!',
    description: rechecked
      ? 'Welcome to Premium: your premium features are unlocked.'
      : 'Your payment went through. Please refresh the page to see your premium features.',
  };
}

/**
 * Manage Subscription: Stripe's Billing Portal in a new tab. The tab opens at once (inside the
 * click, so no popup blocker stops it) and is sent to the portal when its address arrives.
 */
export async function openBillingPortal(): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await billingPortalUrl();
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    console.error('Billing portal failed', error);
    showToast({
      variant: 'error',
      title: PaymentsNotConfiguredError.is(error) ? 'Payments not configured' : 'Error',
      description: PaymentsNotConfiguredError.is(error)
        ? PAYMENTS_MESSAGES.notConfigured
        : PAYMENTS_MESSAGES.portalFailed,
    });
  }
}
