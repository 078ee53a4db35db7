import type { CustomRecord } from 'pagefind';
import { getCatalog } from '../../domain/center/catalog.ts';
import type { Center } from '../../domain/center/center.ts';
import { messagesFor } from '../../lib/i18n/catalog.ts';
import { LOCALES, localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { centerHref } from '../../lib/routes.ts';
import { searchRecord, SEARCH_SORT } from './search-record.ts';

/**
 * The directory's search index as the build gives it to Pagefind (src/integrations/pagefind.ts):
 * one record per public center and language made from the catalog, not parsed out of the built
 * pages, so indexing reads no HTML and can run while the pages render. Each language is an
 * index of its own (Pagefind keeps one per record `language`, and a page's search loads the
 * one of its <html lang>): a Spanish search finds the Spanish pages. Build-time only.
 */

/** A center's entry at `rank` in the directory order, in `locale`'s index. */
export function pagefindRecord(center: Center, rank: number, locale: Locale = 'en'): CustomRecord {
  // English's index searches what it always did; the others also the facts in their words.
  const record = searchRecord(
    center,
    rank,
    locale === 'en' ? undefined : messagesFor(locale).facts,
  );
  const filters: Record<string, string[]> = {};
  for (const [key, value] of record.filters) (filters[key] ??= []).push(value);
  return {
    url: `${localizePath(locale, centerHref(center))}/`,
    content: record.text.join('\n'),
    language: locale,
    meta: Object.fromEntries(record.meta),
    filters,
    sort: { [SEARCH_SORT]: record.order },
  };
}

/**
 * Every public center's entry in every language, from the build's catalog (the one its pages
 * are made from).
 */
export async function centerSearchRecords(): Promise<CustomRecord[]> {
  const { centers } = await getCatalog();
  // The catalog is in directory order: a center's rank is its place in it.
  return LOCALES.flatMap((locale) =>
    centers.map((center, rank) => pagefindRecord(center, rank, locale)),
  );
}
