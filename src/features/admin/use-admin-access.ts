import { useEffect, useRef, useState } from 'react';
import { routes } from '../../lib/routes.ts';
import { getPocketBase, type SessionUser } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { loadRole } from './admin-data.ts';

/** Where the role check stands: still checking, an admin, not one, or the check failed. */
export type AdminAccess = 'checking' | 'admin' | 'denied' | 'failed';

/** The spec's messages (owner-admin-side.md sections 6 and 8). */
export const ACCESS_DENIED = 'Access denied: Admin privileges required';
export const VERIFY_FAILED = 'Failed to verify admin permissions';

/**
 * The admin page's role check. Signed-out visitors go to /auth (home when they sign out here).
 * The role is read from PocketBase, not from the stored session. This only decides what the
 * page shows: every admin read and write is refused by PocketBase to anyone else anyway.
 */
export function useAdminAccess(): { access: AdminAccess; user: SessionUser | null } {
  const session = useSession();
  const [access, setAccess] = useState<AdminAccess>('checking');
  const wasSignedIn = useRef(false);
  const userId = session.user?.id ?? '';

  useEffect(() => {
    getPocketBase();
  }, []);

  useEffect(() => {
    if (session.status === 'signed-in') wasSignedIn.current = true;
    if (session.status === 'signed-out') {
      window.location.assign(wasSignedIn.current ? routes.home : routes.auth);
    }
  }, [session.status]);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    setAccess('checking');
    loadRole(getPocketBase(), userId)
      .then((role) => {
        if (current) setAccess(role === 'admin' ? 'admin' : 'denied');
      })
      .catch((error: unknown) => {
        console.error(VERIFY_FAILED, error);
        if (current) setAccess('failed');
      });
    return () => {
      current = false;
    };
  }, [userId]);

  return { access: userId ? access : 'checking', user: session.user };
}
