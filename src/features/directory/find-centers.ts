import type { CardCenter } from '../../domain/center/card-center.ts';
import type { FilterState } from './filter-state.ts';
import { centersNear, locationIndex, lookupZip } from './geo-data.ts';
import type { CityCounts } from './map-markers.ts';
import { rankCards, searchPagefind } from './pagefind-client.ts';
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
 * Searches the directory. Every center is named by its rank (its place in the directory
 * order): Pagefind finds the ranks matching the text and the filters on offered services,
 * ages, ...; the city, the distance from a ZIP code, the order and the map's counts per city
 * are worked out here from the build's index of the centers by rank (location-shards.ts).
 */
export async function findCenters(state: FilterState): Promise<DirectoryMatches> {
  const query = pagefindQuery(state);
  const [index, origin, found] = await Promise.all([
    locationIndex(),
    state.zip ? lookupZip(state.zip) : null,
    query ? searchPagefind(query) : null,
  ]);
  let ranks = found ?? index.city.map((_, rank) => rank);
  if (state.city) {
    const city = index.cities.findIndex((c) => c.name === state.city);
    ranks = ranks.filter((rank) => index.city[rank] === city);
  }
  let near: Map<number, number> | null = null;
  if (origin) {
    const cities = new Set(ranks.map((rank) => index.city[rank] ?? -1));
    const within = await centersNear(origin, state.miles, cities);
    ranks = ranks.filter((rank) => within.has(rank));
    near = within;
  }
  const cityCounts: Record<string, number> = {};
  for (const rank of ranks) {
    const name = index.cities[index.city[rank] ?? -1]?.name;
    if (name !== undefined) cityCounts[name] = (cityCounts[name] ?? 0) + 1;
  }
  const distances = near ? new Map<number, number>() : null;
  return {
    total: ranks.length,
    cityCounts,
    zipNotFound: Boolean(state.zip) && !origin,
    distances,
    cards: async (from, to) => {
      const shown = ranks.slice(from, to);
      const cards = await rankCards(shown);
      // Each card's distance, by the center number the card carries.
      shown.forEach((rank, i) => {
        const miles = near?.get(rank);
        const card = cards[i];
        if (distances && card && miles !== undefined) distances.set(card.number, miles);
      });
      return cards;
    },
  };
}
