import { ClientResponseError } from 'pocketbase';
import { showToast, type ToastOptions } from '../../lib/toast.ts';

/**
 * Shows an error toast for a text; 'Title: description' texts of the spec (such as
 * 'Premium Feature Required: …' or 'No Website URL: …') are split into the two parts. An
 * owner's action failed: focus goes to the message (given back when it is dismissed).
 */
export function notifyError(text: string, options: ToastOptions = { focus: true }): void {
  const split = text.indexOf(': ');
  const title = split > 0 ? text.slice(0, split) : '';
  showToast(
    title && title.length <= 40 && !title.includes('.')
      ? { variant: 'error', title, description: text.slice(split + 2) }
      : { variant: 'error', title: 'Error', description: text },
    options,
  );
}

/**
 * The text to show for a failed save: the server's own refusal (the hooks' limits, sizes,
 * alt text and premium texts, said to the owner as they are), else the fallback.
 */
export function refusalText(error: unknown, fallback: string): string {
  if (
    error instanceof ClientResponseError &&
    (error.status === 400 || error.status === 403) &&
    error.message &&
    !/^(Failed to|Something went wrong)/.test(error.message)
  ) {
    return error.message;
  }
  return fallback;
}
