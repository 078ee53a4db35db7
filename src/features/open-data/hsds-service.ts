import * as z from 'zod/mini';
import { availabilityText } from '../../lib/availability.ts';
import type { Center } from '../../lib/center.ts';
import { AGE_GROUPS, INSURANCE, LANGUAGES, SERVICE_SETTINGS, labelOf } from '../../lib/choices.ts';
import { formatPhone, isoDate, websiteHref } from '../../lib/format.ts';
import { centerHref } from '../../lib/routes.ts';
import { WEEKDAYS, type Weekday } from '../../lib/weekdays.ts';
import { hsdsId, partId, sharedId } from './hsds-ids.ts';
import { serviceTypeCode, type TaxonomyCode, type Taxonomies } from './taxonomies.ts';

/** An HSDS object as published (JSON): the compiled schemas of HSDS 3.0 describe each. */
export type HsdsObject = Record<string, unknown>;

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

const emailSchema = z.email();
const urlSchema = z.url({ protocol: /^https?$/ });

/** An address HSDS's `email` format accepts, or undefined. */
function validEmail(text: string): string | undefined {
  const email = text.trim();
  return email && emailSchema.safeParse(email).success ? email : undefined;
}

/** A website as an absolute http(s) URL (HSDS's `uri` format), or undefined. */
function validWebsite(text: string): string | undefined {
  const href = websiteHref(text);
  return href && urlSchema.safeParse(href).success ? href : undefined;
}

/** Drops the properties whose value is undefined, so the JSON has no empty keys. */
function defined(object: HsdsObject): HsdsObject {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined));
}

/** What one center's service is built from, besides the center. */
export interface ServiceContext {
  taxonomies: Taxonomies;
  /** The site's origin (SITE_URL), for the center's page address. */
  siteUrl: string;
  /** When the center's record last changed (PocketBase's `updated`), or ''. */
  updated: string;
}

/** The ids of one center's HSDS objects: its service's, and those of the parts of it. */
export function centerIds(center: Pick<Center, 'recordId'>) {
  const service = hsdsId('service', center.recordId);
  return {
    service,
    organization: partId(service, sharedId('organization')),
    location: partId(service, sharedId('location')),
    address: partId(service, sharedId('address')),
    serviceAtLocation: partId(service, sharedId('service_at_location')),
    phone: partId(service, sharedId('phone')),
  };
}
type CenterIds = ReturnType<typeof centerIds>;

/** Weekday hours as HSDS schedules: one weekly RRULE for each set of days with equal hours. */
function schedules(center: Center, serviceId: string): HsdsObject[] {
  const groups = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    const hours = center.hours[day];
    if (!hours) continue;
    const key = `${hours.open}-${hours.close}`;
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  if (groups.size === 0) {
    const text = center.workingHours.trim();
    const listed = text && text !== 'Hours not available';
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
function ageSpan(center: Center): { minimum_age?: number; maximum_age?: number | undefined } {
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
function attributes(center: Center, serviceId: string, taxonomies: Taxonomies): HsdsObject[] {
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
function availability(center: Center): HsdsObject | undefined {
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

/** The center as an HSDS organization, without its services and locations. */
export function organizationOf(center: Center, ids: CenterIds, pageUrl: string): HsdsObject {
  return defined({
    id: ids.organization,
    name: center.name,
    description: center.description || center.about || center.name,
    email: validEmail(center.email),
    website: validWebsite(center.website),
    year_incorporated: center.yearEstablished > 0 ? center.yearEstablished : undefined,
    uri: pageUrl,
  });
}

/** The center's place: a physical location with its street address and ZIP-centroid point. */
export function locationOf(center: Center, ids: CenterIds): HsdsObject {
  const hasAddress = center.address.trim() && center.city.trim() && center.zipCode.trim();
  return defined({
    id: ids.location,
    location_type: 'physical',
    organization_id: ids.organization,
    name: center.name,
    latitude: center.location?.latitude,
    longitude: center.location?.longitude,
    addresses: hasAddress
      ? [
          {
            id: ids.address,
            location_id: ids.location,
            address_1: center.address.trim(),
            city: center.city.trim(),
            state_province: 'MN',
            postal_code: center.zipCode.trim(),
            country: 'US',
            address_type: 'physical',
          },
        ]
      : [],
  });
}

/**
 * A public center as a fully nested HSDS 3.0 service (the `/services/{id}` answer): its
 * organization, location, hours, phone, languages, eligibility, settings, payment and
 * availability. Only what the center's public page shows.
 */
export function centerService(center: Center, context: ServiceContext): HsdsObject {
  const ids = centerIds(center);
  const pageUrl = new URL(centerHref(center), context.siteUrl).href;
  const ages = center.ageGroups.map((g) => labelOf(AGE_GROUPS, g));
  const insurance = center.insurance.map((i) => labelOf(INSURANCE, i));
  return defined({
    id: ids.service,
    organization_id: ids.organization,
    name: center.name,
    description: center.about || center.description,
    url: pageUrl,
    email: validEmail(center.email),
    status: 'active',
    fees_description: insurance.length > 0 ? `Accepts: ${insurance.join(', ')}.` : undefined,
    eligibility_description: ages.length > 0 ? `Ages served: ${ages.join(', ')}.` : undefined,
    ...ageSpan(center),
    assured_date: isoDate(center.factsUpdated).slice(0, 10) || undefined,
    last_modified: isoDate(context.updated) || undefined,
    phones: center.phone.trim()
      ? [
          {
            id: ids.phone,
            service_id: ids.service,
            number: formatPhone(center.phone),
            type: 'voice',
          },
        ]
      : [],
    schedules: schedules(center, ids.service),
    service_areas: center.serviceSettings.map((s) => ({
      id: partId(ids.service, sharedId('service_area', s)),
      service_id: ids.service,
      name: labelOf(SERVICE_SETTINGS, s),
      description: `Where services happen: ${labelOf(SERVICE_SETTINGS, s).toLowerCase()}.`,
    })),
    service_at_locations: [
      {
        id: ids.serviceAtLocation,
        service_id: ids.service,
        location_id: ids.location,
        location: locationOf(center, ids),
      },
    ],
    languages: center.languages.map((l) => ({
      id: partId(ids.service, sharedId('language', l)),
      service_id: ids.service,
      name: labelOf(LANGUAGES, l),
      code: LANGUAGE_CODES[l],
    })),
    organization: organizationOf(center, ids, pageUrl),
    attributes: attributes(center, ids.service, context.taxonomies),
    availability: availability(center),
  });
}

/** A service with each attribute's taxonomy term nested in it (the `/services/{id}` answer). */
export function nestTerms(
  service: HsdsObject,
  termById: ReadonlyMap<string, HsdsObject>,
): HsdsObject {
  const attributes = (service['attributes'] ?? []) as HsdsObject[];
  return {
    ...service,
    attributes: attributes.map((a) => {
      const term = termById.get(String(a['taxonomy_term_id']));
      return term
        ? { ...a, link_id: service['id'], link_entity: 'service', taxonomy_term: term }
        : a;
    }),
  };
}
