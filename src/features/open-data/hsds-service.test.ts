import { beforeAll, describe, expect, it } from 'vitest';
import { compileHsdsSchemas, hsdsErrors } from '../../../tests/support/hsds-schemas.ts';
import { directoryCenterFixture } from '../../testing/directory-center.ts';
import { centerService, nestTerms } from './hsds-service.ts';
import { buildTaxonomies } from './taxonomies.ts';

// HSDS's compiled schemas are megabytes each: compiling them takes seconds on a busy machine.
beforeAll(() => {
  compileHsdsSchemas('compiled/service');
}, 120_000);

const PAGE = 'https://directory.example/open-data/';

/** The service the API answers for a center: its attributes' terms nested. */
function serviceOf(overrides: Record<string, unknown> = {}, updated = '2026-11-20 10:00:00.000Z') {
  const center = directoryCenterFixture(overrides);
  const taxonomies = buildTaxonomies([center], PAGE);
  const service = centerService(center, {
    taxonomies,
    siteUrl: 'https://directory.example',
    updated,
  });
  return nestTerms(service, new Map(taxonomies.terms.map((t) => [t.id, { ...t }])));
}

const full = {
  company_name: 'Lakeside Autism Center',
  about: 'ABA therapy and speech therapy for children in Duluth.',
  email: 'hello@lakeside.example',
  website: 'lakeside.example',
  phone_number: '218-555-0142',
  year_established: 2012,
  owner: 'ownerrecord0001',
  ages_served: ['early-intervention', 'preschool', 'school-age'],
  insurance_accepted: ['medical-assistance', 'eidbi', 'private-pay'],
  languages: ['english', 'hmong', 'somali'],
  service_settings: ['home', 'center', 'telehealth'],
  accepting_clients: 'waitlist',
  waitlist_weeks: 6,
  availability_updated: '2026-11-02 15:30:00.000Z',
  facts_updated: '2026-11-02 15:30:00.000Z',
  monday_open: '08:00',
  monday_close: '17:00',
  tuesday_open: '08:00',
  tuesday_close: '17:00',
  saturday_open: '09:00',
  saturday_close: '12:00',
};

describe('a center as an HSDS 3.0 service', () => {
  it('is valid against the compiled service schema, fully nested', () => {
    expect(hsdsErrors('compiled/service', serviceOf(full))).toEqual([]);
  });

  it('is valid with nothing but the required facts listed', () => {
    const bare = serviceOf(
      {
        services: [],
        ages_served: [],
        insurance_accepted: [],
        languages: [],
        service_settings: [],
        accepting_clients: '',
        phone_number: '',
        latitude: 0,
        longitude: 0,
        address: '',
      },
      '',
    );
    expect(hsdsErrors('compiled/service', bare)).toEqual([]);
    expect(bare).not.toHaveProperty('last_modified');
    expect(bare).not.toHaveProperty('availability');
  });

  it('maps hours, phone, languages, eligibility, settings, payment and availability', () => {
    const service = serviceOf(full);
    expect(service['name']).toBe('Lakeside Autism Center');
    expect(service['url']).toBe('https://directory.example/center/lakeside-autism-center-12');
    expect(service['last_modified']).toBe('2026-11-20T10:00:00.000Z');
    expect(service['assured_date']).toBe('2026-11-02');
    expect(service['minimum_age']).toBe(0);
    expect(service['maximum_age']).toBe(12);
    expect(service['eligibility_description']).toBe(
      'Ages served: Early Intervention (0-3 years), Preschool (3-5 years), School Age (6-12 years).',
    );
    expect(service['fees_description']).toBe(
      'Accepts: Medical Assistance (MA), EIDBI (Minnesota autism benefit), Private pay.',
    );
    expect(service['phones']).toEqual([
      expect.objectContaining({ number: '(218) 555-0142', type: 'voice' }),
    ]);
    expect(service['schedules']).toEqual([
      expect.objectContaining({
        freq: 'WEEKLY',
        byday: 'MO,TU',
        opens_at: '08:00',
        closes_at: '17:00',
      }),
      expect.objectContaining({
        freq: 'WEEKLY',
        byday: 'SA',
        opens_at: '09:00',
        closes_at: '12:00',
      }),
    ]);
    expect(service['languages']).toEqual([
      expect.objectContaining({ name: 'English', code: 'en' }),
      expect.objectContaining({ name: 'Hmong', code: 'hmn' }),
      expect.objectContaining({ name: 'Somali', code: 'so' }),
    ]);
    expect((service['service_areas'] as { name: string }[]).map((a) => a.name)).toEqual([
      'In the home',
      'At the center',
      'Telehealth',
    ]);
    expect(service['availability']).toEqual({
      status: 'waitlist',
      description: 'Waitlist: about 6 weeks',
      waitlist_weeks: 6,
      as_of: '2026-11-02T15:30:00.000Z',
    });
    const terms = (
      service['attributes'] as { link_type: string; taxonomy_term: { name: string } }[]
    ).map((a) => `${a.link_type}: ${a.taxonomy_term.name}`);
    expect(terms).toEqual([
      'service_type: ABA Therapy',
      'service_type: Speech Therapy',
      'age_group: Early Intervention (0-3 years)',
      'age_group: Preschool (3-5 years)',
      'age_group: School Age (6-12 years)',
      'insurance: Medical Assistance (MA)',
      'insurance: EIDBI (Minnesota autism benefit)',
      'insurance: Private pay',
      'service_setting: In the home',
      'service_setting: At the center',
      'service_setting: Telehealth',
      'availability: Waitlist',
    ]);
    const [sal] = service['service_at_locations'] as { location: Record<string, unknown> }[];
    expect(sal?.location).toMatchObject({
      location_type: 'physical',
      latitude: 46.7867,
      longitude: -92.1005,
      addresses: [
        expect.objectContaining({
          address_1: '1 Example Way',
          city: 'Duluth',
          state_province: 'MN',
          postal_code: '55802',
          country: 'US',
        }),
      ],
    });
    expect(service['organization']).toMatchObject({
      name: 'Lakeside Autism Center',
      email: 'hello@lakeside.example',
      website: 'https://lakeside.example',
      year_incorporated: 2012,
    });
  });

  it('publishes nothing the public page does not show', () => {
    const text = JSON.stringify(serviceOf(full));
    expect(text).not.toContain('ownerrecord0001');
    expect(text).not.toContain('rec1');
  });

  it('leaves out an e-mail or website HSDS could not accept, and keeps the same ids', () => {
    const service = serviceOf({ email: 'not an address', website: 'javascript:alert(1)' });
    expect(service).not.toHaveProperty('email');
    expect(service['organization']).not.toHaveProperty('website');
    expect(hsdsErrors('compiled/service', service)).toEqual([]);
    expect(serviceOf({ about: 'Changed.' })['id']).toBe(service['id']);
  });

  it('says hours in words when only a text was given', () => {
    const service = serviceOf({ working_hours: 'By appointment' });
    expect(service['schedules']).toEqual([
      expect.objectContaining({ description: 'By appointment' }),
    ]);
  });
});
