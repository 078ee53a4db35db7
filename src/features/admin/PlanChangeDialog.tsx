import { ClientResponseError } from 'pocketbase';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import type { AdminCenter, AdminUser } from './admin-data.ts';
import { setUserPlan } from './user-actions.ts';

/** A plan change the admin asked for, waiting for confirmation. */
export interface PlanChange {
  user: AdminUser;
  plan: 'premium' | 'free';
}

/** How the dialog names a user: their name and e-mail, or the e-mail alone. */
export function userLabel(user: AdminUser): string {
  return user.name ? `${user.name} (${user.email})` : user.email;
}

/**
 * Confirms granting Premium by hand, or ending a granted plan, naming the user and saying what
 * changes: premium content on their centers' public pages shows while the plan is active and
 * is hidden, never deleted, once it ends (pb_hooks/plan-sync.pb.js).
 */
export default function PlanChangeDialog({
  change,
  centers,
  onClose,
  onChanged,
}: {
  change: PlanChange | null;
  centers: AdminCenter[];
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const granting = change?.plan === 'premium';
  const who = change ? userLabel(change.user) : '';
  const name = change ? change.user.name || change.user.email : '';

  const confirm = async () => {
    if (!change) return;
    const { user, plan } = change;
    setBusy(true);
    try {
      await setUserPlan(getPocketBase(), user.id, plan);
      showToast({
        variant: 'success',
        title: plan === 'premium' ? 'Premium granted' : 'Premium ended',
        description:
          plan === 'premium'
            ? `${user.email} now has the Premium plan.`
            : `${user.email} is back on the Free plan.`,
      });
      onClose();
      await onChanged();
    } catch (error) {
      console.error('Plan change failed', error);
      showToast({
        variant: 'error',
        title: 'Failed to update the plan',
        description:
          error instanceof ClientResponseError && error.message
            ? error.message
            : 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  const listed =
    centers.length === 0
      ? 'They have no centers yet.'
      : `Their centers: ${centers.map((c) => c.company_name).join(', ')}.`;
  return (
    <ConfirmDialog
      open={change !== null}
      titleId="admin-plan-change-title"
      title={granting ? `Grant Premium to ${name}?` : `End Premium for ${name}?`}
      confirmLabel={granting ? 'Grant Premium' : 'End Premium'}
      busyLabel="Saving..."
      tone={granting ? 'primary' : 'danger'}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {granting ? (
        <p className="text-slate-700">
          {who} moves from the Free plan to Premium, granted by an admin, with no payment. Their
          centers&apos; pages can show a logo, a photo gallery, videos and social links, and they
          can use the AI knowledge base, until you end the plan here.
        </p>
      ) : (
        <p className="text-slate-700">
          {who} goes back to the Free plan. The logo, photo gallery, videos and social links of
          their centers are hidden from the public pages (not deleted) until they have Premium
          again.
        </p>
      )}
      <p className="text-slate-700">{listed}</p>
    </ConfirmDialog>
  );
}
