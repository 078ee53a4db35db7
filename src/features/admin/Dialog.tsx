import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog>: focus stays inside, Escape closes, the page behind is
 * inert. The content mounts only while open, so each opening starts fresh. (The dashboard has
 * its own; features do not share components, see DESIGN.md.)
 */
export function Dialog({
  open,
  onClose,
  titleId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  titleId: string;
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
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto max-h-[calc(100vh-2rem)] w-[min(34rem,calc(100vw-2rem))] rounded-xl p-0 text-slate-900 backdrop:bg-slate-900/60"
    >
      {open && children}
    </dialog>
  );
}
