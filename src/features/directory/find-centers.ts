import type { CardCenter } from '../../lib/card-center.ts';
import { centersWithin } from './distance.ts';
import type { FilterState } from './filter-state.ts';
import { centerLocations, lookupZip } from './geo-data.ts';
import type { CityCounts } from './map-markers.ts';
import {
  hitCard,
  searchPagefind,
  type PagefindFilterCounts,
  type PagefindHit,
} from './pagefind-client.ts';
import { SEARCH_FILTERS } from './search-record.ts';
import { pagefindQuery } from './pagefind-query.ts';

/** The centers matching a filter state; cards are fetched page by page as they are shown. */
export interface DirectoryMatches {
  total: number;
  /** A ZIP code was given that is not in Minnesota: the distance filter was not applied. */
  zipNotFound: boolean;
  /** Center number to miles from the ZIP code, during a distance search. */
  distances: ReadonlyMap<number, number> | null;
  /** How many results each city has (for the map). */
  cityCounts: CityCounts;
  /** The cards of results [from, to). */
  cards: (from: number, to: number) => Promise<CardCenter[]>;
}

/**
 * Searches the directory: text, filters and order on Pagefind; the distance from a ZIP code
 * is worked out here from the two build-time tables, and Pagefind is then limited to the
 * centers inside the radius (by their `center` filter).
 */
export async function findCenters(state: FilterState): Promise<DirectoryMatches> {
  let distances: Map<number, number> | null = null;
  let zipNotFound = false;
  if (state.zip) {
    const [origin, locations] = await Promise.all([lookupZip(state.zip), centerLocations()]);
    if (origin) distances = centersWithin(origin, state.miles, locations);
    else zipNotFound = true;
  }
  // Nobody within the radius: nothing to ask Pagefind.
  const { hits, counts }: { hits: PagefindHit[]; counts: PagefindFilterCounts } =
    distances?.size === 0
      ? { hits: [], counts: {} }
      : await searchPagefind(pagefindQuery(state, distances ? [...distances.keys()] : undefined));
  return {
    total: hits.length,
    cityCounts: counts[SEARCH_FILTERS.city] ?? {},
    zipNotFound,
    distances,
    cards: (from, to) => Promise.all(hits.slice(from, to).map(hitCard)),
  };
}
