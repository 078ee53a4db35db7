import type { ReactNode } from 'react';
import { BUTTON } from './control-styles.ts';
import { Modal } from './Modal.tsx';

/**
 * A delete confirmation: a title, what deleting does, Cancel and the delete button (which
 * says 'Deleting...' while it runs). The caller does the deleting in `onConfirm`.
 */
export function ConfirmDeleteDialog({
  open,
  titleId,
  title,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  titleId: string;
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} titleId={titleId}>
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {children}
        <div className="flex justify-end gap-2">
          <button type="button" className={BUTTON.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={BUTTON.danger}
            aria-disabled={busy || undefined}
            onClick={busy ? undefined : onConfirm}
          >
            {busy ? 'Deleting...' : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
