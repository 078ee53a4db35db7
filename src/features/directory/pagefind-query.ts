import type { FilterState } from './filter-state.ts';
import { SEARCH_FILTERS, SEARCH_SORT } from './search-record.ts';

/** A Pagefind filter: one value, any of several, or none of several. */
export type PagefindFilter = string | { any: string[] } | { none: string[] };

/**
 * Pagefind counts results per value only for the filters a search names: 'city, none of
 * these (no values)' keeps every result and makes it count the cities, for the map.
 */
const COUNT_CITIES: PagefindFilter = { none: [] };

/** The search Pagefind runs for a filter state (public-side.md section 5). */
export interface PagefindQuery {
  /** Null lists every center that passes the filters. */
  term: string | null;
  filters: Record<string, PagefindFilter>;
  sort: Record<string, 'asc' | 'desc'>;
}

/**
 * Turns the directory's filters into a Pagefind search: the text search over the indexed
 * fields, exact-value filters (city exactly, a center offering the service, ...) and the
 * directory order. A distance is applied to the results afterwards (find-centers.ts).
 */
export function pagefindQuery(state: FilterState): PagefindQuery {
  const filters: Record<string, PagefindFilter> = {};
  const exact: [string, string][] = [
    [SEARCH_FILTERS.city, state.city],
    [SEARCH_FILTERS.service, state.service],
    [SEARCH_FILTERS.age, state.age],
    [SEARCH_FILTERS.insurance, state.insurance],
    [SEARCH_FILTERS.language, state.language],
    [SEARCH_FILTERS.setting, state.setting],
    [SEARCH_FILTERS.accepting, state.accepting ? 'accepting' : ''],
  ];
  for (const [key, value] of exact) if (value) filters[key] = value;
  filters[SEARCH_FILTERS.city] ??= COUNT_CITIES;
  return {
    term: state.search || null,
    filters,
    sort: { [SEARCH_SORT]: 'asc' },
  };
}
