import { useSyncExternalStore } from 'react';
import { $session, type Session } from './session.ts';

const LOADING: Session = { status: 'loading', user: null };

/**
 * The session for an island. Hydration renders 'loading', as the server did, even when another
 * island has already read the stored session: a signed-in first render would not match the
 * server's markup (React error #418). The real state follows right after hydration.
 */
export function useSession(): Session {
  return useSyncExternalStore(
    (onChange) => $session.listen(onChange),
    () => $session.get(),
    () => LOADING,
  );
}
