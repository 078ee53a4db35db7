/**
 * Who owns which demo listing and in what state. The mix is fixed (not random) so the demo
 * accounts always see the same situation; only the order is shuffled so the roles spread
 * over the cities.
 */
import type { Rng } from './prng.ts';
import { EXTRA_OWNER_COUNT, LAST_PREMIUM_EXTRA_OWNER, type OwnerKey } from './demo-users.ts';

export type ListingStatus = 'unclaimed' | 'claimed' | 'pending' | 'rejected';

/** The part of a listing decided before any of its details. */
export interface ListingRole {
  readonly status: ListingStatus;
  readonly owner: OwnerKey | null;
  readonly premium: boolean;
  readonly featured: boolean;
  /** Planned gallery images (premium 3–12; a few free listings 1–2). */
  readonly gallery: number;
}

const role = (
  status: ListingStatus,
  owner: OwnerKey | null,
  extra: Partial<Pick<ListingRole, 'premium' | 'featured' | 'gallery'>> = {},
): ListingRole => ({ status, owner, premium: false, featured: false, gallery: 0, ...extra });

/** Gallery sizes of the extra owners' premium listings; the first seven are featured. */
const PREMIUM_GALLERIES = [11, 4, 6, 8, 9, 10, 7, 3, 5, 12, 6];
const FREE_CLAIMED = 42;
const PENDING_EXTRA = 7;
const REJECTED = 3;

/** Roles for `total` listings: fixed counts per state, shuffled, unclaimed filling the rest. */
export function planRoles(total: number, rng: Rng): ListingRole[] {
  const premiumOwners = LAST_PREMIUM_EXTRA_OWNER - 2;
  const freeOwners = EXTRA_OWNER_COUNT - premiumOwners;
  const premiumOwner = (i: number): OwnerKey => `owner${3 + (i % premiumOwners)}`;
  const freeOwner = (i: number): OwnerKey =>
    `owner${LAST_PREMIUM_EXTRA_OWNER + 1 + (i % freeOwners)}`;

  const roles: ListingRole[] = [
    role('claimed', 'owner', { premium: true, featured: true, gallery: 12 }),
    role('claimed', 'owner', { premium: true, gallery: 5 }),
    role('claimed', 'owner', { premium: true, gallery: 3 }),
    role('pending', 'owner'),
    role('claimed', 'owner2', { gallery: 2 }),
    role('claimed', 'owner2'),
    ...PREMIUM_GALLERIES.map((gallery, i) =>
      role('claimed', premiumOwner(i), { premium: true, featured: i < 7, gallery }),
    ),
    ...Array.from({ length: FREE_CLAIMED }, (_, i) =>
      role('claimed', freeOwner(i), { gallery: i % 11 === 3 ? 1 + (i % 2) : 0 }),
    ),
    ...Array.from({ length: PENDING_EXTRA }, (_, i) => role('pending', freeOwner(i + 2))),
    ...Array.from({ length: REJECTED }, (_, i) => role('rejected', freeOwner(i + 4))),
  ];
  if (roles.length > total) throw new Error(`need at least ${roles.length} listings`);
  while (roles.length < total) roles.push(role('unclaimed', null));
  return rng.shuffle(roles);
}
