import { ClientResponseError } from 'pocketbase';
import { useState } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import type { AdminCenter, AdminUser } from './admin-data.ts';
import DeleteUserDialog from './DeleteUserDialog.tsx';
import { setUserPlan } from './user-actions.ts';
import UsersTable from './UsersTable.tsx';

/** The spec's refusal to delete one's own account (owner-admin-side.md section 8). */
const CANNOT_DELETE_SELF = 'Cannot delete your own account or invalid user';

/** The users table and its delete confirmation. */
export default function UsersSection({
  users,
  centersOf,
  currentUserId,
  onChanged,
}: {
  users: AdminUser[];
  centersOf: (userId: string) => AdminCenter[];
  currentUserId: string;
  onChanged: () => Promise<void>;
}) {
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const askToDelete = (user: AdminUser) => {
    // The server refuses too (pb_hooks/admin-users.pb.js); this saves a pointless dialog.
    if (!user.id || user.id === currentUserId) {
      showToast({ variant: 'error', title: 'Error', description: CANNOT_DELETE_SELF });
      return;
    }
    setDeleting(user);
  };
  const setPlan = async (user: AdminUser, plan: 'premium' | 'free') => {
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
    }
  };
  return (
    <section aria-labelledby="admin-users" className="space-y-4">
      <h2 id="admin-users" className="text-2xl font-semibold">
        Users
      </h2>
      <UsersTable
        users={users}
        centersOf={centersOf}
        currentUserId={currentUserId}
        onDelete={askToDelete}
        onSetPlan={(user, plan) => void setPlan(user, plan)}
      />
      <DeleteUserDialog
        user={deleting}
        centers={deleting ? centersOf(deleting.id) : []}
        onClose={() => {
          setDeleting(null);
        }}
        onDeleted={onChanged}
      />
    </section>
  );
}
