/**
 * The password rule, one for the browser's forms (sign-up, claim sign-up, reset)
 * and PocketBase's hooks (sign-up, password change and reset, through pb_hooks/site-bundle.js).
 * The browser checks what it can without the common-password list (too big to send); the
 * server checks that too and answers with the same messages.
 */

/** The shortest password accepted (spec: 8 characters). */
export const PASSWORD_MIN = 8;
/** The longest: bcrypt reads only the first 72 bytes, so PocketBase stops at 71. */
export const PASSWORD_MAX = 71;
/** Failed sign-ins to one account within SIGN_IN_WINDOW_MINUTES before it must wait. */
export const MAX_FAILED_SIGN_INS = 5;
/** The sliding window of the failed sign-in counter, in minutes. */
export const SIGN_IN_WINDOW_MINUTES = 15;

/** What the forms and the server say about a password, with the reason (as full sentences:
 * PocketBase ends every message with a full stop, so the browser shows the same text). */
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${String(PASSWORD_MIN)} characters.`,
  tooLong: `Password must be at most ${String(PASSWORD_MAX)} characters.`,
  blank: 'Password cannot be only spaces.',
  common: 'This password is too common and easy to guess. Please choose another one.',
  tooManySignIns: `Too many failed sign-ins for this account. Please wait ${String(SIGN_IN_WINDOW_MINUTES)} minutes or reset your password.`,
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
  if (password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  if (isCommon(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  return '';
}
