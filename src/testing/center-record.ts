import {
  CenterRecordSchema,
  toCenter,
  type Center,
  type CenterImage,
} from '../domain/center/center.ts';
import { WEEKDAYS } from '../domain/center/weekdays.ts';

/**
 * A valid public centers record for unit tests, with `overrides` applied (stored names).
 * Not used by the site itself.
 */
export function centerRecordFixture(overrides: Record<string, unknown> = {}) {
  return CenterRecordSchema.parse({
    id: 'rec1',
    collectionId: 'col1',
    number: 12,
    slug: 'bluejay-meadow',
    company_name: 'Bluejay Meadow',
    business_description: 'Therapy for young children.',
    about: '',
    services: ['ABA Therapy'],
    features: [],
    address: '1 Example Way',
    city: 'Duluth',
    state: 'Minnesota',
    zip_code: '55802',
    phone_number: '2185550101',
    website: 'bluejay.example',
    email: '',
    image: '',
    logo: '',
    premium: false,
    featured: false,
    year_established: 0,
    employee_count: 0,
    parent_company_name: '',
    facebook: '',
    twitter: '',
    linkedin: '',
    location_summary: '',
    area_summary: '',
    ai_chat_enabled: true,
    working_hours: '',
    owner: '',
    claimed: false,
    approved: '',
    ages_served: [],
    insurance_accepted: [],
    languages: [],
    service_settings: [],
    accepting_clients: '',
    waitlist_weeks: 0,
    availability_updated: '',
    facts_updated: '',
    latitude: 0,
    longitude: 0,
    ...Object.fromEntries(
      WEEKDAYS.flatMap((d) => [
        [`${d}_open`, ''],
        [`${d}_close`, ''],
      ]),
    ),
    ...overrides,
  });
}

/** An app-side center for unit tests (see centerRecordFixture). */
export function centerFixture(
  overrides: Record<string, unknown> = {},
  images: CenterImage[] = [],
): Center {
  return toCenter(centerRecordFixture(overrides), images);
}
