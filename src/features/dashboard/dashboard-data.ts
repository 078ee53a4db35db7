import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { CenterRecordSchema } from '../../lib/center.ts';
import { planOf, type PlanType } from '../../lib/premium.ts';
import { withRetry } from '../../lib/retry.ts';

/** A center as its owner reads it: the public record plus the code and the knowledge base. */
export const OwnerCenterSchema = CenterRecordSchema.extend({
  /** Hidden from everyone but the owner and admins (pb_hooks/centers.pb.js). */
  access_code: z.string().optional(),
  knowledge_base: z.string(),
});
export type OwnerCenter = z.infer<typeof OwnerCenterSchema>;

/** A plan as the plan chooser lists it. */
export const PlanRecordSchema = z.object({
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
/** Spec: dashboard center queries retry twice, 1 second apart. */
const DASHBOARD_RETRY = { retries: 2, delayMs: () => 1000 };

/** The user's centers, in number order, with the logo URL of each (empty when none). */
export async function loadOwnerCenters(
  pb: PocketBase,
  userId: string,
): Promise<{ centers: OwnerCenter[]; logos: Map<string, string> }> {
  return withRetry(async () => {
    const [records, logos] = await Promise.all([
      pb.collection('centers').getFullList({
        filter: pb.filter('owner = {:user}', { user: userId }),
        sort: 'number',
      }),
      pb.collection('center_images').getFullList({
        filter: pb.filter('center.owner = {:user} && kind = "logo"', { user: userId }),
      }),
    ]);
    const centers = records.map((record) => OwnerCenterSchema.parse(record));
    const byCenter = new Map<string, string>();
    for (const logo of logos) {
      byCenter.set(
        String(logo.center),
        pb.files.getURL(logo, String(logo.file), { thumb: '160x160f' }),
      );
    }
    for (const center of centers) {
      if (!byCenter.has(center.id) && center.logo.trim())
        byCenter.set(center.id, center.logo.trim());
    }
    return { centers, logos: byCenter };
  }, DASHBOARD_RETRY);
}

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
    return planOf(
      subscription ? { plan_type: subscription.plan_type, status: subscription.status } : null,
    );
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
