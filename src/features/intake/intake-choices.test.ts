import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, CITIES } from '../../lib/choices.ts';
import {
  CENTER_SIZES,
  INTAKE_INSURANCE,
  INTAKE_LANGUAGES,
  SERVICE_LOCATIONS,
} from './intake-choices.ts';

// The lists exactly as public-side.md section 5 'Choices' words them (plus EIDBI and TEFRA).
describe('intake choice lists', () => {
  it('cities: the 20 of the spec, in order', () => {
    expect(CITIES).toEqual([
      'Minneapolis',
      'Saint Paul',
      'Rochester',
      'Bloomington',
      'Duluth',
      'Brooklyn Park',
      'Plymouth',
      'Saint Cloud',
      'Woodbury',
      'Eagan',
      'Burnsville',
      'Eden Prairie',
      'Coon Rapids',
      'Blaine',
      'Lakeville',
      'Minnetonka',
      'Apple Valley',
      'Edina',
      'Maple Grove',
      'Moorhead',
    ]);
  });

  it('service locations', () => {
    expect(SERVICE_LOCATIONS.map((c) => [c.value, c.label])).toEqual([
      ['residence', 'At my residence'],
      ['center', 'At the center'],
      ['school', 'At school'],
    ]);
  });

  it('languages, with Other last', () => {
    expect(INTAKE_LANGUAGES).toEqual([
      'English',
      'Spanish',
      'Somali',
      'Hmong',
      'Vietnamese',
      'Russian',
      'German',
      'French',
      'Arabic',
      'Korean',
      'Other',
    ]);
  });

  it('age groups', () => {
    expect(AGE_GROUPS.map((c) => c.label)).toEqual([
      'Early Intervention (0-3 years)',
      'Preschool (3-5 years)',
      'School Age (6-12 years)',
      'Adolescent (13-17 years)',
      'Young Adult (18-21 years)',
      'Adult (22+ years)',
    ]);
  });

  it('center sizes', () => {
    expect(CENTER_SIZES.map((c) => [c.value, c.label])).toEqual([
      ['small', 'Small (1-25 clients)'],
      ['medium', 'Medium (26-75 clients)'],
      ['large', 'Large (76-150 clients)'],
      ['very-large', 'Very Large (150+ clients)'],
      ['no-preference', 'No preference'],
    ]);
  });

  it("insurance: the spec's providers with Minnesota's EIDBI and TEFRA before Other and No Insurance", () => {
    expect(INTAKE_INSURANCE.map((c) => c.label)).toEqual([
      'Blue Cross Blue Shield',
      'Medica',
      'HealthPartners',
      'UCare',
      'Humana',
      'Aetna',
      'United Healthcare',
      'Medical Assistance (MA)',
      'MinnesotaCare',
      'EIDBI (Minnesota autism benefit)',
      'TEFRA',
      'Other',
      'No Insurance',
    ]);
    expect(INTAKE_INSURANCE.map((c) => c.value)).not.toContain('private-pay');
    expect(INTAKE_INSURANCE.map((c) => c.value).slice(-4)).toEqual([
      'eidbi',
      'tefra',
      'other',
      'no-insurance',
    ]);
  });
});
