import type { Center } from '../../../domain/center/center.ts';
import type {
  AgeGroup,
  Insurance,
  Language,
  ServiceSetting,
} from '../../../domain/center/choices.ts';
import { cityCentroid } from '../../../domain/center/city-centroids.ts';
import { distanceMiles } from '../../../domain/center/geo.ts';
import { availabilityFactor } from './match-availability.ts';
import { describeNote, type MatchNote } from './match-notes.ts';

/**
 * Matching families with centers (DESIGN.md decision 12): a pure function, also bundled into
 * PocketBase's hooks (pocketbase/pb_hooks/site-bundle.js), which rank, store and mail the
 * matches. It must not use Intl or anything else PocketBase's JS runtime lacks.
 *
 * A center that cannot serve the family is never a match: it must list the family's age group
 * and accept their insurance ('no-insurance' needs private pay; 'other' cannot be checked, so
 * it passes but earns no insurance points). The others are scored out of 100 with
 * MATCH_WEIGHTS and ranked best first, ties broken by name. When none passes, the closest
 * partial matches are shown instead, each saying what it lacks.
 */

/** Points of each part of a match; they add up to 100. */
export const MATCH_WEIGHTS = {
  /** In one of the family's cities (nearby centers get at most NEARBY_POINTS). */
  location: 35,
  /** Times match-availability.ts availabilityFactor: accepting 1, waitlists less, old estimates less. */
  availability: 25,
  /** Delivers services where the family wants them (home, center or school). */
  setting: 15,
  /** Staff speak one of the family's languages (full points when the family named none). */
  language: 15,
  /** Lists the family's insurance or funding; 0 when the family chose 'other'. */
  insurance: 10,
} as const;

/** Location points of a center outside the family's cities, falling to 0 at DISTANCE_LIMIT_MILES. */
const NEARBY_POINTS = 25;
/** From this distance on, a center outside the family's cities earns no location points. */
const DISTANCE_LIMIT_MILES = 60;
/** How many matches, and how many partial matches, a family is shown. */
export const MAX_MATCHES = 10;
export const MAX_PARTIAL_MATCHES = 5;

/** The center facts the ranking reads. */
export type MatchableCenter = Pick<
  Center,
  | 'recordId'
  | 'number'
  | 'name'
  | 'city'
  | 'ageGroups'
  | 'insurance'
  | 'languages'
  | 'serviceSettings'
  | 'acceptingClients'
  | 'waitlistWeeks'
  | 'availabilityUpdated'
  | 'location'
>;

/** What the family needs, in the centers' terms. */
export interface FamilyNeeds {
  cities: readonly string[];
  ageGroup: AgeGroup;
  /** A plan or program centers list; 'no-insurance' needs private pay; 'other' is not checked. */
  insurance: Exclude<Insurance, 'private-pay'> | 'no-insurance' | 'other';
  /** Languages to match (none: no preference). */
  languages: readonly Language[];
  setting: ServiceSetting;
}

/**
 * One ranked center, with why it fits (reasons) and what does not or must be checked
 * (cautions): as notes, for each reader's language (match-notes.ts), and in English.
 */
interface Match {
  center: MatchableCenter;
  rank: number;
  /** 0 to 100, rounded. */
  score: number;
  /** Fails the age group or insurance (shown only when nothing matches). */
  partial: boolean;
  notes: { reasons: MatchNote[]; cautions: MatchNote[] };
  reasons: string[];
  cautions: string[];
}

/** The ranking: real matches, else partial matches, else nothing at all. */
export interface MatchResult {
  kind: 'matches' | 'partial' | 'none';
  matches: Match[];
}

interface Assessment {
  center: MatchableCenter;
  score: number;
  locationPoints: number;
  unmet: number;
  reasons: MatchNote[];
  cautions: MatchNote[];
}

function assessLocation(center: MatchableCenter, cities: readonly string[], a: Assessment): void {
  if (cities.includes(center.city)) {
    a.locationPoints = MATCH_WEIGHTS.location;
    a.reasons.push({ kind: 'in-city', city: center.city });
    return;
  }
  let nearest: { city: string; miles: number } | undefined;
  for (const city of cities) {
    const centroid = cityCentroid(city);
    if (!centroid || !center.location) continue;
    const miles = distanceMiles(centroid, center.location);
    if (!nearest || miles < nearest.miles) nearest = { city, miles };
  }
  if (!nearest) {
    a.cautions.push({ kind: 'outside-city', city: center.city });
    return;
  }
  const miles = Math.max(1, Math.round(nearest.miles));
  a.locationPoints = NEARBY_POINTS * Math.max(0, 1 - nearest.miles / DISTANCE_LIMIT_MILES);
  if (a.locationPoints > 0) a.reasons.push({ kind: 'near', miles, city: nearest.city });
  else a.cautions.push({ kind: 'far', miles, city: nearest.city });
}

