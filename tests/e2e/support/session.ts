import type { Page } from '@playwright/test';
import PocketBase, { type RecordModel } from 'pocketbase';
import { DEMO_ACCOUNTS } from '../../../pocketbase/seed/seed.ts';
import { E2E } from './servers.ts';

let superuser: Promise<PocketBase> | undefined;

/** The e2e PocketBase's superuser client (signed in once per worker; never rate-limited). */
export function superuserClient(): Promise<PocketBase> {
  superuser ??= (async () => {
    const pb = new PocketBase(E2E.pocketbaseUrl);
    pb.autoCancellation(false);
    await pb
      .collection('_superusers')
      .authWithPassword(E2E.superuser.email, E2E.superuser.password);
    return pb;
  })();
  return superuser;
}

/**
 * Signs the page in as a demo account, the way the site keeps a session: PocketBase's auth
 * (token and record) in localStorage. Uses impersonation, so tests do not spend the sign-in
 * rate limit; the token is a real one for that user.
 */
export async function signInAs(page: Page, account: keyof typeof DEMO_ACCOUNTS): Promise<void> {
  const su = await superuserClient();
  const user = await su
    .collection('users')
    .getFirstListItem(su.filter('email = {:email}', { email: DEMO_ACCOUNTS[account].email }));
  await signInAsUser(page, user);
}

/** Signs the page in as any user record (see signInAs). */
export async function signInAsUser(page: Page, user: RecordModel): Promise<void> {
  const su = await superuserClient();
  const impersonated = await su.collection('users').impersonate(user.id, 3600);
  const auth = JSON.stringify({ token: impersonated.authStore.token, record: user });
  // Init scripts run on every navigation: sign in once per tab, so signing out sticks.
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', 'true');
    localStorage.setItem('pocketbase_auth', value);
  }, auth);
}
