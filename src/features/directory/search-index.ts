import type { CustomRecord } from 'pagefind';
import { getCatalog } from '../../domain/center/catalog.ts';
import type { Center } from '../../domain/center/center.ts';
import { centerHref } from '../../lib/routes.ts';
import { searchRecord, SEARCH_SORT } from './search-record.ts';

/**
 * The directory's search index as the build gives it to Pagefind (src/integrations/pagefind.ts):
 * one record per public center made from the catalog, not parsed out of the built pages, so
 * indexing reads no HTML and can run while the pages render. Build-time only.
 */

/** A center's entry at `rank` in the directory order, as Pagefind's custom record. */
export function pagefindRecord(center: Center, rank: number): CustomRecord {
  const record = searchRecord(center, rank);
  const filters: Record<string, string[]> = {};
  for (const [key, value] of record.filters) (filters[key] ??= []).push(value);
  return {
    url: `${centerHref(center)}/`,
    content: record.text.join('\n'),
    language: 'en',
    meta: Object.fromEntries(record.meta),
    filters,
    sort: { [SEARCH_SORT]: record.order },
  };
}

/** Every public center's entry, from the build's catalog (the one its pages are made from). */
export async function centerSearchRecords(): Promise<CustomRecord[]> {
  const { centers } = await getCatalog();
  // The catalog is in directory order: a center's rank is its place in it.
  return centers.map((center, rank) => pagefindRecord(center, rank));
}
