/**
 * The password rule, one for the browser's forms (sign-up, claim sign-up, reset)
 * and PocketBase's hooks (sign-up, password change and reset, through pb_hooks/site-bundle.js).
 * The browser checks what it can without the common-password list (too big to send); the
 * server checks that too and answers with the same messages.
 */

/** The shortest password accepted (spec: 8 characters). */
export const PASSWORD_MIN = 8;
/** The longest, in characters: PocketBase stops at 71. */
export const PASSWORD_MAX = 71;
/**
 * The longest in bytes of UTF-8: bcrypt, which stores passwords, takes at most 72, and an
 * accented or non-Latin letter takes two to four of them, so 37 such letters are too many.
 */
export const PASSWORD_MAX_BYTES = 72;
/**
 * Failed sign-ins to one account from one address before that address must wait. Counted per
 * account and address, so nobody can lock the owner out from elsewhere: an address that has
 * not failed signs in at once.
 */
export const MAX_FAILED_SIGN_INS = 5;
/**
 * Failed sign-ins to one account from all addresses together past which every address that
 * has failed for it waits after each further failure (guesses spread over many addresses).
 */
export const MAX_FAILED_SIGN_INS_ACCOUNT = 20;
/** How long a failed sign-in is remembered, in minutes; also the longest wait. */
export const SIGN_IN_WINDOW_MINUTES = 15;

/**
 * How many minutes an address must still wait before it may try this account's password
 * again (0: it may now). Past the allowance every failure doubles the wait (1, 2, 4, 8, then
 * SIGN_IN_WINDOW_MINUTES), counted from the address's last failure: a slow-down, never a lock.
 */
export function signInWaitMinutes(
  failuresHere: number,
  failuresEverywhere: number,
  minutesSinceLastFailure: number,
): number {
  const allowed = failuresEverywhere >= MAX_FAILED_SIGN_INS_ACCOUNT ? 1 : MAX_FAILED_SIGN_INS;
  if (failuresHere < allowed) return 0;
  const delay = Math.min(2 ** (failuresHere - allowed), SIGN_IN_WINDOW_MINUTES);
  return Math.max(0, Math.ceil(delay - minutesSinceLastFailure));
}

/** The refusal of a sign-in that must wait `minutes` more. */
export function tooManySignInsMessage(minutes: number): string {
  const wait = minutes === 1 ? '1 minute' : `${String(minutes)} minutes`;
  return `Too many failed sign-ins. Please wait ${wait} before trying again, or reset your password.`;
}

/** What the forms and the server say about a password, with the reason (as full sentences:
 * PocketBase ends every message with a full stop, so the browser shows the same text). */
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${String(PASSWORD_MIN)} characters.`,
  tooLong: `Password must be at most ${String(PASSWORD_MAX)} characters.`,
  tooLongBytes:
    'Password is too long. Letters with accents, letters of other alphabets, symbols and emoji take up more room than plain letters and digits: please use a shorter password.',
  blank: 'Password cannot be only spaces.',
  common: 'This password is too common and easy to guess. Please choose another one.',
} as const;

/**
 * The reason a new password is refused, or '' when it is fine. `isCommon` tells whether a
 * password is on the common-password list (the server passes the list; the browser cannot).
 */
export function passwordProblem(
  password: unknown,
  isCommon: (password: string) => boolean = () => false,
): string {
  if (typeof password !== 'string') return PASSWORD_MESSAGES.tooShort;
  if (password.length > 0 && password.trim() === '') return PASSWORD_MESSAGES.blank;
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (codePoints(password) > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  if (utf8Length(password) > PASSWORD_MAX_BYTES) return PASSWORD_MESSAGES.tooLongBytes;
  if (isCommon(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  return '';
}

/** The length of a text in Unicode code points, as PocketBase counts a password's characters. */
function codePoints(text: string): number {
  return Array.from(text).length;
}

/** The length of a text in bytes of UTF-8 (TextEncoder is missing from PocketBase's JS runtime). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
