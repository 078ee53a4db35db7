/**
 * Demo sign-ins. The passwords are fixed on purpose: they only ever exist in a local demo
 * database and the README tells people to use them.
 */
import { FAMILY_NAMES, GIVEN_NAMES } from './demo-words.ts';

/** A user account the seeder creates. */
export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly name: string;
}

/** The three accounts people sign in with to try the demo. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.org', password: 'demo-admin-pass-2026', name: 'Ada Admin' },
  owner: { email: 'owner@example.org', password: 'demo-owner-pass-2026', name: 'Owen Owner' },
  owner2: { email: 'owner2@example.org', password: 'demo-owner2-pass-2026', name: 'Olive Owner' },
} as const satisfies Record<'admin' | 'owner' | 'owner2', DemoAccount>;

/** Keys of the accounts that own centers: 'owner', 'owner2', 'owner3' … */
export type OwnerKey = `owner${'' | number}`;

/** How many extra fictional owners (owner3 … ) hold the remaining claimed listings. */
export const EXTRA_OWNER_COUNT = 12;
/** Extra owners from owner3 up to this one run premium listings (and have subscriptions). */
export const LAST_PREMIUM_EXTRA_OWNER = 8;

const EXTRA_PASSWORD = 'demo-extra-owner-2026';

/** The extra owners, owner3@example.org onwards. */
export function extraOwners(): { key: OwnerKey; account: DemoAccount }[] {
  return Array.from({ length: EXTRA_OWNER_COUNT }, (_, i) => {
    const n = i + 3;
    const name = `${GIVEN_NAMES[i % GIVEN_NAMES.length]} ${FAMILY_NAMES[i % FAMILY_NAMES.length]}`;
    return {
      key: `owner${n}` as OwnerKey,
      account: { email: `owner${n}@example.org`, password: EXTRA_PASSWORD, name },
    };
  });
}

/** Owners whose listings are premium, so they get an active premium subscription. */
export function premiumOwnerKeys(): OwnerKey[] {
  const extra = Array.from({ length: LAST_PREMIUM_EXTRA_OWNER - 2 }, (_, i) => `owner${i + 3}`);
  return ['owner', ...(extra as OwnerKey[])];
}
