import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session, getPocketBase } from '../../lib/session.ts';
import { accountLinks, type AccountLinks } from './account-links.ts';

/** The account links for the current session, starting the session on first use. */
export function useAccountLinks(): AccountLinks {
  useEffect(() => {
    getPocketBase();
  }, []);
  return accountLinks(useStore($session));
}
