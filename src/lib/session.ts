import { atom } from 'nanostores';
import PocketBase from 'pocketbase';
import { SESSION_CHANGE_EVENT, toSessionUser, type SessionUser } from './stored-session.ts';

export { AUTH_STORAGE_KEY, toSessionUser, type SessionUser } from './stored-session.ts';

/**
 * The browser's PocketBase session as a nanostore (DESIGN.md decision 5). PocketBase's auth
 * store keeps the session in localStorage and follows sign-in and sign-out in other tabs; this
 * module mirrors it into `$session` for islands. Browser-only: import it from islands.
 */

/** Loading until the first check of the stored session is done. */
export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

export const $session = atom<Session>({ status: 'loading', user: null });

let client: PocketBase | undefined;

function publish(pb: PocketBase): void {
  const user = pb.authStore.isValid ? toSessionUser(pb.authStore.record) : null;
  $session.set(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/**
 * The page's PocketBase client, created on first use from the URL the layout renders in
 * <meta name="pocketbase-url">. Refreshes a stored session once (new token, current role).
 */
export function getPocketBase(): PocketBase {
  if (client) return client;
  const url = document.querySelector<HTMLMetaElement>('meta[name="pocketbase-url"]')?.content;
  const pb = new PocketBase(url ?? '/');
  pb.autoCancellation(false);
  client = pb;
  pb.authStore.onChange(() => {
    publish(pb);
  });
  if (pb.authStore.isValid) {
    publish(pb);
    pb.collection('users')
      .authRefresh()
      .catch((error: unknown) => {
        // An expired or revoked session ends here; a network failure keeps it.
        if (typeof error === 'object' && error && 'status' in error && error.status === 401) {
          pb.authStore.clear();
        } else {
          console.error('Could not refresh the session', error);
        }
      });
  } else {
    pb.authStore.clear();
    publish(pb);
  }
  return pb;
}
