import { atom } from 'nanostores';

/** A short notice (spec: toasts, 5 s by default). */
export interface Toast {
  id: number;
  title: string;
  description: string;
  variant: 'success' | 'error';
}

/** How long a toast stays (public-side.md section 9). */
export const TOAST_DURATION_MS = 5000;

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

/** Shows a toast for TOAST_DURATION_MS; the Toaster island renders and announces it. */
export function showToast(toast: Omit<Toast, 'id'>): void {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { ...toast, id }]);
  setTimeout(() => {
    dismissToast(id);
  }, TOAST_DURATION_MS);
}

/** Removes a toast now. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
