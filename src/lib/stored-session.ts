/**
 * The stored PocketBase session read without the PocketBase SDK, so that pages that are only
 * read (header, footer, home) can show the signed-in state without loading it.
 */

/** The localStorage key PocketBase's auth store uses: `{ token, record }` as JSON. */
export const AUTH_STORAGE_KEY = 'pocketbase_auth';

/** Dispatched on window when this tab's session changes (the page chrome's script follows it). */
export const SESSION_CHANGE_EVENT = 'session:change';

/** The signed-in person, as the app needs them. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
}

/** Maps an auth record to the session user; null for anything but the users collection. */
export function toSessionUser(record: { [key: string]: unknown } | null): SessionUser | null {
  if (!record || record.collectionName !== 'users' || typeof record.id !== 'string') return null;
  const str = (key: string) => {
    const value = record[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    id: record.id,
    email: str('email'),
    name: str('name'),
    role: str('role') === 'admin' ? 'admin' : 'user',
  };
}

/** When a JWT expires (ms since the epoch); 0 when it cannot be read. */
export function tokenExpiry(token: string): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** A stored session that has not expired: its user and expiry; null when signed out. */
export function readStoredSession(
  stored: string | null,
  now: number,
): { user: SessionUser; expires: number } | null {
  let auth: { token?: unknown; record?: unknown };
  try {
    auth = JSON.parse(stored ?? '{}') as typeof auth;
  } catch {
    return null;
  }
  if (typeof auth !== 'object' || typeof auth.token !== 'string') return null;
  const expires = tokenExpiry(auth.token);
  const user =
    typeof auth.record === 'object' ? toSessionUser(auth.record as Record<string, unknown>) : null;
  return user && expires > now ? { user, expires } : null;
}
