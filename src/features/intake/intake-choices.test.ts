import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, CITIES } from '../../domain/center/choices.ts';
import {
  CENTER_SIZES,
  INTAKE_INSURANCE,
  INTAKE_LANGUAGES,
  SERVICE_LOCATIONS,
} from './intake-choices.ts';

// What the wizard relies on in its lists (their wording is the spec's, and the integration
// test 'select values in PocketBase' checks the stored values against them).
describe('intake choice lists', () => {
  it.each([
    ['service locations', SERVICE_LOCATIONS],
    ['age groups', AGE_GROUPS],
    ['center sizes', CENTER_SIZES],
    ['insurance', INTAKE_INSURANCE],
  ])('%s: unique values, each with a label', (_name, choices) => {
    const values = choices.map((c) => c.value);
    expect(new Set(values).size).toBe(values.length);
    for (const choice of choices) expect(choice.label.trim()).not.toBe('');
  });

  it('cities and languages are unique; Other is the last language', () => {
    expect(new Set(CITIES).size).toBe(CITIES.length);
    expect(new Set(INTAKE_LANGUAGES).size).toBe(INTAKE_LANGUAGES.length);
    expect(INTAKE_LANGUAGES.at(-1)).toBe('Other');
  });

  it("insurance: Minnesota's EIDBI and TEFRA come before Other and No Insurance; no private pay", () => {
    expect(INTAKE_INSURANCE.map((c) => c.value)).not.toContain('private-pay');
    expect(INTAKE_INSURANCE.map((c) => c.value).slice(-4)).toEqual([
      'eidbi',
      'tefra',
      'other',
      'no-insurance',
    ]);
  });
});
