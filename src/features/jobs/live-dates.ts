import { postedAgo } from '../../domain/job/job-status.ts';
import { postedText, readJobScriptTexts } from './job-texts.ts';

/**
 * The careers pages are built ahead of time: this brings their dates to the visitor's now.
 * Posting ages ([data-posted-at]) are recomputed, in the page's language (its data-job-texts;
 * English without them), and postings past their expiry ([data-expires-at]) are hidden until
 * the next build removes them.
 */
export function refreshJobDates(
  root: ParentNode,
  now = Date.now(),
  language = readJobScriptTexts(document),
): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-posted-at]')) {
    const postedAt = el.dataset['postedAt'] ?? '';
    const english = postedAgo(postedAt, now);
    const text = language
      ? postedText(language.locale, language.texts.meta, postedAt, now)
      : english && `Posted ${english}`;
    if (text) el.textContent = text;
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-expires-at]')) {
    const expires = Date.parse(el.dataset['expiresAt'] ?? '');
    if (!Number.isNaN(expires) && expires <= now) el.dataset['expired'] = '';
  }
}
