import { availabilityText } from '../../domain/center/availability.ts';
import { HOURS_NOT_AVAILABLE, type Center } from '../../domain/center/center.ts';
import { LANGUAGES, SERVICE_SETTINGS, labelOf } from '../../domain/center/choices.ts';
import { isoDate } from '../../lib/format.ts';
import { WEEKDAYS, type Weekday } from '../../domain/center/weekdays.ts';
import { partId, sharedId } from './hsds-ids.ts';
import { defined, type HsdsObject } from './hsds-object.ts';
import { serviceTypeCode, type TaxonomyCode, type Taxonomies } from './taxonomies.ts';

// The parts of a center's HSDS service made from its families' facts (hsds-service.ts puts
// them together): hours, ages, languages, settings, payment and availability.

/** The ages each age group spans (choices.ts words them; 'Adult (22+ years)' has no upper end). */
const AGE_RANGES: Record<string, { min: number; max?: number }> = {
  'early-intervention': { min: 0, max: 3 },
  preschool: { min: 3, max: 5 },
  'school-age': { min: 6, max: 12 },
  adolescent: { min: 13, max: 17 },
  'young-adult': { min: 18, max: 21 },
  adult: { min: 22 },
};

/** ISO 639-1 codes of the directory's languages (Hmong has none: ISO 639-3 `hmn`). */
const LANGUAGE_CODES: Record<string, string> = {
  english: 'en',
  spanish: 'es',
  somali: 'so',
  hmong: 'hmn',
  vietnamese: 'vi',
  russian: 'ru',
  german: 'de',
  french: 'fr',
  arabic: 'ar',
  korean: 'ko',
};

/** iCalendar's two-letter weekday codes (RFC 5545 BYDAY). */
const BYDAY: Record<Weekday, string> = {
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
  sunday: 'SU',
};

/** Weekday hours as HSDS schedules: one weekly RRULE for each set of days with equal hours. */
export function schedules(center: Center, serviceId: string): HsdsObject[] {
  const groups = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    const hours = center.hours[day];
    if (!hours) continue;
    const key = `${hours.open}-${hours.close}`;
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  if (groups.size === 0) {
    const text = center.workingHours.trim();
    const listed = text && text !== HOURS_NOT_AVAILABLE;
    return listed
      ? [
          {
            id: partId(serviceId, sharedId('schedule')),
            service_id: serviceId,
            description: text,
          },
        ]
      : [];
  }
  return [...groups].map(([key, days]) => {
    const [opens, closes] = key.split('-');
    return {
      id: partId(serviceId, sharedId('schedule', key)),
      service_id: serviceId,
      freq: 'WEEKLY',
      wkst: 'MO',
      byday: days.map((d) => BYDAY[d]).join(','),
      opens_at: opens,
      closes_at: closes,
      description: `Open ${days.map((d) => d.charAt(0).toUpperCase() + d.slice(1)).join(', ')}, ${opens ?? ''} to ${closes ?? ''} (Minnesota time)`,
    };
  });
}

/** The ages the center's age groups span together; undefined ends when unknown or open. */
export function ageSpan(center: Center): {
  minimum_age?: number;
  maximum_age?: number | undefined;
} {
  const ranges = center.ageGroups.flatMap((g) => AGE_RANGES[g] ?? []);
  if (ranges.length === 0) return {};
  const open = ranges.some((r) => r.max === undefined);
  return {
    minimum_age: Math.min(...ranges.map((r) => r.min)),
    maximum_age: open ? undefined : Math.max(...ranges.map((r) => r.max ?? 0)),
  };
}

/**
 * The center's facts as attributes: a term of one of the directory's taxonomies each. Their
 * terms are nested by the API (nestTerms) but not in the directory file, where they would be
 * most of its size: the file's readers have them in taxonomy_terms.csv and /taxonomy_terms.
 */
export function attributes(
  center: Center,
  serviceId: string,
  taxonomies: Taxonomies,
): HsdsObject[] {
  const listed: [TaxonomyCode, string, string?][] = [
    ...center.services.map((s): [TaxonomyCode, string] => ['service_type', serviceTypeCode(s)]),
    ...center.ageGroups.map((g): [TaxonomyCode, string] => ['age_group', g]),
    ...center.insurance.map((i): [TaxonomyCode, string] => ['insurance', i]),
    ...center.serviceSettings.map((s): [TaxonomyCode, string] => ['service_setting', s]),
  ];
  if (center.acceptingClients) {
    listed.push(['availability', center.acceptingClients, availabilityText(center)]);
  }
  const seen = new Set<string>();
  return listed.flatMap(([code, value, text]) => {
    const term = taxonomies.term(code, value);
    if (!term || seen.has(term.id)) return [];
    seen.add(term.id);
    return [
      defined({
        id: partId(serviceId, term.id),
        link_type: code,
        taxonomy_term_id: term.id,
        value: text,
      }),
    ];
  });
}

/**
 * Availability as the center last stated it, with its date: an extension of HSDS 3.0 (which
 * has no capacity object) documented on the open-data page; absent when not stated.
 */
export function availability(center: Center): HsdsObject | undefined {
  if (!center.acceptingClients) return undefined;
  return defined({
    status: center.acceptingClients,
    description: availabilityText(center),
    waitlist_weeks:
      center.acceptingClients === 'waitlist' && center.waitlistWeeks > 0
        ? center.waitlistWeeks
        : undefined,
    as_of: isoDate(center.availabilityUpdated) || undefined,
  });
}

/** Where services happen, as HSDS service areas: one for each setting the center lists. */
export function serviceAreas(center: Center, serviceId: string): HsdsObject[] {
  return center.serviceSettings.map((s) => ({
    id: partId(serviceId, sharedId('service_area', s)),
    service_id: serviceId,
    name: labelOf(SERVICE_SETTINGS, s),
    description: `Where services happen: ${labelOf(SERVICE_SETTINGS, s).toLowerCase()}.`,
  }));
}

/** The languages the center's staff speak, with their ISO 639 codes. */
export function languages(center: Center, serviceId: string): HsdsObject[] {
  return center.languages.map((l) => ({
    id: partId(serviceId, sharedId('language', l)),
    service_id: serviceId,
    name: labelOf(LANGUAGES, l),
    code: LANGUAGE_CODES[l],
  }));
}
