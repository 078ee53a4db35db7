import { CenterRecordSchema, toCenter, type Center, type CenterImage } from '../../lib/center.ts';
import { WEEKDAYS } from '../../lib/center.ts';

/** A plain public center for unit tests; override any stored field. */
export function makeCenter(
  overrides: Record<string, unknown> = {},
  images: CenterImage[] = [],
): Center {
  const record = CenterRecordSchema.parse({
    id: 'rec1',
    collectionId: 'col1',
    number: 12,
    slug: 'bluejay-meadow',
    company_name: 'Bluejay Meadow',
    business_description: 'Therapy for young children.',
    about: '',
    services: ['ABA Therapy', 'Speech Therapy'],
    features: [],
    address: '1 Example Way',
    city: 'Duluth',
    state: 'Minnesota',
    zip_code: '55802',
    phone_number: '2185550101',
    website: '',
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
    ai_chat_enabled: true,
    working_hours: '',
    owner: '',
    claimed: false,
    approved: '',
    ages_served: ['preschool', 'school-age'],
    insurance_accepted: ['medica'],
    languages: ['english'],
    service_settings: ['center'],
    accepting_clients: 'accepting',
    waitlist_weeks: 0,
    availability_updated: '',
    facts_updated: '',
    latitude: 46.7867,
    longitude: -92.1005,
    ...Object.fromEntries(
      WEEKDAYS.flatMap((d) => [
        [`${d}_open`, ''],
        [`${d}_close`, ''],
      ]),
    ),
    ...overrides,
  });
  return toCenter(record, images);
}

/** An image of a center for unit tests. */
export function makeImage(kind: CenterImage['kind'], url: string): CenterImage {
  return { kind, url, thumbUrl: url ? `${url}?thumb=400x300` : '', alt: `${kind} picture` };
}
