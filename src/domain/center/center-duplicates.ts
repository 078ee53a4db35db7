/**
 * When two center listings are the same place: the same name and city once spelling noise is
 * removed, and either the same street address or the same phone number (a listing typed again
 * without its address, or with the suite left out, still rings the same phone). The importer
 * (never create a duplicate) and the admin's data-quality view (show existing duplicates) use
 * this one rule. It also runs inside PocketBase's JS runtime (pb_hooks/site-bundle.js), so it
 * avoids Intl and the DOM.
 */

/** What identifies a listing. */
export interface CenterIdentity {
  company_name: string;
  address: string;
  city: string;
  /** Any spelling of the phone number; missing or empty when the listing has none. */
  phone_number?: string | undefined;
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

/** A phone number's ten digits (a leading US country code dropped); '' when it has not ten. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : '';
}

/** Which part of a listing made it a duplicate, besides its name and city. */
export type DuplicateMatch = 'address' | 'phone';

/** One key a duplicate shares with the listing it repeats, and what it matched on. */
export interface DuplicateKey {
  key: string;
  match: DuplicateMatch;
}

/**
 * The keys under which a listing is found by its duplicates: name, city and address; and
 * name, city and phone when it has a phone. Two listings are the same place when they share
 * any key. None when there is no name.
 */
export function duplicateKeys(center: CenterIdentity): DuplicateKey[] {
  const name = normalizeName(center.company_name);
  if (!name) return [];
  const city = normalizeCity(center.city);
  const keys: DuplicateKey[] = [
    { key: ['address', name, city, normalizeAddress(center.address)].join('|'), match: 'address' },
  ];
  const phone = normalizePhone(center.phone_number ?? '');
  if (phone) keys.push({ key: ['phone', name, city, phone].join('|'), match: 'phone' });
  return keys;
}

/** How a duplicate reads in a report: 'the same name and address', 'the same name, city and phone'. */
export function duplicateReason(match: DuplicateMatch): string {
  return match === 'address' ? 'the same name and address' : 'the same name, city and phone';
}

/**
 * Groups of two or more listings that are the same place, in first-seen order. A listing that
 * shares its address with one and its phone with another joins both in one group.
 */
export function findDuplicateGroups<T extends CenterIdentity>(centers: readonly T[]): T[][] {
  const parent = centers.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    parent[i] = r;
    return r;
  };
  const firstWithKey = new Map<string, number>();
  centers.forEach((center, i) => {
    for (const { key } of duplicateKeys(center)) {
      const first = firstWithKey.get(key);
      if (first === undefined) firstWithKey.set(key, i);
      else {
        const [a, b] = [root(first), root(i)];
        parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  });
  const groups = new Map<number, T[]>();
  centers.forEach((center, i) => {
    if (duplicateKeys(center).length === 0) return;
    const r = root(i);
    const group = groups.get(r);
    if (group) group.push(center);
    else groups.set(r, [center]);
  });
  return [...groups.values()].filter((group) => group.length > 1);
}
