import * as z from 'zod/mini';
import type { Center } from '../../domain/center/center.ts';
import { AGE_GROUPS, INSURANCE, labelOf } from '../../domain/center/choices.ts';
import { formatPhone, isoDate, websiteHref } from '../../lib/format.ts';
import { centerHref } from '../../lib/routes.ts';
import { hsdsId, partId, sharedId } from './hsds-ids.ts';
import { defined, type HsdsObject } from './hsds-object.ts';
import {
  ageSpan,
  attributes,
  availability,
  languages,
  schedules,
  serviceAreas,
} from './service-facts.ts';
import type { Taxonomies } from './taxonomies.ts';

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
    service_areas: serviceAreas(center, ids.service),
    service_at_locations: [
      {
        id: ids.serviceAtLocation,
        service_id: ids.service,
        location_id: ids.location,
        location: locationOf(center, ids),
      },
    ],
    languages: languages(center, ids.service),
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
