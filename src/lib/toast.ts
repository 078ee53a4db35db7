import { returnFocus } from './focus.ts';

/** A short notice: a title and a sentence. */
export interface Toast {
  title: string;
  description: string;
  variant: 'success' | 'error';
}

/** How a toast is shown. */
export interface ToastOptions {
  /**
   * Moves keyboard focus to the toast (default false): for the message of a failed submit, so
   * focus goes to what went wrong rather than staying on the button. Dismissing
   * the toast puts focus back where it was.
   */
  focus?: boolean;
}

/**
 * How long a success stays on screen, paused while pointed at or focused (WCAG 2.2.1:
 * at least 10 s). Errors stay until dismissed.
 */
const SUCCESS_TOAST_MS = 10_000;

/** The toasts' container (src/components/Toaster.astro renders it with its live regions). */
export const TOASTER_ID = 'toaster';

/** The live regions' ids (src/components/Toaster.astro renders them). */
export const TOAST_REGION_IDS = { success: 'toasts-polite', error: 'toasts-assertive' } as const;

const STYLES = {
  success: 'border-green-700 bg-green-50 text-green-950',
  error: 'border-red-700 bg-red-50 text-red-950',
} as const;

/** Removes a toast now. */
function dismissToast(element: HTMLElement): void {
  element.remove();
}

/** Starts a success toast's timer, paused while the pointer or focus is on it. */
function expireWhenUnattended(element: HTMLElement): void {
  let left = SUCCESS_TOAST_MS;
  let started = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = 0;
  const run = () => {
    started = Date.now();
    timer = setTimeout(() => {
      dismissToast(element);
    }, left);
  };
  const hold = () => {
    if (held++ === 0) {
      clearTimeout(timer);
      left -= Date.now() - started;
    }
  };
  const release = () => {
    if (--held === 0) run();
  };
  element.addEventListener('pointerenter', hold);
  element.addEventListener('pointerleave', release);
  element.addEventListener('focusin', hold);
  element.addEventListener('focusout', (event) => {
    if (!element.contains(event.relatedTarget as Node | null)) release();
  });
  run();
}

let toaster: HTMLElement | null = null;

/**
 * Keeps --toaster-height on <html> (global.css pads scrolling by it): focus moved to an element
 * near the bottom scrolls it above the toasts, never under them (WCAG 2.4.11).
 */
function padScrollingForToasts(element: HTMLElement): void {
  new ResizeObserver(() => {
    const shown = element.querySelector(
      `#${TOAST_REGION_IDS.success} > *, #${TOAST_REGION_IDS.error} > *`,
    );
    // The toasts sit 1rem above the bottom edge (Toaster.astro).
    const padding = shown ? `calc(${String(element.offsetHeight)}px + 1rem)` : '0px';
    document.documentElement.style.setProperty('--toaster-height', padding);
  }).observe(element);
}

/**
 * Puts the toasts where they can be read and dismissed: inside the open modal dialog if there
 * is one (everything outside it is inert), else back at the end of the page.
 */
function placeToaster(): void {
  if (!toaster) {
    toaster = document.getElementById(TOASTER_ID);
    if (toaster) padScrollingForToasts(toaster);
  }
  if (!toaster) return;
  const modal = [...document.querySelectorAll('dialog')].filter((d) => d.matches(':modal')).at(-1);
  const host = modal ?? document.body;
  if (toaster.parentElement === host) return;
  host.append(toaster);
  modal?.addEventListener('close', placeToaster, { once: true });
}

/**
 * Shows a toast in its live region: the message, then its 'Dismiss notification' button (next
 * in the tab order after the message). Plain DOM, so any island or page script can call it.
 */
export function showToast(toast: Toast, { focus = false }: ToastOptions = {}): void {
  const before = document.activeElement;
  placeToaster();
  const region = toaster?.querySelector(`#${TOAST_REGION_IDS[toast.variant]}`);
  if (!region) {
    console.error('No toast region on this page', toast);
    return;
  }
  const element = document.createElement('div');
  element.className = `pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${STYLES[toast.variant]}`;
  const text = document.createElement('div');
  text.className = 'flex-1';
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = toast.title;
  const description = document.createElement('p');
  description.className = 'text-sm';
  description.textContent = toast.description;
  text.append(title, description);
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'rounded px-2 text-lg leading-none';
  // In the page's language, from the toaster (Toaster.astro).
  dismiss.setAttribute('aria-label', toaster?.dataset.dismissLabel ?? 'Dismiss notification');
  dismiss.textContent = '×';
  dismiss.addEventListener('click', () => {
    const focused = element.contains(document.activeElement);
    dismissToast(element);
    if (focused) returnFocus(before);
  });
  element.append(text, dismiss);
  region.append(element);
  if (toast.variant === 'success') expireWhenUnattended(element);
  if (focus) {
    element.tabIndex = -1;
    element.focus();
  }
}
