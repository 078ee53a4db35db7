import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog> (focus kept inside, Escape closes, the page behind is
 * inert). Its content mounts only while open, so each opening starts fresh.
 */
export function Modal({
  open,
  onClose,
  titleId,
  wide = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  titleId: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={(event) => {
        // Only this dialog's own close: React also hands it a nested dialog's.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-[calc(100vh-2rem)] rounded-xl p-0 text-slate-900 backdrop:bg-slate-900/60 ${
        wide ? 'w-[min(56rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'
      }`}
    >
      {open && children}
    </dialog>
  );
}

/** The dialog's close button (top right), labelled for screen readers. */
export function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label="Close"
      className="absolute right-3 top-3 rounded px-2 text-2xl leading-none text-slate-700 hover:bg-slate-100"
    >
      ×
    </button>
  );
}
