import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button, [tabindex]:not([tabindex="-1"])';

/**
 * Opens a <dialog> as modal on mount (the page behind becomes inert and stops scrolling),
 * focuses `initialFocus`, and closes it on unmount. `trapTab` keeps Tab cycling inside the
 * dialog instead of leaving for the browser's own controls.
 */
export function useModalDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const initialFocus = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    initialFocus.current?.focus();
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = overflow;
      if (dialog.open) dialog.close();
    };
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLElement>) => {
    const focusables = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return { dialogRef, initialFocus, trapTab, close: () => dialogRef.current?.close() };
}
