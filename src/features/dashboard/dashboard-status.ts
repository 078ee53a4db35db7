/** What a center's status badge needs. */
export interface StatusFacts {
  approved: string;
  claimed: boolean;
  /** Present only for the owner and admins. */
  access_code?: string | undefined;
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

const LABELS: Record<string, string> = {
  approved: 'Approved',
  pending: 'Pending Review',
  available: 'Available to Claim',
  unclaimed: 'Unclaimed',
};

/** The badge text of a status: the spec's labels, otherwise the raw value ('—' when empty). */
export function statusLabel(status: string): string {
  return LABELS[status] ?? (status || '—');
}
