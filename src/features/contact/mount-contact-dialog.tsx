import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import ContactDialog from './ContactDialog.tsx';

/** Renders the Contact Us dialog into `host` (once) and returns what opens it. */
export function mountContactDialog(host: HTMLElement): () => void {
  const root = createRoot(host);
  flushSync(() => {
    root.render(<ContactDialog />);
  });
  return () => {
    const dialog = host.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
  };
}
