import { useEffect, useState } from 'react';
import EmbeddedCheckoutDialog from '../../components/EmbeddedCheckoutDialog.tsx';
import { createCheckout } from '../../domain/plan/payments-client.ts';
import {
  openBillingPortal,
  recheckAfterPayment,
  SUBSCRIPTION_REDIRECT_MS,
  subscriptionSuccessNotice,
} from '../../domain/plan/subscription-flow.ts';
import { loadPlan } from '../../domain/plan/plans.ts';
import type { PlanType } from '../../domain/plan/premium.ts';
import { format } from '../../lib/i18n/format.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import type { Catalog } from '../../lib/i18n/types.ts';
import { routes, signInReturningTo, signUpHref } from '../../lib/routes.ts';
import { getPocketBase } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { showToast } from '../../lib/toast.ts';

const PRIMARY =
  'block w-full rounded-md bg-brand-700 px-4 py-2 text-center font-medium text-white hover:bg-brand-800 disabled:opacity-70';
const SECONDARY =
  'block w-full rounded-md border border-slate-400 bg-white px-4 py-2 text-center font-medium text-slate-900 hover:bg-slate-100';

/** The plan a card sells. */
export interface PricingPlan {
  id: string;
  name: string;
  type: PlanType;
}

/**
 * The button's words in the page's language (the 'content' catalog's pricing.action, passed
 * by the page: the whole namespace, legal pages and all, is too much for an island to carry).
 */
export type PlanActionText = Catalog['content']['pricing']['action'];

/**
 * A /pricing card's button (owner-admin-side.md 'Pricing'). Before hydration and when signed
 * out it is a link to /auth that comes back here; signed in, Premium opens the embedded
 * checkout 'Subscribe to {plan}', a premium user manages the subscription instead, and the
 * free card offers nothing.
 */
export default function PlanAction({
  plan,
  locale,
  text,
}: {
  plan: PricingPlan;
  /** The page's language: its sign-in and sign-up pages. */
  locale: Locale;
  text: PlanActionText;
}) {
  const session = useSession();
  const [current, setCurrent] = useState<PlanType | null>(null);
  const [checkout, setCheckout] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const userId = session.user?.id ?? '';

  useEffect(() => {
    getPocketBase();
  }, []);
  useEffect(() => {
    if (userId) void loadPlan(getPocketBase(), userId).then(setCurrent);
  }, [userId]);

  const signedIn = session.status === 'signed-in' && current !== null;
  const named = { plan: plan.name };
  if (plan.type === 'free') {
    // Signed in, there is nothing to do on the free card: the current plan of a free user, and
    // a premium user leaves Premium through Manage Subscription.
    return signedIn ? null : (
      <a className={SECONDARY} href={localizePath(locale, signUpHref)}>
        {text.getStarted}
      </a>
    );
  }
  if (!signedIn) {
    return (
      <a className={PRIMARY} href={localizePath(locale, signInReturningTo(routes.pricing))}>
        {format(text.choose, named)}
      </a>
    );
  }
  if (current === 'premium') {
    return (
      <button type="button" className={PRIMARY} onClick={() => void openBillingPortal()}>
        {text.manage}
      </button>
    );
  }

  const completed = async () => {
    setConfirming(true);
    const rechecked = await recheckAfterPayment();
    if (!rechecked) showToast(subscriptionSuccessNotice(false));
    setTimeout(() => {
      window.location.assign(
        rechecked ? `${routes.dashboard}?subscription=success` : routes.dashboard,
      );
    }, SUBSCRIPTION_REDIRECT_MS);
  };

  return (
    <>
      <button
        type="button"
        className={PRIMARY}
        disabled={confirming}
        onClick={() => {
          setCheckout(true);
        }}
      >
        {format(text.choose, named)}
      </button>
      {confirming && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {format(text.activating, named)}
        </p>
      )}
      {checkout && (
        <EmbeddedCheckoutDialog
          title={format(text.subscribeTo, named)}
          loadClientSecret={() => createCheckout(plan.id)}
          onComplete={() => {
            setCheckout(false);
            void completed();
          }}
          onClose={() => {
            setCheckout(false);
          }}
        />
      )}
    </>
  );
}
