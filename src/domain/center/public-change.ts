import { CENTER_PAGE_FIELDS } from './center-fields.ts';
import { isLiveJob } from '../job/live-job.ts';
import { isPublicApproval } from './center-status.ts';
import { PUBLIC_JOB_FIELDS } from '../job/public-job-fields.ts';
import { centerHref, jobHref } from '../../lib/routes.ts';
import { LOCALES, localizePath } from '../../lib/i18n/locales.ts';

/** A record as plain JSON (what PocketBase's API answers). */
type RecordFields = Record<string, unknown>;

/** One committed write, as pocketbase/pb_hooks/rebuild.pb.js sees it. */
export interface RecordChange {
  collection: string;
  /** The record before the write; null for a create. */
  before: RecordFields | null;
  /** The record after the write; null for a delete. */
  after: RecordFields | null;
  /** Pictures, videos and postings: whether their center is public. */
  centerPublic?: boolean;
  /** Pictures, videos and postings: their center record (null when it is gone). */
  center?: RecordFields | null;
  /** Centers: the ids of the center's job postings (their pages show the center). */
  jobIds?: string[];
  now: Date;
}

/** The posting fields the pages show, and those deciding whether it is live. */
const JOB_FIELDS = [...PUBLIC_JOB_FIELDS.split(','), 'status', 'payment_status'];
/** Fields that change at every write without changing a page. */
const BOOKKEEPING = new Set(['updated', 'collectionId', 'collectionName']);

function differs(fields: readonly string[] | null, before: RecordFields, after: RecordFields) {
  const names =
    fields ??
    [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (name) => !BOOKKEEPING.has(name),
    );
  return names.some((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}

function changed(
  fields: readonly string[] | null,
  { before, after }: RecordChange,
  isPublic: (record: RecordFields) => boolean,
): boolean {
  const was = before !== null && isPublic(before);
  const is = after !== null && isPublic(after);
  if (!was && !is) return false;
  if (before === null || after === null || was !== is) return true;
  return differs(fields, before, after);
}

/**
 * Whether a write changes what a public page shows, so the site must rebuild: a
 * field shown publicly changed on a record that is public before or after the write. An empty
 * update, an edit of a pending center or of private fields (access code, analytics, Stripe
 * ids) asks for nothing.
 */
export function altersPublicPage(change: RecordChange): boolean {
  switch (change.collection) {
    case 'centers':
      return changed(CENTER_PAGE_FIELDS, change, (r) => isPublicApproval(String(r['approved'])));
    case 'job_postings':
      return changed(
        JOB_FIELDS,
        change,
        (r) => change.centerPublic === true && isLiveJob(r, change.now),
      );
    case 'center_images':
    case 'center_videos':
      return changed(null, change, () => change.centerPublic === true);
    case 'plans':
      return changed(null, change, () => true);
    default:
      return false;
  }
}

/** A center record's public address, when it has the name and number the address is made of. */
function centerPath(record: RecordFields | null | undefined): string[] {
  const name = record?.['company_name'];
  const number = record?.['number'];
  return typeof name === 'string' && typeof number === 'number' && number > 0
    ? [centerHref({ name, number })]
    : [];
}

/**
 * The public pages a write that alters them (altersPublicPage) changes, so the site server can
 * serve them fresh at once while the batched rebuild runs: the center's page (under
 * its old and its new name), its postings' pages, a posting's own page. Empty when the write
 * changes many pages (a plan), which then wait for the rebuild. The directory, search and
 * /careers always follow with the rebuild. Each page in every language (/es/, /so/, /hmn/):
 * an edit is live in all of them at once; English first, then each language.
 */
export function publicPaths(change: RecordChange): string[] {
  const paths: string[] = [];
  switch (change.collection) {
    case 'centers':
      paths.push(
        ...centerPath(change.before),
        ...centerPath(change.after),
        ...(change.jobIds ?? []).map((id) => jobHref({ id })),
      );
      break;
    case 'job_postings': {
      const id = change.after?.['id'] ?? change.before?.['id'];
      if (typeof id === 'string') paths.push(jobHref({ id }));
      paths.push(...centerPath(change.center));
      break;
    }
    case 'center_images':
    case 'center_videos':
      paths.push(...centerPath(change.center));
      break;
  }
  const english = [...new Set(paths)];
  return LOCALES.flatMap((locale) => english.map((path) => localizePath(locale, path)));
}
