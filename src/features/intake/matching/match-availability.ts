import type { Center } from '../../../domain/center/center.ts';

/**
 * How a center's accepting-new-clients status counts in the ranking (matching.ts);
 * match-notes.ts words it for families. Pure and without Intl: it also runs in PocketBase's
 * hooks.
 */

/** A waitlist this long (or longer) earns the least availability points. */
const LONG_WAITLIST_WEEKS = 26;

/** The availability facts of a center. */
export type AvailabilityFacts = Pick<
  Center,
  'acceptingClients' | 'waitlistWeeks' | 'availabilityUpdated'
>;

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** A stored date's ('2026-11-03 10:00:00.000Z' or '2026-11-03') year, month (1-12) and day. */
export function storedDateParts(
  value: string,
): { year: string; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  return { year, month: Number(month), day: Number(day) };
}

/** A stored date as 'Nov 3, 2026'; '' if none. */
export function formatMatchDate(value: string): string {
  const parts = storedDateParts(value);
  if (!parts) return '';
  return `${MONTHS[parts.month - 1] ?? ''} ${String(parts.day)}, ${parts.year}`;
}

function daysBetween(from: string, to: string): number {
  const day = (value: string) =>
    Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10));
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** Availability before the freshness factor: accepting 1, not accepting 0. */
function availabilityShare(center: AvailabilityFacts): number {
  switch (center.acceptingClients) {
    case 'accepting':
      return 1;
    case 'waitlist':
      if (center.waitlistWeeks <= 0) return 0.4;
      return Math.max(0.1, 0.8 * (1 - center.waitlistWeeks / LONG_WAITLIST_WEEKS));
    case 'not-accepting':
      return 0;
    default:
      return 0.2;
  }
}

/** An availability estimate counts fully for 30 days, 0.8 until 90, then 0.6 (or undated). */
function freshness(updated: string, today: string): number {
  if (!formatMatchDate(updated)) return 0.6;
  const age = daysBetween(updated, today);
  if (age <= 30) return 1;
  return age <= 90 ? 0.8 : 0.6;
}

/**
 * The share of the availability points a center earns, 0 to 1: accepting 1; a waitlist 0.8,
 * less the longer it is (0.1 at LONG_WAITLIST_WEEKS; 0.4 when its length is not given); not
 * listed 0.2; not accepting 0; all times the estimate's freshness.
 */
export function availabilityFactor(center: AvailabilityFacts, today: string): number {
  return availabilityShare(center) * freshness(center.availabilityUpdated, today);
}
