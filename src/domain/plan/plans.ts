import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { planOf, type PlanType } from './premium.ts';

/**
 * Plans as every screen reads them (owner-admin-side.md sections 2, 4 and 9): the dashboard,
 * /pricing and the payment endpoints share these rules; PocketBase's hooks state the same
 * premium rule (planOf in src/domain/plan/premium.ts, bundled for the hooks).
 */

/** A plan as the plan chooser and /pricing list it. */
const PlanRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['free', 'premium']),
  price_monthly: z.number(),
  description: z.string(),
  features: z
    .array(z.string())
    .nullable()
    .transform((v) => v ?? []),
});
export type PlanRecord = z.infer<typeof PlanRecordSchema>;

/** Spec: the plan check is raced against 8 seconds; a failure or timeout means free. */
const PLAN_TIMEOUT_MS = 8000;
/** The user's effective plan; free when the check fails or takes longer than 8 seconds. */
export async function loadPlan(pb: PocketBase, userId: string): Promise<PlanType> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const list = await Promise.race([
      pb.collection('subscriptions').getList(1, 1, {
        filter: pb.filter('user = {:user}', { user: userId }),
        skipTotal: true,
      }),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          reject(new Error('Subscription check timeout'));
        }, PLAN_TIMEOUT_MS);
      }),
    ]);
    const subscription = list.items[0];
    return planOf(subscription ?? null);
  } catch (error) {
    console.error('Plan check failed; showing the free plan', error);
    return 'free';
  } finally {
    clearTimeout(timer);
  }
}

/** The active plans, cheapest first (empty when they cannot be read). */
export async function loadPlans(pb: PocketBase): Promise<PlanRecord[]> {
  try {
    const plans = await pb
      .collection('plans')
      .getFullList({ filter: 'is_active = true', sort: 'price_monthly' });
    return plans.map((plan) => PlanRecordSchema.parse(plan));
  } catch (error) {
    console.error('Could not load the plans', error);
    return [];
  }
}

/** The plan card lists this many features, then '+N more features'. */
const PLAN_CARD_FEATURES = 5;

/** A plan card's features: the first five, and the '+N more features' line when there are more. */
export function planCardFeatures(features: readonly string[]): { shown: string[]; more: string } {
  const extra = features.length - PLAN_CARD_FEATURES;
  return {
    shown: features.slice(0, PLAN_CARD_FEATURES),
    more: extra > 0 ? `+${String(extra)} more features` : '',
  };
}

/** A plan's price as cards show it: '$0' without '/month' for free, else '$49' per month. */
export function planPrice(plan: Pick<PlanRecord, 'price_monthly'>): {
  amount: string;
  perMonth: boolean;
} {
  const price = plan.price_monthly;
  const amount = Number.isInteger(price) ? String(price) : price.toFixed(2);
  return { amount: `$${amount}`, perMonth: price > 0 };
}
