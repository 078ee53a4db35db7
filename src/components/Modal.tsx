import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { returnFocus } from '../lib/focus.ts';

/** What gets focus when a dialog opens: a marked control, else its first field, else a button. */
const FIRST_USEFUL = [
  '[data-autofocus]',
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
  'button:not([data-dialog-close]):not([disabled]), a[href]',
];

/** Focuses the dialog's first useful control (not the x, not <body>). */
function focusFirstUseful(dialog: HTMLElement): void {
  for (const selector of FIRST_USEFUL) {
    const target = dialog.querySelector<HTMLElement>(selector);
    if (target) {
      target.focus();
      return;
    }
  }
}

/**
 * A modal dialog on the native <dialog> (focus kept inside, Escape closes, the page behind is
 * inert). Its content mounts only while open, so each opening starts fresh. The one focus
 * policy of the app's dialogs: on open, focus goes to the first useful control; on
 * close (Escape, the x, Cancel, after save or delete, or the dialog being unmounted while
 * open), back to the control that opened it.
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
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      focusFirstUseful(element);
    }
    if (!open && element.open) {
      element.close();
      returnFocus(opener.current);
    }
    if (!open) return;
    // Content that replaces the focused control (a form arriving after 'Loading...', a button
    // that unmounts) would drop focus to <body>: it goes to the first useful control instead.
    const keepFocusInside = new MutationObserver(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (element.open && lost) focusFirstUseful(element);
    });
    keepFocusInside.observe(element, { childList: true, subtree: true });
    return () => {
      keepFocusInside.disconnect();
    };
  }, [open]);
  // Unmounted while open (the usual way a parent closes it): focus goes back all the same.
  useLayoutEffect(() => {
    const element = dialog.current;
    return () => {
      if (element?.open) {
        element.close();
        returnFocus(opener.current);
      }
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={(event) => {
        // Only this dialog's own close: React also hands it a nested dialog's.
        if (event.target !== event.currentTarget) return;
        returnFocus(opener.current);
        onClose();
      }}
      className={`m-auto max-h-[calc(100vh-2rem)] scroll-pt-4 scroll-pb-24 rounded-xl p-0 text-slate-900 backdrop:bg-slate-900/60 ${
        wide ? 'w-[min(56rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'
      }`}
    >
      {open && children}
    </dialog>
  );
}

/**
 * The dialog's close button (top right), labelled for screen readers: 'Close', or `label` in
 * the page's language.
 */
export function CloseButton({ onClose, label = 'Close' }: { onClose: () => void; label?: string }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      data-dialog-close
      className="absolute right-3 top-3 rounded px-2 text-2xl leading-none text-slate-700 hover:bg-slate-100"
    >
      ×
    </button>
  );
}
