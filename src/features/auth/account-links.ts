import { routes } from '../../lib/routes.ts';
import type { Session } from '../../lib/session.ts';

/** What the header, menu and footer show for a session (public-side.md section 2). */
export interface AccountLinks {
  /** The greeting with the full name or e-mail ('Hello Pat Lee'); null when signed out. */
  greeting: string | null;
  /** Dashboard for users, Admin for admins; null when signed out. */
  home: {
    href: string;
    label: 'Dashboard' | 'Admin';
    footerLabel: 'Dashboard' | 'Admin Panel';
  } | null;
  signedIn: boolean;
}

/**
 * The account links for a session; loading counts as signed out (the static default).
 * `greeting` is the page's language's 'Hello {name}' (the header carries it, so this script,
 * on every page, loads neither a catalog nor the formatting module for its one placeholder).
 */
export function accountLinks(session: Session, greeting: string): AccountLinks {
  if (session.status !== 'signed-in') return { greeting: null, home: null, signedIn: false };
  const { user } = session;
  const home =
    user.role === 'admin'
      ? { href: routes.admin, label: 'Admin' as const, footerLabel: 'Admin Panel' as const }
      : { href: routes.dashboard, label: 'Dashboard' as const, footerLabel: 'Dashboard' as const };
  return {
    greeting: greeting.replace('{name}', () => user.name.trim() || user.email),
    home,
    signedIn: true,
  };
}
