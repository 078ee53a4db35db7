import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIELD_MESSAGES,
  INCOMPLETE_TITLE,
  InsuranceStep,
  IntakeSchema,
  LocationStep,
  PermissionsStep,
  PersonalStep,
  PreferencesStep,
  STEP_INCOMPLETE,
  SUBMIT_INCOMPLETE,
} from './intake-schema.ts';
import { firstErrors } from '../../lib/field-errors.ts';

// 10:00 in Minnesota on 2026-11-21 (16:00 UTC).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T16:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const valid = {
  name: 'Jordan Parent',
  phone: '612-555-0100',
  email: 'jordan@example.org',
  preferred_locations: ['Minneapolis', 'Edina'],
  language_preference: ['Somali', 'Other'],
  other_language: 'Oromo',
  service_location: 'center',
  age_group: 'preschool',
  center_size: 'no-preference',
  desired_start_date: '2026-12-01',
  insurance_provider: 'medica',
  insurance_plan: 'Gold 500',
  allow_contact: true,
  allow_information_use: true,
};

/** The message per failing field of a schema for the given input. */
function errorsOf(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input) as ReturnType<typeof IntakeSchema.safeParse>;
  return result.success ? {} : firstErrors(result.error);
}

describe('the spec messages', () => {
  it('are exactly the spec’s texts', () => {
    expect(INCOMPLETE_TITLE).toBe('Please complete all required fields');
    expect(STEP_INCOMPLETE).toBe('All fields in this step are required to continue.');
    expect(SUBMIT_INCOMPLETE).toBe('All fields are required to submit.');
  });
});

describe('step 1, Personal Information', () => {
  it('accepts a name, phone and email', () => {
    expect(errorsOf(PersonalStep, valid)).toEqual({});
  });

  it('needs all three', () => {
    expect(errorsOf(PersonalStep, { name: '', phone: '', email: '' })).toEqual({
      name: FIELD_MESSAGES.name,
      phone: FIELD_MESSAGES.phone,
      email: FIELD_MESSAGES.email,
    });
  });

  it.each([
    ['name', ' J ', FIELD_MESSAGES.name],
    ['phone', '555-0100', FIELD_MESSAGES.phone],
    ['email', 'jordan@', FIELD_MESSAGES.email],
  ])('%s %j: %s', (field, value, message) => {
    expect(errorsOf(PersonalStep, { ...valid, [field]: value })).toEqual({ [field]: message });
  });
});

describe('step 2, Location Preferences', () => {
  it('needs at least one city and a service location; languages are optional', () => {
    expect(
      errorsOf(LocationStep, { ...valid, language_preference: [], other_language: '' }),
    ).toEqual({});
    expect(
      errorsOf(LocationStep, {
        preferred_locations: [],
        language_preference: [],
        other_language: '',
        service_location: '',
      }),
    ).toEqual({
      preferred_locations: FIELD_MESSAGES.preferred_locations,
      service_location: FIELD_MESSAGES.service_location,
    });
  });

  it('refuses cities, languages and locations outside the lists', () => {
    expect(
      Object.keys(errorsOf(LocationStep, { ...valid, preferred_locations: ['Atlantis'] })),
    ).toEqual(['preferred_locations']);
    expect(
      Object.keys(errorsOf(LocationStep, { ...valid, language_preference: ['Klingon'] })),
    ).toEqual(['language_preference']);
    expect(Object.keys(errorsOf(LocationStep, { ...valid, service_location: 'moon' }))).toEqual([
      'service_location',
    ]);
  });
});