function assessInsurance(center: MatchableCenter, needs: FamilyNeeds, a: Assessment): number {
  if (needs.insurance === 'other') {
    a.cautions.push({ kind: 'ask-insurance' });
    return 0;
  }
  const privatePay = needs.insurance === 'no-insurance';
  const insurance: Insurance = needs.insurance === 'no-insurance' ? 'private-pay' : needs.insurance;
  if (!center.insurance.includes(insurance)) {
    a.unmet += 1;
    a.cautions.push({ kind: 'lacks-insurance', insurance, privatePay });
    return 0;
  }
  a.reasons.push({ kind: 'accepts', insurance, privatePay });
  return MATCH_WEIGHTS.insurance;
}

function assessLanguage(center: MatchableCenter, needs: FamilyNeeds, a: Assessment): number {
  if (needs.languages.length === 0) return MATCH_WEIGHTS.language;
  const shared = needs.languages.filter((l) => center.languages.includes(l));
  if (shared.length === 0) {
    a.cautions.push({ kind: 'lacks-languages', languages: needs.languages });
    return 0;
  }
  a.reasons.push({ kind: 'speaks', languages: shared });
  return MATCH_WEIGHTS.language;
}

function assessAvailability(center: MatchableCenter, today: string, a: Assessment): number {
  const note: MatchNote = {
    kind: 'availability',
    acceptingClients: center.acceptingClients,
    waitlistWeeks: center.waitlistWeeks,
    availabilityUpdated: center.availabilityUpdated,
  };
  if (center.acceptingClients === 'accepting' || center.acceptingClients === 'waitlist')
    a.reasons.push(note);
  else a.cautions.push(note);
  return MATCH_WEIGHTS.availability * availabilityFactor(center, today);
}

function assess(center: MatchableCenter, needs: FamilyNeeds, today: string): Assessment {
  const a: Assessment = {
    center,
    score: 0,
    locationPoints: 0,
    unmet: 0,
    reasons: [],
    cautions: [],
  };
  assessLocation(center, needs.cities, a);
  const age = needs.ageGroup;
  if (center.ageGroups.includes(age)) a.reasons.push({ kind: 'serves', age });
  else {
    a.unmet += 1;
    a.cautions.push({ kind: 'lacks-age', age });
  }
  let points =
    a.locationPoints + assessInsurance(center, needs, a) + assessLanguage(center, needs, a);
  if (center.serviceSettings.includes(needs.setting)) {
    points += MATCH_WEIGHTS.setting;
    a.reasons.push({ kind: 'offers', setting: needs.setting });
  } else {
    a.cautions.push({ kind: 'lacks-setting', setting: needs.setting });
  }
  points += assessAvailability(center, today, a);
  a.score = Math.round(points);
  return a;
}

/** Name order without Intl (PocketBase's runtime has none): case-insensitive, then number. */
function byName(a: Assessment, b: Assessment): number {
  const x = a.center.name.toLowerCase();
  const y = b.center.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.center.number - b.center.number;
}

function toMatch(a: Assessment, index: number): Match {
  return {
    center: a.center,
    rank: index + 1,
    score: a.score,
    partial: a.unmet > 0,
    notes: { reasons: a.reasons, cautions: a.cautions },
    reasons: a.reasons.map((note) => describeNote(note)),
    cautions: a.cautions.map((note) => describeNote(note)),
  };
}

/**
 * Ranks centers for a family: matches best first (score, then name), at most MAX_MATCHES;
 * when none qualifies, at most MAX_PARTIAL_MATCHES partial ones, fewest unmet needs first,
 * then nearest, then score and name. `today` is Minnesota's date (YYYY-MM-DD).
 */
export function rankCenters(
  needs: FamilyNeeds,
  centers: readonly MatchableCenter[],
  today: string,
): MatchResult {
  const assessed = centers.map((center) => assess(center, needs, today));
  const full = assessed.filter((a) => a.unmet === 0);
  if (full.length > 0) {
    const ranked = full.sort((a, b) => b.score - a.score || byName(a, b));
    return { kind: 'matches', matches: ranked.slice(0, MAX_MATCHES).map(toMatch) };
  }
  const partial = assessed.sort(
    (a, b) =>
      a.unmet - b.unmet || b.locationPoints - a.locationPoints || b.score - a.score || byName(a, b),
  );
  const shown = partial.slice(0, MAX_PARTIAL_MATCHES).map(toMatch);
  return { kind: shown.length > 0 ? 'partial' : 'none', matches: shown };
}
