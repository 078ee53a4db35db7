/**
 * When two center listings are the same place: the same name, street address and city once
 * spelling noise is removed. The importer (never create a duplicate) and the admin's
 * data-quality view (show existing duplicates) use this one rule. It also runs inside
 * PocketBase's JS runtime (pb_hooks/site-bundle.js), so it avoids Intl and the DOM.
 */

/** What identifies a listing. */
export interface CenterIdentity {
  company_name: string;
  address: string;
  city: string;
}

/** Lowercase words of a text: accents folded, '&' read as 'and', punctuation removed. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

/** Legal-form words that do not make a different center ('Acme LLC' is 'Acme'). */
const LEGAL_FORMS = new Set(['llc', 'inc', 'incorporated', 'ltd', 'pllc', 'pc', 'corp', 'co']);

/** Street words and their USPS abbreviations. */
const STREET_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  parkway: 'pkwy',
  highway: 'hwy',
  circle: 'cir',
  terrace: 'ter',
  trail: 'trl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};
/** Unit designators: 'Suite 200', 'Ste 200' and '#200' all leave '200'. */
const UNIT_WORDS = new Set(['suite', 'ste', 'unit', 'apt', 'room', 'rm', 'floor', 'fl']);

/** A center name reduced to what tells centers apart. */
export function normalizeName(name: string): string {
  const list = words(name);
  while (list.length > 1 && LEGAL_FORMS.has(list[list.length - 1] ?? '')) list.pop();
  if (list[0] === 'the' && list.length > 1) list.shift();
  return list.join(' ');
}

/** A street address with USPS abbreviations and without unit designators. */
export function normalizeAddress(address: string): string {
  return words(address)
    .filter((w) => !UNIT_WORDS.has(w))
    .map((w) => STREET_WORDS[w] ?? w)
    .join(' ');
}

/** A city name; 'St. Paul' and 'Saint Paul' are one city. */
export function normalizeCity(city: string): string {
  return words(city)
    .map((w, i) => (i === 0 && (w === 'st' || w === 'saint') ? 'saint' : w))
    .join(' ');
}

/** The key two listings share when they are the same place; '' when there is no name. */
export function duplicateKey(center: CenterIdentity): string {
  const name = normalizeName(center.company_name);
  if (!name) return '';
  return [name, normalizeAddress(center.address), normalizeCity(center.city)].join('|');
}

/** Groups of two or more listings with the same duplicate key, in first-seen order. */
export function findDuplicateGroups<T extends CenterIdentity>(centers: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const center of centers) {
    const key = duplicateKey(center);
    if (!key) continue;
    const group = groups.get(key);
    if (group) group.push(center);
    else groups.set(key, [center]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}
