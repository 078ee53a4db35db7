/**
 * The localStorage key PocketBase's auth store uses (the inline head script reads it too).
 * Here rather than in session.ts so page scripts can read it without bundling the SDK.
 */
export const AUTH_STORAGE_KEY = 'pocketbase_auth';

/** The `exp` claim of a JWT, in seconds; 0 when it cannot be read. */
function tokenExpiry(token: string): number {
  const payload = token.split('.')[1];
  if (!payload) return 0;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp : 0;
  } catch {
    return 0;
  }
}

/**
 * The id of the user whose unexpired session PocketBase's auth store keeps in `storage`, or ''
 * (for plain page scripts that show owner-only controls without loading the SDK or React;
 * the server still checks every change).
 */
export function signedInUserId(storage: Pick<Storage, 'getItem'> = localStorage): string {
  let auth: { token?: unknown; record?: { id?: unknown; collectionName?: unknown } };
  try {
    auth = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? '{}') as typeof auth;
  } catch {
    return '';
  }
  const id = auth.record?.id;
  if (typeof auth.token !== 'string' || typeof id !== 'string') return '';
  if (auth.record?.collectionName !== 'users') return '';
  return tokenExpiry(auth.token) * 1000 > Date.now() ? id : '';
}