describe('step 3, Center Preferences', () => {
  it('needs an age group, a center size and a start date', () => {
    expect(errorsOf(PreferencesStep, valid)).toEqual({});
    expect(
      errorsOf(PreferencesStep, { age_group: '', center_size: '', desired_start_date: '' }),
    ).toEqual({
      age_group: FIELD_MESSAGES.age_group,
      center_size: FIELD_MESSAGES.center_size,
      desired_start_date: FIELD_MESSAGES.desired_start_date,
    });
  });

  it('accepts today in Minnesota, refuses yesterday, even when it is already tomorrow in UTC', () => {
    vi.setSystemTime(new Date('2026-11-22T03:00:00Z')); // 21:00 on the 21st in Minnesota
    expect(errorsOf(PreferencesStep, { ...valid, desired_start_date: '2026-11-21' })).toEqual({});
    expect(errorsOf(PreferencesStep, { ...valid, desired_start_date: '2026-11-20' })).toEqual({
      desired_start_date: FIELD_MESSAGES.past_start_date,
    });
  });

  it.each(['2026-02-30', '12/01/2026', 'soon'])('refuses %j as a date', (date) => {
    expect(errorsOf(PreferencesStep, { ...valid, desired_start_date: date })).toEqual({
      desired_start_date: FIELD_MESSAGES.desired_start_date,
    });
  });

  it('reads a date as PocketBase writes it and keeps the calendar day', () => {
    const parsed = PreferencesStep.parse({
      ...valid,
      desired_start_date: '2027-01-20 08:24:36.693Z',
    });
    expect(parsed.desired_start_date).toBe('2027-01-20');
  });
});

describe('step 4, Insurance Information', () => {
  it('needs a provider; the plan is optional', () => {
    expect(errorsOf(InsuranceStep, { insurance_provider: 'eidbi', insurance_plan: '' })).toEqual(
      {},
    );
    expect(errorsOf(InsuranceStep, { insurance_provider: '', insurance_plan: 'Gold' })).toEqual({
      insurance_provider: FIELD_MESSAGES.insurance_provider,
    });
    expect(Object.keys(errorsOf(InsuranceStep, { insurance_provider: 'private-pay' }))).toEqual([
      'insurance_provider',
    ]);
  });
});

describe('step 5, Permissions', () => {
  it('needs consent to use the information; contact is optional', () => {
    expect(
      errorsOf(PermissionsStep, { allow_contact: false, allow_information_use: true }),
    ).toEqual({});
    expect(
      errorsOf(PermissionsStep, { allow_contact: true, allow_information_use: false }),
    ).toEqual({
      allow_information_use: FIELD_MESSAGES.allow_information_use,
    });
  });
});

describe('the whole submission', () => {
  it('is every step together, trimmed', () => {
    const parsed = IntakeSchema.parse({ ...valid, name: '  Jordan Parent ' });
    expect(parsed).toEqual({ ...valid, name: 'Jordan Parent', language: 'en' });
  });

  it("keeps the language the form was filled in, one of the site's, English when not sent", () => {
    expect(IntakeSchema.parse({ ...valid, language: 'hmn' }).language).toBe('hmn');
    expect(IntakeSchema.parse(valid).language).toBe('en');
    expect(errorsOf(IntakeSchema, { ...valid, language: 'fr' })).toEqual({
      language: FIELD_MESSAGES.language,
    });
    expect(errorsOf(IntakeSchema, { ...valid, language: 'ES' })).toEqual({
      language: 'The form language must be one of en, es, so or hmn.',
    });
  });

  it('clears the other language without Other, and the plan with No Insurance', () => {
    const parsed = IntakeSchema.parse({
      ...valid,
      language_preference: ['English'],
      insurance_provider: 'no-insurance',
    });
    expect(parsed.other_language).toBe('');
    expect(parsed.insurance_plan).toBe('');
  });

  it('fills the optional fields a client leaves out', () => {
    const { language_preference, other_language, insurance_plan, allow_contact, ...required } =
      valid;
    expect([language_preference, other_language, insurance_plan, allow_contact]).toHaveLength(4);
    expect(IntakeSchema.parse(required)).toMatchObject({
      language_preference: [],
      other_language: '',
      insurance_plan: '',
      allow_contact: false,
    });
  });

  it('lists a message for every missing field', () => {
    expect(Object.keys(errorsOf(IntakeSchema, {})).sort()).toEqual(
      [
        'name',
        'phone',
        'email',
        'preferred_locations',
        'service_location',
        'age_group',
        'center_size',
        'desired_start_date',
        'insurance_provider',
        'allow_information_use',
      ].sort(),
    );
  });
});
