import type { FilterState } from './filter-state.ts';
import { SEARCH_FILTERS } from './search-record.ts';

/** A Pagefind filter: one value, any of several, or none of several. */
type PagefindFilter = string | { any: string[] } | { none: string[] };

/** The search Pagefind runs for a filter state (public-side.md section 5). */
export interface PagefindQuery {
  /** Null lists every center that passes the filters. */
  term: string | null;
  filters: Record<string, PagefindFilter>;
}

/**
 * Turns the directory's filters into a Pagefind search: the text search over the indexed
 * fields and exact-value filters (a center offering the service, ...). The city and the
 * distance are applied to the results by rank (find-centers.ts), and so is the order: Pagefind
 * is never asked to sort or count, each of which costs it a pass over every center per result.
 * Null when Pagefind has nothing to do (every center passes).
 */
export function pagefindQuery(state: FilterState): PagefindQuery | null {
  const filters: Record<string, PagefindFilter> = {};
  const exact: [string, string][] = [
    [SEARCH_FILTERS.service, state.service],
    [SEARCH_FILTERS.age, state.age],
    [SEARCH_FILTERS.insurance, state.insurance],
    [SEARCH_FILTERS.language, state.language],
    [SEARCH_FILTERS.setting, state.setting],
    [SEARCH_FILTERS.accepting, state.accepting ? 'accepting' : ''],
  ];
  for (const [key, value] of exact) if (value) filters[key] = value;
  const term = state.search || null;
  return term === null && Object.keys(filters).length === 0 ? null : { term, filters };
}
