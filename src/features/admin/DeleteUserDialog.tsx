import { useState } from 'react';
import { ClientResponseError } from 'pocketbase';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import type { AdminCenter, AdminUser } from './admin-data.ts';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.tsx';
import { deleteUser } from './user-actions.ts';

/** The server's reason for a failure, without PocketBase's closing full stop. */
function reasonOf(error: unknown): string {
  const message =
    error instanceof ClientResponseError || error instanceof Error ? error.message : '';
  return (message || 'Unknown error occurred').replace(/\.$/, '');
}

/**
 * The delete confirmation. Its text is exactly what pb_hooks/admin-users.pb.js does, in one
 * transaction: the account, subscription, job postings with applications and chat history go;
 * the user's centers stay in the directory as unclaimed listings with new access codes.
 */
export default function DeleteUserDialog({
  user,
  centers,
  onClose,
  onDeleted,
}: {
  user: AdminUser | null;
  centers: AdminCenter[];
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!user) return;
    setBusy(true);
    try {
      const released = await deleteUser(getPocketBase(), user.id);
      showToast({
        variant: 'success',
        title: 'User deleted',
        description:
          released === 0
            ? `${user.email} has been deleted.`
            : `${user.email} has been deleted; ${String(released)} center(s) are now unclaimed listings.`,
      });
      onClose();
      await onDeleted();
    } catch (error) {
      console.error('Deleting the user failed', error);
      showToast({
        variant: 'error',
        title: 'Error',
        description: `Failed to delete user profile: ${reasonOf(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDeleteDialog
      open={user !== null}
      titleId="admin-delete-user-title"
      title={`Delete user ${user?.email ?? ''}?`}
      confirmLabel="Delete User"
      busy={busy}
      onConfirm={() => void remove()}
      onClose={onClose}
    >
      <p className="text-slate-700">
        This permanently deletes the account of {user?.email}, with its subscription, its job
        postings and their applications, and its chat history.
      </p>
      {centers.length > 0 ? (
        <div className="text-slate-700">
          <p>
            {centers.length === 1
              ? 'Its center stays in the directory as an unclaimed listing with a new access code, so the business can claim it again:'
              : `Its ${String(centers.length)} centers stay in the directory as unclaimed listings with new access codes, so the businesses can claim them again:`}
          </p>
          <ul className="mt-1 list-disc pl-6">
            {centers.map((c) => (
              <li key={c.id}>{c.company_name}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-slate-700">The user has no centers.</p>
      )}
      <p className="font-medium">This cannot be undone.</p>
    </ConfirmDeleteDialog>
  );
}
