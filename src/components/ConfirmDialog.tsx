import type { ReactNode } from 'react';
import { BUTTON } from './control-styles.ts';
import { Modal } from './Modal.tsx';

/**
 * A confirmation: a title, what confirming does, Cancel and the confirm button (which says
 * `busyLabel` while the action runs). The caller acts in `onConfirm`. `tone` 'danger' is for
 * what cannot be undone.
 */
export function ConfirmDialog({
  open,
  titleId,
  title,
  confirmLabel,
  busyLabel,
  tone = 'primary',
  busy,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  titleId: string;
  title: string;
  confirmLabel: string;
  busyLabel: string;
  tone?: 'primary' | 'danger';
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} titleId={titleId}>
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-semibold break-words">
          {title}
        </h2>
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={BUTTON.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={tone === 'danger' ? BUTTON.danger : BUTTON.primary}
            aria-disabled={busy || undefined}
            onClick={busy ? undefined : onConfirm}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
