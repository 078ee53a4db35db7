/**
 * Data-quality rules for listings (beyond the spec: stale listings are what families complain
 * about most). The admin's data-quality view and PocketBase's monthly owner reminder (through
 * pb_hooks/site-bundle.js) use these same rules.
 */
import {
  findDuplicateGroups,
  type CenterIdentity,
} from '../../../domain/center/center-duplicates.ts';

/** A listing's facts or availability count as stale after this many days without an update. */
export const STALE_AFTER_DAYS = 90;
/** An owner hears about a stale listing at most once in this many days. */
export const REMINDER_INTERVAL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rules read of a center (PocketBase's stored names; dates as PocketBase gives them). */
export interface QualityFacts extends CenterIdentity {
  phone_number: string;
  website: string;
  owner: string;
  facts_updated: string;
  availability_updated: string;
  /** When the listing was created: the date of its facts until someone confirms them. */
  created: string;
}

/** A PocketBase date ('2025-01-31 12:00:00.000Z') or ISO date as a time; NaN when empty. */
function parseStoredDate(value: string): number {
  const text = value.trim();
  return text ? Date.parse(text.replace(' ', 'T')) : NaN;
}

/** Whole days from a stored date to now (Infinity when there is no date). */
export function daysSince(value: string, now: number): number {
  const time = parseStoredDate(value);
  return Number.isNaN(time) ? Infinity : Math.floor((now - time) / DAY_MS);
}

/**
 * Whether a stamp is older than STALE_AFTER_DAYS. A listing that was never confirmed is as old
 * as the listing itself, so a new listing is not stale on its first day.
 */
export function isStale(stamp: string, created: string, now: number): boolean {
  return daysSince(stamp.trim() ? stamp : created, now) >= STALE_AFTER_DAYS;
}

/** The problems the data-quality view lists for one center. */
export type QualityIssue =
  'stale-facts' | 'stale-availability' | 'no-phone' | 'no-website' | 'unclaimed';

/** Every issue of a center, in the order the view shows them. */
export function qualityIssues(center: QualityFacts, now: number): QualityIssue[] {
  const issues: QualityIssue[] = [];
  if (isStale(center.facts_updated, center.created, now)) issues.push('stale-facts');
  if (isStale(center.availability_updated, center.created, now)) issues.push('stale-availability');
  if (!center.phone_number.trim()) issues.push('no-phone');
  if (!center.website.trim()) issues.push('no-website');
  if (!center.owner) issues.push('unclaimed');
  return issues;
}

/** Whether a listing's facts or availability are stale. */
export function isStaleListing(center: QualityFacts, now: number): boolean {
  return (
    isStale(center.facts_updated, center.created, now) ||
    isStale(center.availability_updated, center.created, now)
  );
}

/**
 * Whether the owner of this listing should get a reminder now: it has an owner, it is stale,
 * and the last reminder (if any) went out at least REMINDER_INTERVAL_DAYS ago.
 */
export function isReminderDue(
  center: QualityFacts & { stale_reminder_sent: string },
  now: number,
): boolean {
  return (
    center.owner !== '' &&
    isStaleListing(center, now) &&
    daysSince(center.stale_reminder_sent, now) >= REMINDER_INTERVAL_DAYS
  );
}

/** The data-quality view's lists. */
export interface QualityReport<T> {
  stale: T[];
  noPhone: T[];
  noWebsite: T[];
  unclaimed: T[];
  duplicates: T[][];
}

/** Sorts centers into the data-quality view's lists (a center may be in several). */
export function qualityReport<T extends QualityFacts>(
  centers: readonly T[],
  now: number,
): QualityReport<T> {
  const report: QualityReport<T> = {
    stale: [],
    noPhone: [],
    noWebsite: [],
    unclaimed: [],
    duplicates: findDuplicateGroups(centers),
  };
  for (const center of centers) {
    const issues = qualityIssues(center, now);
    if (issues.includes('stale-facts') || issues.includes('stale-availability'))
      report.stale.push(center);
    if (issues.includes('no-phone')) report.noPhone.push(center);
    if (issues.includes('no-website')) report.noWebsite.push(center);
    if (issues.includes('unclaimed')) report.unclaimed.push(center);
  }
  return report;
}
