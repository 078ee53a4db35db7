/** The localStorage key that remembers the agreement (owner-admin-side.md section 9). */
export const TERMS_STORAGE_KEY = 'terms-agreed';

/** Where Decline sends the visitor: an external search engine (spec). */
const DECLINE_URL = 'https://duckduckgo.com/';

function hasAgreed(): boolean {
  try {
    return localStorage.getItem(TERMS_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Opens the blocking terms dialog on a first visit and wires it: Escape does not dismiss it;
 * Accept and Continue stays unavailable (aria-disabled, so it keeps its place in the tab order)
 * until the box is ticked.
 */
export function initTermsDialog(): void {
  const dialog = document.getElementById('terms-dialog');
  if (!(dialog instanceof HTMLDialogElement) || hasAgreed()) return;
  const box = dialog.querySelector<HTMLInputElement>('input[type="checkbox"]');
  const accept = dialog.querySelector<HTMLButtonElement>('[data-terms-accept]');
  const decline = dialog.querySelector<HTMLButtonElement>('[data-terms-decline]');
  if (!box || !accept || !decline) return;
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
  });
  box.addEventListener('change', () => {
    accept.setAttribute('aria-disabled', String(!box.checked));
  });
  accept.addEventListener('click', () => {
    if (!box.checked) return;
    try {
      localStorage.setItem(TERMS_STORAGE_KEY, 'true');
    } catch {
      // Storage blocked: the agreement lasts for this page only.
    }
    dialog.close();
  });
  decline.addEventListener('click', () => {
    window.location.assign(DECLINE_URL);
  });
  dialog.showModal();
}
