import type { Center } from '../../domain/center/center.ts';
import type { Messages } from '../../lib/i18n/types.ts';
import { distanceMiles } from '../../domain/center/geo.ts';
import type { FilterState } from './filter-state.ts';
import { nearestFirst } from './nearest-first.ts';
import { pagefindQuery } from './pagefind-query.ts';
import { searchRecord } from './search-record.ts';
import type { ZipCentroids } from './zip-shards.ts';

/**
 * The directory's search on the server, for the search form sent without JavaScript (the
 * on-demand page src/pages/centers/search.astro) and the city and service landing pages. It
 * reads the same search record Pagefind indexes (search-record.ts), the same filters
 * (pagefind-query.ts) and the same order (nearest-first.ts) as the browser's search.
 *
 * Text: every word typed must begin a word of the center's searchable text, as Pagefind
 * matches words by their beginning. Pagefind also stems words ('therapies' finds 'therapy');
 * this does not, so a few searches find more with JavaScript than without it.
 */

/** A center's searchable words, lower-case and without accents. */
const words = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** What the server's search found: the centers in order and, around a ZIP code, their miles. */
export interface CatalogMatches {
  centers: Center[];
  /** Center number to miles from the ZIP code, during a distance search. */
  distances: Map<number, number> | null;
  /** A five-digit ZIP code was given that is not in Minnesota. */
  zipNotFound: boolean;
}

/**
 * The catalog's centers (in directory order) that match `state`; `facts`: a translated
 * language's facts, whose index searches them too (search-record.ts).
 */
export function searchCatalog(
  centers: readonly Center[],
  state: FilterState,
  zipTable: ZipCentroids,
  facts?: Messages<'facts'>,
): CatalogMatches {
  const query = pagefindQuery(state);
  const terms = query?.term ? words(query.term) : [];
  const wanted = Object.entries(query?.filters ?? {});
  let ranks: number[] = [];
  centers.forEach((center, rank) => {
    if (state.city && center.city !== state.city) return;
    const record = searchRecord(center, facts);
    const passes = wanted.every(([key, value]) =>
      record.filters.some(([k, v]) => k === key && v === value),
    );
    if (!passes) return;
    if (terms.length > 0) {
      const own = words(record.text.join(' '));
      if (!terms.every((term) => own.some((word) => word.startsWith(term)))) return;
    }
    ranks.push(rank);
  });
  const point = state.zip ? zipTable[state.zip] : undefined;
  let distances: Map<number, number> | null = null;
  if (point) {
    const origin = { latitude: point[0], longitude: point[1] };
    const near = new Map<number, number>();
    for (const rank of ranks) {
      const location = centers[rank]?.location;
      const miles = location ? distanceMiles(origin, location) : Number.POSITIVE_INFINITY;
      if (miles <= state.miles) near.set(rank, miles);
    }
    ranks = nearestFirst([...near.keys()], near);
    distances = new Map(
      [...near].flatMap(([rank, miles]) => {
        const center = centers[rank];
        return center ? [[center.number, miles] as const] : [];
      }),
    );
  }
  return {
    centers: ranks.flatMap((rank) => centers[rank] ?? []),
    distances,
    zipNotFound: Boolean(state.zip) && !point,
  };
}
