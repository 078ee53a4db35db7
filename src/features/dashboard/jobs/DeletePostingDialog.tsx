import { useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { getPocketBase } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { BUTTON } from '../../../components/control-styles.ts';
import { deletePosting, type OwnerPosting } from './jobs-api.ts';

/** Asks before deleting a posting (spec: deleting a job needs a confirmation), then deletes it. */
export default function DeletePostingDialog({
  posting,
  onClose,
  onDeleted,
}: {
  posting: OwnerPosting | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!posting) return;
    setBusy(true);
    try {
      await deletePosting(getPocketBase(), posting.id);
      showToast({
        variant: 'success',
        title: 'Job deleted',
        description: `${posting.title} has been removed.`,
      });
      onDeleted();
      onClose();
    } catch (error) {
      console.error('Deleting the job failed', error);
      showToast({
        variant: 'error',
        title: 'Error deleting job',
        description: 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={posting !== null} onClose={onClose} titleId="delete-posting-title">
      <div className="space-y-4 p-6">
        <h2 id="delete-posting-title" className="text-xl font-semibold">
          Delete {posting?.title}?
        </h2>
        <p className="text-slate-700">
          The posting and the applications it received are removed for good. A paid posting is not
          refunded.
        </p>
        <div className="flex justify-end gap-2">
          <button type="button" className={BUTTON.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={BUTTON.danger}
            aria-disabled={busy || undefined}
            onClick={busy ? undefined : () => void remove()}
          >
            {busy ? 'Deleting...' : 'Delete Job'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
