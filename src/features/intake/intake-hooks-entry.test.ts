import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mailTexts,
  intakeDetails,
  matchIntake,
  availabilityLine,
  parseIntake,
  storedIntake,
} from './intake-hooks-entry.ts';
import { needsFromIntake } from './intake-needs.ts';
import { FIELD_MESSAGES, IntakeSchema } from './intake-schema.ts';

// What PocketBase's hooks run (bundled into pb_hooks/site-bundle.js), tested in Node.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T16:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const body = {
  name: 'Jordan Parent',
  phone: '6125550100',
  email: 'jordan@example.org',
  preferred_locations: ['Edina'],
  language_preference: ['Somali', 'Other'],
  other_language: 'Oromo',
  service_location: 'residence',
  age_group: 'preschool',
  center_size: 'small',
  desired_start_date: '2026-12-01',
  insurance_provider: 'no-insurance',
  insurance_plan: 'ignored',
  allow_contact: true,
  allow_information_use: true,
};

/** A centers record as PocketBase's JSON has it. */
const record = (overrides: Record<string, unknown>) => ({
  id: 'c1',
  number: 7,
  company_name: 'Edina Kids',
  city: 'Edina',
  ages_served: ['preschool'],
  insurance_accepted: ['private-pay'],
  languages: ['english', 'somali'],
  service_settings: ['home'],
  accepting_clients: 'waitlist',
  waitlist_weeks: 4,
  availability_updated: '2026-11-12 00:00:00.000Z',
  latitude: 44.89,
  longitude: -93.35,
  ...overrides,
});

describe('the hooks’ side', () => {
  it('parseIntake gives the normalized fields, or the spec message with one message per field', () => {
    const ok = parseIntake(body);
    expect(ok).toEqual({ ok: true, fields: IntakeSchema.parse(body) });
    expect(ok.ok && ok.fields.insurance_plan).toBe('');
    expect(parseIntake({ ...body, email: 'nope', desired_start_date: '2026-11-20' })).toEqual({
      ok: false,
      message: 'Please complete all required fields',
      errors: { email: FIELD_MESSAGES.email, desired_start_date: FIELD_MESSAGES.past_start_date },
    });
  });

  it('parseIntake refuses a language the site does not have, saying so', () => {
    expect(parseIntake({ ...body, language: 'es' })).toMatchObject({
      ok: true,
      fields: { language: 'es' },
    });
    expect(parseIntake({ ...body, language: 'klingon' })).toEqual({
      ok: false,
      message: 'The form language must be one of en, es, so or hmn.',
      errors: { language: 'The form language must be one of en, es, so or hmn.' },
    });
  });

  it("storedIntake reads the form's language, English for a record without one", () => {
    expect(storedIntake({ ...body, language: 'so' }).language).toBe('so');
    expect(storedIntake({ ...body, language: '' }).language).toBe('en');
  });

  it('mailTexts gives the mails in a stored language, English otherwise', () => {
    expect(mailTexts('es')).toMatchObject({
      locale: 'es',
      messages: { family: { subject: 'Sus centros de autismo' } },
    });
    expect(mailTexts('hmn').messages.opening.subject).toBe(
      '{center} pib txais cov neeg tshiab lawm',
    );
    expect(mailTexts('').messages.family.subject).toBe('Your autism center matches');
  });

  it("needsFromIntake speaks the centers' terms ('Other' languages cannot be matched)", () => {
    expect(needsFromIntake(IntakeSchema.parse(body))).toEqual({
      cities: ['Edina'],
      ageGroup: 'preschool',
      insurance: 'no-insurance',
      languages: ['somali'],
      setting: 'home',
    });
  });

  it('matchIntake ranks centers records for a stored submission', () => {
    const intake = storedIntake({ ...body, desired_start_date: '2026-12-01 00:00:00.000Z' });
    const result = matchIntake(
      intake,
      [
        record({}),
        record({ id: 'c2', company_name: 'No Private Pay', insurance_accepted: ['medica'] }),
      ],
      '2026-11-21',
    );
    expect(result.kind).toBe('matches');
    const reasons = [
      'In Edina, one of your cities',
      'Serves Preschool (3-5 years)',
      'Accepts private pay',
      'Staff speak Somali',
      'Offers services in your home',
      'Waitlist: about 4 weeks (estimate from Nov 12, 2026)',
    ];
    // An English form: the family reads what is stored.
    expect(result.matches).toEqual([
      {
        centerId: 'c1',
        rank: 1,
        score: 92, // 75 + 25 × 0.8 × (1 - 4/26)
        partial: false,
        reasons,
        cautions: [],
        familyReasons: reasons,
        familyCautions: [],
      },
    ]);
  });

  it("matchIntake writes the family's reasons and cautions in the language of their form", () => {
    const intake = storedIntake({ ...body, language: 'es', age_group: 'adolescent' });
    const [match] = matchIntake(intake, [record({})], '2026-11-21').matches;
    // English for the stored record and the owners; Spanish for the family.
    expect(match?.cautions).toContain('Does not list Adolescent (13-17 years)');
    expect(match?.familyReasons).toEqual([
      'En Edina, una de sus ciudades',
      'Acepta: Pago privado',
      'El personal habla: Somalí',
      'Ofrece servicios en su hogar',
      'Lista de espera: aproximadamente 4 semanas (estimación del 12 de noviembre de 2026)',
    ]);
    expect(match?.familyCautions).toEqual(['No indica: Adolescentes (13 a 17 años)']);
  });

  it.each([
    ['so', 'Liiska sugitaanka'],
    ['hmn', '(kwv yees txij 12 Lub Kaum Ib Hlis 2026)'],
  ])('availabilityLine speaks %s', (language, words) => {
    expect(availabilityLine(record({}), language)).toContain(words);
  });

  it('intakeDetails labels the answers for the mails and leaves out empty ones', () => {
    expect(intakeDetails(IntakeSchema.parse(body))).toEqual([
      ['Name', 'Jordan Parent'],
      ['Email', 'jordan@example.org'],
      ['Phone', '6125550100'],
      ['Preferred locations', 'Edina'],
      ['Languages', 'Somali, Other (Oromo)'],
      ['Service location', 'At my residence'],
      ['Age group', 'Preschool (3-5 years)'],
      ['Center size', 'Small (1-25 clients)'],
      ['Desired start date', 'Dec 1, 2026'],
      ['Insurance provider', 'No Insurance'],
    ]);
  });
});
