import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { careersData } from '../../lib/routes.ts';
import { CAREERS_PAGE_SIZE } from './job-filters.ts';

/**
 * The postings /careers does not carry in its HTML (the page's first view in one
 * round trip): every posting after the first page, fetched once, as cards, from the build's
 * more-postings file when 'Show More Jobs' or a filter first needs them. The list says how many
 * there are (data-careers-more), so the count is right before any is fetched.
 */
export interface MorePostings {
  /** Postings not yet handed out. */
  count(): number;
  /** The next `pages` pages of postings (CAREERS_PAGE_SIZE each), as cards to append. */
  take(pages: number): Promise<HTMLElement[]>;
}

/**
 * The postings after the page's own, for the list `list` (with data-careers-more), as the
 * page's language (`locale`, English by default) writes their cards.
 */
export function morePostings(list: HTMLElement | null, locale: Locale = 'en'): MorePostings {
  let left = Number(list?.dataset['careersMore'] ?? 0);
  let next = 0;
  let cards: Promise<HTMLElement[]> | null = null;
  const load = (): Promise<HTMLElement[]> => {
    cards ??= fetch(localizePath(locale, careersData.morePostings))
      .then(async (response) => {
        if (!response.ok) throw new Error(`More postings answered ${String(response.status)}`);
        const template = document.createElement('template');
        template.innerHTML = await response.text();
        return [...template.content.querySelectorAll<HTMLElement>('[data-job-card]')];
      })
      .catch((error: unknown) => {
        cards = null;
        throw error;
      });
    return cards;
  };
  return {
    count: () => left,
    async take(pages) {
      if (left === 0) return [];
      const all = await load();
      const taken = all.slice(next, next + pages * CAREERS_PAGE_SIZE);
      next += taken.length;
      left = all.length - next;
      return taken;
    },
  };
}
