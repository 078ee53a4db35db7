/**
 * Center status badges shared by the owner dashboard and the admin area
 * (owner-admin-side.md section 4, 'Admin list status' and 'Badge labels').
 */

/** What a center's status depends on. */
export interface StatusFacts {
  approved: string;
  claimed: boolean;
  /** Present only for the owner and admins (a hidden field). */
  access_code?: string | undefined;
}

/** The statuses the admin list derives. */
export type AdminStatus = 'pending' | 'approved' | 'rejected' | 'available' | 'unclaimed';

/**
 * The admin list status, exactly as the spec orders the rules: approved 'pending', 'approved'
 * or 'rejected' is itself; otherwise a claimed center is approved, an unclaimed one with an
 * access code is available (to claim), and anything else is unclaimed. The claim route's
 * approved 'yes' and the legacy 'no' fall through to the claimed flag.
 */
export function deriveAdminStatus(center: StatusFacts): AdminStatus {
  switch (center.approved) {
    case 'pending':
    case 'approved':
    case 'rejected':
      return center.approved;
  }
  if (center.claimed) return 'approved';
  if (center.access_code) return 'available';
  return 'unclaimed';
}

const LABELS: Record<string, string> = {
  approved: 'Approved',
  pending: 'Pending Review',
  rejected: 'Rejected',
  available: 'Available to Claim',
  unclaimed: 'Unclaimed',
};

/**
 * A status's text wherever a status is shown (dashboard, admin badges and the admin filter):
 * the spec's labels, otherwise the raw value ('—' when empty).
 */
export function statusLabel(status: string): string {
  return LABELS[status] ?? (status || '—');
}

/**
 * The dashboard's display status (owner-admin-side.md section 4), exactly: approved 'yes' is
 * approved, 'no' rejected, 'pending' pending; otherwise a claimed center with an access code is
 * approved and an unclaimed one rejected. The admin's Approve stores 'approved', which is none
 * of these, so a created (unclaimed) center an admin approved shows as rejected here: an
 * inconsistency of the spec, kept as it is. Anything else is shown raw.
 */
export function deriveDashboardStatus(center: StatusFacts): string {
  switch (center.approved) {
    case 'yes':
      return 'approved';
    case 'no':
      return 'rejected';
    case 'pending':
      return 'pending';
  }
  if (center.claimed && center.access_code) return 'approved';
  if (!center.claimed) return 'rejected';
  return center.approved;
}

/** The `approved` values that keep a center off the public pages. */
const HIDDEN_APPROVALS = ['pending', 'no', 'rejected'] as const;

/**
 * The PocketBase filter for the centers the public sees: the centers collection's list rule
 * (pending, rejected and the legacy 'no' are hidden). Hooks and scripts that read centers as
 * the superuser use it to see what a visitor sees.
 */
export const PUBLIC_CENTER_FILTER = HIDDEN_APPROVALS.map((value) => `approved != "${value}"`).join(
  ' && ',
);

/** Whether a center with this `approved` value is public (PUBLIC_CENTER_FILTER for one record). */
export function isPublicApproval(approved: string): boolean {
  return !(HIDDEN_APPROVALS as readonly string[]).includes(approved);
}
