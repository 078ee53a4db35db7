import { useEffect, useState } from 'react';
import EmbeddedCheckoutDialog from '../../components/EmbeddedCheckoutDialog.tsx';
import { createCheckout } from '../../domain/plan/payments-client.ts';
import {
  recheckAfterPayment,
  subscriptionSuccessNotice,
} from '../../domain/plan/subscription-flow.ts';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { BUTTON } from '../../components/control-styles.ts';
import { Modal } from '../../components/Modal.tsx';
import {
  loadPlans,
  planCardFeatures,
  planPrice,
  type PlanRecord,
} from '../../domain/plan/plans.ts';

const SEEN_KEY = 'plan-chooser-seen';

/** Whether this user has already answered the plan chooser (it shows once, spec section 4). */
export function planChooserSeen(userId: string): boolean {
  try {
    return localStorage.getItem(`${SEEN_KEY}:${userId}`) === 'true';
  } catch {
    return false;
  }
}

function markSeen(userId: string): void {
  try {
    localStorage.setItem(`${SEEN_KEY}:${userId}`, 'true');
  } catch {
    // Private browsing without storage: the chooser may show again; nothing breaks.
  }
}

/**
 * 'Unlock Premium Features': the plans side by side. Free closes it with a notice; Premium
 * opens the embedded checkout 'Subscribe to {plan}'. After payment: the 2 s wait, the server's
 * re-check, `onUpgraded` (the dashboard reloads plan and centers), the success notice, closed.
 */
export default function PlanChooser({
  open,
  userId,
  onClose,
  onUpgraded,
}: {
  open: boolean;
  userId: string;
  onClose: () => void;
  onUpgraded: () => void;
}) {
  const [plans, setPlans] = useState<PlanRecord[]>([]);
  const [buying, setBuying] = useState<PlanRecord | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (open) void loadPlans(getPocketBase()).then(setPlans);
  }, [open]);

  const chooseFree = () => {
    markSeen(userId);
    showToast({
      variant: 'success',
      title: 'Free Plan Selected',
      description: 'You can upgrade to Premium at any time from your dashboard.',
    });
    onClose();
  };
  const paid = async () => {
    setBuying(null);
    setConfirming(true);
    const rechecked = await recheckAfterPayment();
    onUpgraded();
    showToast(subscriptionSuccessNotice(rechecked));
    setConfirming(false);
    onClose();
  };

  if (buying) {
    return (
      <EmbeddedCheckoutDialog
        title={`Subscribe to ${buying.name}`}
        loadClientSecret={() => createCheckout(buying.id)}
        onComplete={() => void paid()}
        onClose={() => {
          setBuying(null);
        }}
      />
    );
  }

  return (
    <Modal
      open={open}
      onClose={() => {
        markSeen(userId);
        onClose();
      }}
      titleId="plan-chooser-title"
      wide
    >
      <div className="p-6">
        <h2 id="plan-chooser-title" className="text-xl font-semibold">
          Unlock Premium Features
        </h2>
        <p className="mt-1 text-slate-700">
          Choose the plan for your listing. You can change it later.
        </p>
        {confirming && (
          <p role="status" className="mt-3 rounded-md bg-brand-50 p-3">
            Payment received. Activating your Premium plan…
          </p>
        )}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {plans.map((plan) => {
            const { shown, more } = planCardFeatures(plan.features);
            return (
              <section
                key={plan.id}
                aria-labelledby={`plan-${plan.id}`}
                className="flex flex-col rounded-lg border border-slate-300 p-4"
              >
                <h3 id={`plan-${plan.id}`} className="text-lg font-semibold">
                  {plan.name}
                </h3>
                <p className="text-2xl font-bold">
                  {planPrice(plan).amount}
                  {planPrice(plan).perMonth && (
                    <span className="text-base font-normal">/month</span>
                  )}
                </p>
                <p className="mt-1 text-sm text-slate-700">{plan.description}</p>
                <ul className="mt-2 flex-1 space-y-1 text-sm">
                  {shown.map((feature) => (
                    <li key={feature}>
                      <span aria-hidden="true">✓ </span>
                      {feature}
                    </li>
                  ))}
                  {more && <li className="text-slate-600">{more}</li>}
                </ul>
                <button
                  type="button"
                  className={`${plan.type === 'premium' ? BUTTON.primary : BUTTON.secondary} mt-4`}
                  onClick={
                    plan.type === 'premium'
                      ? () => {
                          markSeen(userId);
                          setBuying(plan);
                        }
                      : chooseFree
                  }
                >
                  {plan.type === 'premium' ? `Choose ${plan.name}` : `Continue with ${plan.name}`}
                </button>
              </section>
            );
          })}
        </div>
        {plans.length === 0 && (
          <button type="button" className={`${BUTTON.secondary} mt-4`} onClick={chooseFree}>
            Continue with Free
          </button>
        )}
      </div>
    </Modal>
  );
}
