import type { CardCenter } from '../../lib/card-center.ts';
import type { FilterState } from './filter-state.ts';
import { centersNear, lookupZip } from './geo-data.ts';
import type { CityCounts } from './map-markers.ts';
import { hitCard, hitRank, searchPagefind, type PagefindHit } from './pagefind-client.ts';
import { SEARCH_FILTERS } from './search-record.ts';
import { pagefindQuery } from './pagefind-query.ts';

/** The centers matching a filter state; cards are fetched page by page as they are shown. */
export interface DirectoryMatches {
  total: number;
  /** A ZIP code was given that is not in Minnesota: the distance filter was not applied. */
  zipNotFound: boolean;
  /** Center number to miles from the ZIP code, during a distance search (for the cards shown). */
  distances: ReadonlyMap<number, number> | null;
  /** How many results each city has (for the map). */
  cityCounts: CityCounts;
  /** The cards of results [from, to). */
  cards: (from: number, to: number) => Promise<CardCenter[]>;
}

/**
 * Searches the directory: text, filters and order on Pagefind. A distance from a ZIP code is
 * then applied to the hits: each hit's rank (its score in the sorted results) names it in the
 * location files of the cities that have hits near the ZIP code (geo-data.ts).
 */
export async function findCenters(state: FilterState): Promise<DirectoryMatches> {
  const [origin, { hits, counts }] = await Promise.all([
    state.zip ? lookupZip(state.zip) : null,
    searchPagefind(pagefindQuery(state)),
  ]);
  let matches: PagefindHit[] = hits;
  let cityCounts: CityCounts = counts[SEARCH_FILTERS.city] ?? {};
  let distances: Map<number, number> | null = null;
  const byRank = new Map<number, number>();
  if (origin) {
    const cities = Object.keys(cityCounts).filter((city) => (cityCounts[city] ?? 0) > 0);
    const near = await centersNear(origin, state.miles, cities);
    const nearCounts: Record<string, number> = {};
    matches = hits.filter((hit) => {
      const rank = hitRank(hit);
      const center = near.get(rank);
      if (!center) return false;
      byRank.set(rank, center.miles);
      nearCounts[center.city] = (nearCounts[center.city] ?? 0) + 1;
      return true;
    });
    cityCounts = nearCounts;
    distances = new Map();
  }
  return {
    total: matches.length,
    cityCounts,
    zipNotFound: Boolean(state.zip) && !origin,
    distances,
    cards: async (from, to) => {
      const shown = matches.slice(from, to);
      const cards = await Promise.all(shown.map(hitCard));
      // A card's distance, by the center number the card carries.
      shown.forEach((hit, i) => {
        const miles = byRank.get(hitRank(hit));
        const card = cards[i];
        if (distances && card && miles !== undefined) distances.set(card.number, miles);
      });
      return cards;
    },
  };
}
