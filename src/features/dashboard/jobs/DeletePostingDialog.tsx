import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { getPocketBase } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
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
    <ConfirmDeleteDialog
      open={posting !== null}
      titleId="delete-posting-title"
      title={`Delete ${posting?.title ?? ''}?`}
      confirmLabel="Delete Job"
      busy={busy}
      onConfirm={() => void remove()}
      onClose={onClose}
    >
      <p className="text-slate-700">
        The posting and the applications it received are removed for good. A paid posting is not
        refunded.
      </p>
    </ConfirmDeleteDialog>
  );
}
