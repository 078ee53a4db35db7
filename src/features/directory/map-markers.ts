/**
 * What the directory's map shares with the page in the browser: the event by which the
 * directory island tells the map how many results each city has, and how a marker shows a
 * count. Kept apart from minnesota-map.ts so the browser never loads the map's build-time
 * dependencies (d3-geo, us-atlas).
 */

/** Results per city name. */
export type CityCounts = Readonly<Record<string, number>>;

/** Dispatched on document; detail: CityCounts, or null for 'no filters' (every center). */
export const CITY_COUNTS_EVENT = 'directory:city-counts';

/** Tells the map which cities the current results are in. */
export function announceCityCounts(counts: CityCounts | null): void {
  document.dispatchEvent(new CustomEvent(CITY_COUNTS_EVENT, { detail: counts }));
}

/** A marker's radius: grows with the square root of its count, so areas compare fairly. */
export function markerRadius(count: number): number {
  return Math.round((3 + 1.6 * Math.sqrt(count)) * 10) / 10;
}

/** How a marker's count is worded: a language's singular and plural, {count} filled in. */
export interface CountWords {
  one: string;
  other: string;
}

/**
 * English's words, as messages/en/directory.ts has them (centersOne, centersOther; a test
 * checks they match): the map's page script runs before the island and must not load a
 * catalog, so translated pages write their language's words into the map's data attributes.
 */
export const ENGLISH_COUNT_WORDS: CountWords = { one: '{count} center', other: '{count} centers' };

/** A city's count as listed beside the map: '1 center', '12 centers'. */
export function mapCount(count: number, words: CountWords, lang: string): string {
  let rule = 'other';
  try {
    rule = new Intl.PluralRules(lang).select(count);
  } catch {
    // A language Intl does not know (Hmong): its words have one form anyway.
  }
  return (rule === 'one' ? words.one : words.other).replace('{count}', String(count));
}
