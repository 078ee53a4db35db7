import { postingAge } from '../../domain/job/job-status.ts';
import { format, plural } from '../../lib/i18n/format.ts';
import { resultCount } from './job-filters.ts';
import { toLocale, type Locale } from '../../lib/i18n/locales.ts';
import type { Messages } from '../../lib/i18n/types.ts';

/**
 * The careers pages' texts that their scripts rewrite in the browser (the result count, the
 * postings' ages). The pages render them into their HTML on translated pages only
 * (data-job-texts): the scripts never import a catalog, and English pages keep their weight.
 */
export interface JobScriptTexts {
  found: Messages<'jobs'>['careers']['found'];
  meta: Pick<Messages<'jobs'>['meta'], 'posted' | 'days' | 'weeks' | 'months'>;
}

/** The attribute that carries JobScriptTexts as JSON. */
export const JOB_TEXTS_ATTRIBUTE = 'data-job-texts';

/** What a translated page's scripts need of its 'jobs' messages. */
export function jobScriptTexts(jobs: Messages<'jobs'>): JobScriptTexts {
  const { posted, days, weeks, months } = jobs.meta;
  return { found: jobs.careers.found, meta: { posted, days, weeks, months } };
}

/**
 * 'Posted 3 days ago' in the language of `texts` ('Publicado hace 3 días'); '' for a missing or
 * invalid date.
 */
export function postedText(
  locale: Locale,
  meta: JobScriptTexts['meta'],
  postedAt: string,
  now: number,
): string {
  const age = postingAge(postedAt, now);
  if (!age) return '';
  const units = { day: meta.days, week: meta.weeks, month: meta.months } as const;
  return format(meta.posted, { ago: plural(locale, age.count, units[age.unit]) });
}

/**
 * '12 jobs found' in the page's language; English keeps the count as the list's script always
 * wrote it (resultCount).
 */
export function foundText(locale: Locale, found: JobScriptTexts['found'], count: number): string {
  return locale === 'en' ? resultCount(count) : plural(locale, count, found);
}

/**
 * The page's language and its texts for the scripts, or null on an English page (the scripts
 * then write English as they always have).
 */
export function readJobScriptTexts(
  doc: Document,
): { locale: Locale; texts: JobScriptTexts } | null {
  const json = doc.querySelector(`[${JOB_TEXTS_ATTRIBUTE}]`)?.getAttribute(JOB_TEXTS_ATTRIBUTE);
  if (!json) return null;
  try {
    return {
      locale: toLocale(doc.documentElement.lang),
      texts: JSON.parse(json) as JobScriptTexts,
    };
  } catch {
    return null;
  }
}
