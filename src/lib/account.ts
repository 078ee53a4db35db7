import { ClientResponseError } from 'pocketbase';
import type { Locale } from './i18n/locales.ts';
import { routes } from './routes.ts';
import { getPocketBase, toSessionUser, type SessionUser } from './session.ts';

/**
 * Signing in and up with e-mail and password, shared by the auth page and the claim-listing
 * page (public-side.md sections 2 and 4). Browser-only, like session.ts.
 */

/** The spec's text when a sign-in or sign-up fails without a message from the server. */
const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
/** The message when the account server cannot be reached (offline, or the server is down). */
export const UNREACHABLE_ERROR =
  'We could not reach the server. Check your connection and try again; nothing was changed.';

/** What a new account gives. */
export interface NewAccount {
  email: string;
  password: string;
  /** Full name; optional (profiles allow none). */
  name: string;
  /** The page's language: the account's mails are written in it. */
  language: Locale;
}

/** Clears any stored session first (spec: sign-in starts with a sign-out), then signs in. */
export async function signInWithPassword(email: string, password: string): Promise<SessionUser> {
  const pb = getPocketBase();
  pb.authStore.clear();
  const auth = await pb.collection('users').authWithPassword(email, password);
  const user = toSessionUser(auth.record);
  if (!user) throw new Error('Signed in with an account that is not a user account');
  return user;
}

/**
 * Creates the account, asks PocketBase for the verification mail (its link opens
 * /auth/confirm-verification, then /dashboard), and signs in.
 */
export async function signUpWithPassword(account: NewAccount): Promise<SessionUser> {
  const users = getPocketBase().collection('users');
  await users.create({
    email: account.email,
    password: account.password,
    passwordConfirm: account.password,
    name: account.name,
    language: account.language,
  });
  try {
    await users.requestVerification(account.email, {
      body: { email: account.email, language: account.language },
    });
  } catch (error) {
    // The account exists either way; the mail can be asked for again later.
    console.error('Could not send the verification mail', error);
  }
  return signInWithPassword(account.email, account.password);
}

const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  passwordConfirm: 'Password confirmation',
  name: 'Full name',
  token: 'Link',
};

/** Puts an English text the server or this module wrote into the page's language. */
type Translate = (english: string) => string;

/**
 * The server's message for a failed account call, with its field problems ('Failed to create
 * record. Email: Value must be unique.'), each part through `say`; null when the server gave
 * none (network failure).
 */
function serverMessage(error: unknown, say: Translate): string | null {
  if (!(error instanceof ClientResponseError) || error.status === 0) return null;
  const data = (error.response as { data?: Record<string, { message?: unknown }> }).data ?? {};
  const fields = Object.entries(data)
    .filter(([, problem]) => typeof problem.message === 'string')
    .map(
      ([field, problem]) => `${say(FIELD_LABELS[field] ?? field)}: ${say(String(problem.message))}`,
    );
  const text = [say(error.message), ...fields].filter((part) => part.trim() !== '').join(' ');
  return text || null;
}

/**
 * What to tell the person when an account call failed: the server's reason, else why it did
 * not arrive. `say` gives each English part in the page's language (as written by default).
 */
export function accountFailure(error: unknown, say: Translate = (english) => english): string {
  const unreachable = error instanceof ClientResponseError && error.status === 0 && !error.isAbort;
  return serverMessage(error, say) ?? say(unreachable ? UNREACHABLE_ERROR : UNEXPECTED_ERROR);
}

/** Where a signed-in person goes: admins to /admin, everyone else to /dashboard. */
export function homeFor(user: SessionUser): string {
  return user.role === 'admin' ? routes.admin : routes.dashboard;
}
