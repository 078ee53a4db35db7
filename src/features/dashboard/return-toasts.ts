import type { Toast } from '../../lib/toast.ts';

type Notice = Omit<Toast, 'id'>;

/** The toasts for returning from checkout (owner-admin-side.md section 2, Dashboard). */
const NOTICES: Record<string, Record<string, Notice>> = {
  subscription: {
    success: {
      variant: 'success',
      title: 'Subscription Successful!',
      description: 'Welcome to Premium: your premium features are unlocked.',
    },
    cancelled: {
      variant: 'error',
      title: 'Subscription Cancelled',
      description: 'Your subscription was not completed and you were not charged.',
    },
  },
  payment: {
    success: {
      variant: 'success',
      title: 'Payment Successful!',
      description: 'Your job posting is now active.',
    },
    cancelled: {
      variant: 'error',
      title: 'Payment Cancelled',
      description: 'Your payment was cancelled and you were not charged.',
    },
  },
};

/**
 * The toast for a ?subscription=success|cancelled or ?payment=success|cancelled return, and the
 * address without that parameter (the dashboard shows the toast once, then clears it).
 */
export function returnNotice(url: URL): { notice: Notice; cleanUrl: string } | null {
  for (const [param, byValue] of Object.entries(NOTICES)) {
    const notice = byValue[url.searchParams.get(param) ?? ''];
    if (!notice) continue;
    const clean = new URL(url);
    clean.searchParams.delete(param);
    return { notice, cleanUrl: `${clean.pathname}${clean.search}${clean.hash}` };
  }
  return null;
}
