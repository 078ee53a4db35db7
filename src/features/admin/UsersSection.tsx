import { useState } from 'react';
import { showToast } from '../../lib/toast.ts';
import type { AdminCenter, AdminUser } from './admin-data.ts';
import DeleteUserDialog from './DeleteUserDialog.tsx';
import PlanChangeDialog, { type PlanChange } from './PlanChangeDialog.tsx';
import UsersTable from './UsersTable.tsx';

/** The spec's refusal to delete one's own account (owner-admin-side.md section 8). */
const CANNOT_DELETE_SELF = 'Cannot delete your own account or invalid user';

/** The users table, and the confirmations of its plan changes and deletes. */
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
  const [planChange, setPlanChange] = useState<PlanChange | null>(null);
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
        onSetPlan={(user, plan) => {
          setPlanChange({ user, plan });
        }}
      />
      <DeleteUserDialog
        user={deleting}
        centers={deleting ? centersOf(deleting.id) : []}
        onClose={() => {
          setDeleting(null);
        }}
        onDeleted={onChanged}
      />
      <PlanChangeDialog
        change={planChange}
        centers={planChange ? centersOf(planChange.user.id) : []}
        onClose={() => {
          setPlanChange(null);
        }}
        onChanged={onChanged}
      />
    </section>
  );
}
