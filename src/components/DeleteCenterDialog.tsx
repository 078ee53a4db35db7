import { useState } from 'react';
import { getPocketBase } from '../lib/session.ts';
import { showToast } from '../lib/toast.ts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';

/**
 * Asks before a center is deleted (spec: deleting needs a confirmation), then deletes it: the
 * same dialog, and the same promise, for an owner on the dashboard and an admin.
 */
export default function DeleteCenterDialog({
  center,
  onClose,
  onDeleted,
}: {
  center: { id: string; company_name: string } | null;
  onClose: () => void;
  onDeleted: () => Promise<void> | void;
}) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!center) return;
    setBusy(true);
    try {
      await getPocketBase().collection('centers').delete(center.id);
      showToast({
        variant: 'success',
        title: 'Center deleted successfully',
        description: `${center.company_name} has been removed.`,
      });
      onClose();
      await onDeleted();
    } catch (error) {
      console.error('Deleting the center failed', error);
      showToast({
        variant: 'error',
        title: 'Error',
        description: 'Failed to delete center. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDeleteDialog
      open={center !== null}
      titleId="delete-center-title"
      title={`Delete ${center?.company_name ?? ''}?`}
      confirmLabel="Delete Center"
      busy={busy}
      onConfirm={() => void remove()}
      onClose={onClose}
    >
      <p className="text-slate-700">
        The listing is removed from the directory for good, with its images and videos, its job
        postings and their applications, its intake matches and its chat history. Its owner&rsquo;s
        account stays. This cannot be undone.
      </p>
    </ConfirmDeleteDialog>
  );
}
