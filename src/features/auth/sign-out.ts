import { routes } from '../../lib/routes.ts';
import { signOut } from '../../lib/session.ts';

/** Signs out here and in every tab, then goes home (public-side.md section 4). */
export function signOutAndGoHome(): void {
  try {
    signOut();
  } catch (error) {
    // Spec: sign-out failures are only logged; the visitor is still sent home.
    console.error('Sign-out failed', error);
  }
  window.location.assign(routes.home);
}
