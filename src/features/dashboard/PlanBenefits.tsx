import { openBillingPortal } from '../../domain/plan/subscription-flow.ts';
import { routes } from '../../lib/routes.ts';
import type { PlanType } from '../../domain/plan/premium.ts';
import { PLAN_BENEFITS } from './plan.ts';

/** The Your Plan Benefits card (owner-admin-side.md section 2, Dashboard). */
export default function PlanBenefits({ plan }: { plan: PlanType }) {
  const premium = plan === 'premium';
  const link =
    'inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800';
  return (
    <section
      aria-labelledby="plan-benefits-title"
      className="rounded-xl border border-slate-200 p-6"
    >
      <h2 id="plan-benefits-title" className="text-xl font-semibold">
        Your Plan Benefits
      </h2>
      <ul className="mt-3 grid gap-1 sm:grid-cols-2">
        {PLAN_BENEFITS.all.map((benefit) => (
          <li key={benefit}>
            <span aria-hidden="true">✓ </span>
            {benefit}
          </li>
        ))}
        {premium
          ? PLAN_BENEFITS.premium.map((benefit) => (
              <li key={benefit}>
                <span aria-hidden="true">★ </span>
                {benefit}
              </li>
            ))
          : PLAN_BENEFITS.lockedForFree.map((benefit) => (
              <li key={benefit} className="text-slate-600">
                <span aria-hidden="true">🔒 </span>
                {benefit} <span className="text-sm">(Premium, locked)</span>
              </li>
            ))}
      </ul>
      <div className="mt-4">
        {premium ? (
          <button type="button" className={link} onClick={() => void openBillingPortal()}>
            Manage Subscription
          </button>
        ) : (
          <a href={routes.pricing} className={link}>
            Upgrade to Premium
          </a>
        )}
      </div>
    </section>
  );
}
