import { useState } from 'react';
import { getPocketBase } from '../lib/session.ts';
import { showToast } from '../lib/toast.ts';
import { BUTTON } from './control-styles.ts';
import { Modal } from './Modal.tsx';

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
    <Modal open={center !== null} onClose={onClose} titleId="delete-center-title">
      <div className="space-y-4 p-6">
        <h2 id="delete-center-title" className="text-xl font-semibold">
          Delete {center?.company_name}?
        </h2>
        <p className="text-slate-700">
          The listing is removed from the directory for good, with its images and videos, its job
          postings and their applications, its intake matches and its chat history. Its
          owner&rsquo;s account stays. This cannot be undone.
        </p>
        <div className="flex justify-end gap-2">
          <button type="button" className={BUTTON.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={BUTTON.danger}
            disabled={busy}
            onClick={() => void remove()}
          >
            {busy ? 'Deleting...' : 'Delete Center'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
