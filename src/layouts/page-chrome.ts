import { accountLinks } from '../features/auth/account-links.ts';
import { routes } from '../lib/routes.ts';
import {
  AUTH_STORAGE_KEY,
  readStoredSession,
  SESSION_CHANGE_EVENT,
} from '../lib/stored-session.ts';

/**
 * The session-aware parts of every page (header, mobile menu, footer, home, a center's 'Edit
 * Details') without React or the PocketBase SDK. The server renders both states;
 * `data-session` and `data-role` on <html> (set first by the head script, before paint) pick
 * the one that shows. This keeps them true afterwards: sign-in, sign-out and expiry, in this
 * tab and in every other (the `storage` event), and fills in the greeting.
 */

const MAX_TIMER_MS = 2 ** 31 - 1;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function readSession() {
  try {
    return readStoredSession(localStorage.getItem(AUTH_STORAGE_KEY), Date.now());
  } catch {
    return null;
  }
}

/** Shows the current session's state on the page. */
function showSession(): void {
  const session = readSession();
  const root = document.documentElement;
  root.dataset.session = session ? 'signed-in' : 'signed-out';
  if (session) root.dataset.role = session.user.role;
  else delete root.dataset.role;
  const state = session
    ? { status: 'signed-in' as const, user: session.user }
    : { status: 'signed-out' as const, user: null };
  // Each greeting carries its language's 'Hello {name}' (SiteHeader.astro).
  for (const element of document.querySelectorAll<HTMLElement>('[data-session-greeting]')) {
    element.textContent = accountLinks(state, element.dataset.sessionGreeting ?? '').greeting ?? '';
  }
  for (const element of document.querySelectorAll<HTMLElement>('[data-owner-id]')) {
    element.hidden = !session || session.user.id !== element.dataset.ownerId;
    // A positive signal for tests: the session has been read for this element.
    element.dataset.checked = 'true';
  }
  clearTimeout(expiryTimer);
  if (session) {
    expiryTimer = setTimeout(showSession, Math.min(session.expires - Date.now(), MAX_TIMER_MS));
  }
}

/**
 * Sign Out (header and menu): ends the session here and in every tab, then goes home, to the
 * home page in the page's language that the button names (SiteHeader.astro: every page's
 * script reads it there rather than loading the languages' routing).
 */
function signOut(button: Element): void {
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch (error) {
    // Spec: sign-out failures are only logged; the visitor is still sent home.
    console.error('Sign-out failed', error);
  }
  document.querySelector<HTMLDialogElement>('dialog[open]#mobile-menu')?.close();
  window.location.assign(button.getAttribute('data-sign-out') || routes.home);
}

/**
 * A link that opens the site's contact form (the translation notice's, pricing's 'Contact
 * Us'): the footer's Contact Us button loads and opens it. Without JavaScript, or on a page
 * without that button, the link does what it says (an e-mail).
 */
function openContactForm(event: MouseEvent): void {
  const link = event.target instanceof Element && event.target.closest('[data-opens-contact]');
  const button = document.querySelector<HTMLElement>('[data-contact-open]');
  if (!link || !button) return;
  event.preventDefault();
  button.click();
}

/** Keeps --header-height on <html> (global.css pads scrolling by it, so focus is never under it). */
function followHeaderHeight(): void {
  const header = document.querySelector('header');
  if (!header) return;
  new ResizeObserver(() => {
    document.documentElement.style.setProperty(
      '--header-height',
      `${String(header.offsetHeight)}px`,
    );
  }).observe(header);
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab wrap around inside an open modal dialog (every dialog of the site: the
 * menu, terms, contact and the islands' Modal): browsers let focus leave for their own toolbar,
 * which leaves the page with focus on <body> behind a dialog.
 */
function keepTabInModal(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const dialogs = [...document.querySelectorAll('dialog')].filter((d) => d.matches(':modal'));
  const dialog = dialogs.at(-1);
  if (!dialog) return;
  const stops = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !dialog.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Starts following the session and the header's height; call once per page. */
export function initPageChrome(): void {
  showSession();
  followHeaderHeight();
  document.addEventListener('keydown', keepTabInModal);
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) showSession();
  });
  window.addEventListener(SESSION_CHANGE_EVENT, showSession);
  // Back/forward cache: the session may have changed while the page was away.
  window.addEventListener('pageshow', showSession);
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element && event.target.closest('[data-sign-out]');
    if (button) signOut(button);
  });
  document.addEventListener('click', openContactForm);
}
