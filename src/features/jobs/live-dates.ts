import { postedAgo } from '../../domain/job/job-status.ts';

/**
 * The careers pages are built ahead of time: this brings their dates to the visitor's now.
 * Posting ages ([data-posted-at]) are recomputed, and postings past their expiry
 * ([data-expires-at]) are hidden until the next build removes them. Returns how many of
 * the postings are still open.
 */
export function refreshJobDates(root: ParentNode, now = Date.now()): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-posted-at]')) {
    const text = postedAgo(el.dataset['postedAt'] ?? '', now);
    if (text) el.textContent = `Posted ${text}`;
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-expires-at]')) {
    const expires = Date.parse(el.dataset['expiresAt'] ?? '');
    if (!Number.isNaN(expires) && expires <= now) el.dataset['expired'] = '';
  }
}
