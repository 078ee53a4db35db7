import { describe, expect, it } from 'vitest';
import {
  CenterRecordSchema,
  compareCenters,
  HOURS_NOT_AVAILABLE,
  toCenter,
  type CenterImage,
} from './center.ts';

function record(overrides: Record<string, unknown> = {}) {
  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  return CenterRecordSchema.parse({
    id: 'rec1',
    collectionId: 'col1',
    number: 12,
    slug: 'bluejay-meadow',
    company_name: 'Bluejay Meadow',
    business_description: 'Therapy for young children.',
    about: '',
    services: ['ABA Therapy', 'Speech Therapy'],
    features: null,
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
    ai_chat_enabled: true,
    working_hours: '',
    owner: '',
    claimed: false,
    approved: '',
    ages_served: ['preschool'],
    insurance_accepted: [],
    languages: ['english'],
    service_settings: [],
    accepting_clients: 'waitlist',
    waitlist_weeks: 6,
    availability_updated: '',
    facts_updated: '',
    latitude: 0,
    longitude: 0,
    ...Object.fromEntries(
      weekdays.flatMap((d) => [
        [`${d}_open`, ''],
        [`${d}_close`, ''],
      ]),
    ),
    ...overrides,
  });
}

const image = (kind: CenterImage['kind'], url: string): CenterImage => ({
  kind,
  url,
  thumbUrl: `${url}?thumb`,
  alt: kind,
});

describe('toCenter', () => {
  it('maps stored names to the app-side center with the spec defaults', () => {
    const center = toCenter(record());
    expect(center).toMatchObject({
      id: 'autism-12',
      number: 12,
      name: 'Bluejay Meadow',
      description: 'Therapy for young children.',
      features: [],
      zipCode: '55802',
      phone: '2185550101',
      workingHours: HOURS_NOT_AVAILABLE,
      userId: null,
      claimed: false,
      location: null,
    });
  });

  it('reads services given as comma-separated text', () => {
    expect(toCenter(record({ services: 'ABA, Speech Therapy , ,OT' })).services).toEqual([
      'ABA',
      'Speech Therapy',
      'OT',
    ]);
  });

  it('counts a center with an owner as claimed', () => {
    expect(toCenter(record({ owner: 'user1' }))).toMatchObject({ claimed: true, userId: 'user1' });
  });

  it('picks the main image, else the first gallery image, else the center’s own image', () => {
    const own = record({ image: 'https://img.example/own.png' });
    expect(toCenter(own, [image('gallery', 'g1'), image('main', 'm')]).image).toBe('m');
    expect(toCenter(own, [image('logo', 'l'), image('gallery', 'g1')]).image).toBe('g1');
    expect(toCenter(own, [image('main', '  ')]).image).toBe('https://img.example/own.png');
    expect(toCenter(record(), []).image).toBe('');
  });

  it('keeps hours only for days with both an opening and a closing time', () => {
    const center = toCenter(
      record({ monday_open: '08:00', monday_close: '17:00', tuesday_open: '08:00' }),
    );
    expect(center.hours.monday).toEqual({ open: '08:00', close: '17:00' });
    expect(center.hours.tuesday).toBeNull();
  });

  it('has a location only when coordinates are set', () => {
    expect(toCenter(record({ latitude: 46.78, longitude: -92.1 })).location).toEqual({
      latitude: 46.78,
      longitude: -92.1,
    });
  });
});

describe('compareCenters', () => {
  it('orders featured centers first, then by name regardless of case', () => {
    const names = [
      toCenter(record({ company_name: 'beta' })),
      toCenter(record({ company_name: 'Alpha' })),
      toCenter(record({ company_name: 'Zeta', featured: true })),
    ]
      .sort(compareCenters)
      .map((c) => c.name);
    expect(names).toEqual(['Zeta', 'Alpha', 'beta']);
  });
});
