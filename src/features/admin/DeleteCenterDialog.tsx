import { useState } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import type { AdminCenter } from './admin-data.ts';
import { deleteCenter } from './center-actions.ts';
import { Modal } from '../../components/Modal.tsx';
import { BUTTON } from '../../components/control-styles.ts';

/** Asks before an admin deletes any center (spec: deleting needs a confirmation). */
export default function DeleteCenterDialog({
  center,
  onClose,
  onDeleted,
}: {
  center: AdminCenter | null;
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!center) return;
    setBusy(true);
    try {
      await deleteCenter(getPocketBase(), center.id);
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
    <Modal open={center !== null} onClose={onClose} titleId="admin-delete-center-title">
      <div className="space-y-4 p-6">
        <h2 id="admin-delete-center-title" className="text-xl font-semibold">
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
