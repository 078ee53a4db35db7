/**
 * Plans as every screen reads them (owner-admin-side.md sections 2, 4 and 9): the dashboard,
 * /pricing and the payment endpoints share these rules; PocketBase's hooks state the same
 * premium rule (pb_hooks/owner-plan.js isPremium).
 */

/** The effective plan: premium needs plan_type premium and status active; all else is free. */
export type PlanType = 'free' | 'premium';

/** The plan of a subscription row (none: free). */
export function planOf(subscription: Readonly<Record<string, unknown>> | null): PlanType {
  return subscription?.plan_type === 'premium' && subscription.status === 'active'
    ? 'premium'
    : 'free';
}
