/**
 * A posting's lifecycle as people read it (owner-admin-side.md section 4 'Job posting' and
 * section 2 'Careers'): how long ago it was posted, the days it has left and its badge.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const plural = (n: number, unit: string) => `${String(n)} ${unit}${n === 1 ? '' : 's'} ago`;

/** How old a posting is, in the unit the careers pages say it in. */
export interface PostingAge {
  unit: 'day' | 'week' | 'month';
  count: number;
}

/**
 * How old a posting is, as the spec counts it: days under 7, weeks under 30, then months.
 * Part days count as a day (a posting of this morning is 1 day old); null for a missing or
 * invalid date. The careers pages say it in each language (features/jobs/job-texts.ts).
 */
export function postingAge(postedAt: string, now: number): PostingAge | null {
  const posted = Date.parse(postedAt.replace(' ', 'T'));
  if (Number.isNaN(posted)) return null;
  const days = Math.max(1, Math.ceil((now - posted) / DAY_MS));
  if (days < 7) return { unit: 'day', count: days };
  if (days < 30) return { unit: 'week', count: Math.floor(days / 7) };
  return { unit: 'month', count: Math.floor(days / 30) };
}

/**
 * How long ago a posting went up, as the spec words it: '1 day ago', 'n days ago' under 7
 * days, weeks under 30, then months; '' for a missing or invalid date.
 */
export function postedAgo(postedAt: string, now: number): string {
  const age = postingAge(postedAt, now);
  return age ? plural(age.count, age.unit) : '';
}

/** Whole days left until `expiresAt` (rounded up); 0 or less means expired, null when unset. */
export function daysRemaining(expiresAt: string, now: number): number | null {
  const expires = Date.parse(expiresAt.replace(' ', 'T'));
  if (!expiresAt.trim() || Number.isNaN(expires)) return null;
  return Math.ceil((expires - now) / DAY_MS);
}

/** What a posting's badge depends on. */
export interface PostingState {
  status: string;
  paymentStatus: string;
  expiresAt: string;
}

/**
 * The badge: 'Payment Pending' while unpaid, 'Active' when paid, active and not past its
 * expiry, 'Expired' once expired (by the cron or by date), else the status capitalised.
 */
export function postingBadge(job: PostingState, now: number): string {
  if (job.paymentStatus !== 'paid') return 'Payment Pending';
  const left = daysRemaining(job.expiresAt, now);
  if (job.status === 'expired' || (left !== null && left <= 0)) return 'Expired';
  if (job.status === 'active') return 'Active';
  return job.status ? job.status.charAt(0).toUpperCase() + job.status.slice(1) : 'Pending';
}

/** 'n days remaining' ('1 day remaining'), 'Expired' at zero or less, '' before payment. */
export function remainingText(expiresAt: string, now: number): string {
  const left = daysRemaining(expiresAt, now);
  if (left === null) return '';
  if (left <= 0) return 'Expired';
  return `${String(left)} day${left === 1 ? '' : 's'} remaining`;
}
