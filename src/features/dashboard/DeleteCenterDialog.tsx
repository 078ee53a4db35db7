import { useState } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import type { OwnerCenter } from './dashboard-data.ts';
import { BUTTON } from '../../components/FormFields.tsx';
import { Modal } from '../../components/Modal.tsx';

/** Asks before deleting a center (spec: deleting needs a confirmation), then deletes it. */
export default function DeleteCenterDialog({
  center,
  onClose,
  onDeleted,
}: {
  center: OwnerCenter | null;
  onClose: () => void;
  onDeleted: () => void;
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
      onDeleted();
      onClose();
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
          The listing, its images and videos and its job postings are removed for good. This cannot
          be undone.
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
