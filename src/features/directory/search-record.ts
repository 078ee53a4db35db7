import type { Center } from '../../domain/center/center.ts';
import { toCardCenter } from '../../domain/center/card-center.ts';
import type { Messages } from '../../lib/i18n/types.ts';

/**
 * What Pagefind indexes of a center (search-index.ts gives it to the build) and the names
 * the directory queries it by: one statement of the index's shape for both sides.
 *
 * - Searchable text: exactly the spec's search fields (name, city, description, services), as
 *   the owner wrote them; in a translated language's index also the center's facts in that
 *   language (ages, insurance, languages, settings, availability), so a family searching in
 *   its language for what the directory wrote in its language finds it.
 * - Filters: one key per directory filter, holding the stored values; not the city, which
 *   the directory filters and counts by rank (location-shards.ts).
 * - `card`: the card's JSON. Pagefind 1.6 makes every *meta* value searchable (a search for
 *   'files' or 'avenue' would match image URLs and addresses), while filter values are
 *   returned with a result but never searched; the directory never filters on this key.
 * - No sort key: the records reach Pagefind in directory order (featured first, then name),
 *   and Pagefind numbers its pages in the order they were added, so a hit's rank is its page
 *   number in Pagefind's metadata (pagefind-meta.ts; the build checks the order,
 *   search-index.ts). The directory never asks Pagefind to sort (at 10,000 centers that costs
 *   it a pass over every page per result), and a sort key's page list made the metadata every
 *   first search loads a fifth larger.
 * - Meta: the title is the name; `image` and `image_alt` are set empty because Pagefind would
 *   otherwise take them from the page's first picture, and a search for 'xylophone' would
 *   find the center whose photo's alt text mentions one.
 */
export const SEARCH_FILTERS = {
  service: 'service',
  age: 'age',
  insurance: 'insurance',
  language: 'language',
  setting: 'setting',
  accepting: 'accepting',
  card: 'card',
} as const;

/** One center's entry in the search index. */
export interface SearchRecord {
  text: string[];
  filters: [key: string, value: string][];
  meta: [key: string, value: string][];
}

/**
 * The search index entry of a center; `facts`: a translated language's facts messages, for
 * that language's index.
 */
export function searchRecord(center: Center, facts?: Messages<'facts'>): SearchRecord {
  const many = (key: string, values: readonly string[]) =>
    values.map((value): [string, string] => [key, value]);
  const one = (key: string, value: string) => (value ? many(key, [value]) : []);
  return {
    text: [
      center.name,
      center.city,
      center.description,
      center.services.join(', '),
      ...(facts ? factsText(center, facts) : []),
    ].filter(Boolean),
    filters: [
      ...many(SEARCH_FILTERS.service, center.services),
      ...many(SEARCH_FILTERS.age, center.ageGroups),
      ...many(SEARCH_FILTERS.insurance, center.insurance),
      ...many(SEARCH_FILTERS.language, center.languages),
      ...many(SEARCH_FILTERS.setting, center.serviceSettings),
      ...one(SEARCH_FILTERS.accepting, center.acceptingClients),
      ...one(SEARCH_FILTERS.card, JSON.stringify(toCardCenter(center))),
    ],
    meta: [
      ['title', center.name],
      ['image', ''],
      ['image_alt', ''],
    ],
  };
}

/** A center's facts as a translated page shows them, one line each. */
function factsText(center: Center, facts: Messages<'facts'>): string[] {
  return [
    center.ageGroups.map((v) => facts.ages[v]).join(', '),
    center.insurance.map((v) => facts.insurance[v]).join(', '),
    center.languages.map((v) => facts.languages[v]).join(', '),
    center.serviceSettings.map((v) => facts.settings[v]).join(', '),
    center.acceptingClients ? facts.accepting[center.acceptingClients] : '',
  ];
}

const ranks = new WeakMap<readonly Center[], Map<number, number>>();

/** A center's position in the (already ordered) catalog list, computed once per build. */
export function rankOf(centers: readonly Center[], center: Center): number {
  let byNumber = ranks.get(centers);
  if (!byNumber) {
    byNumber = new Map(centers.map((c, i) => [c.number, i]));
    ranks.set(centers, byNumber);
  }
  const rank = byNumber.get(center.number);
  if (rank === undefined) throw new Error(`Center ${String(center.number)} is not in the catalog`);
  return rank;
}
