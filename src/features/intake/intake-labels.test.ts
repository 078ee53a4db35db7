import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '../../domain/center/choices.ts';
import { messagesFor } from '../../lib/i18n/catalog.ts';
import { CENTER_SIZES, INTAKE_INSURANCE, SERVICE_LOCATIONS } from './intake-choices.ts';
import { intakeOptions, shownDate } from './intake-labels.ts';

const optionsIn = (locale: string) => {
  const m = messagesFor(locale);
  return intakeOptions(m.intake, m.facts);
};

describe('intakeOptions', () => {
  it('gives English the choice lists’ own labels, so the English wizard reads as before', () => {
    const en = optionsIn('en');
    expect(en.serviceLocations).toEqual(
      SERVICE_LOCATIONS.map(({ value, label }) => ({ value, label })),
    );
    expect(en.centerSizes).toEqual(CENTER_SIZES.map(({ value, label }) => ({ value, label })));
    expect(en.insurance).toEqual(INTAKE_INSURANCE.map(({ value, label }) => ({ value, label })));
    expect(en.ageGroups).toEqual(AGE_GROUPS.map(({ value, label }) => ({ value, label })));
    expect(en.languages.map((l) => l.label)).toEqual(en.languages.map((l) => l.value));
  });

  it('keeps the stored values and words the labels in the language', () => {
    const es = optionsIn('es');
    expect(es.languages).toContainEqual({ value: 'Spanish', label: 'Español' });
    expect(es.languages).toContainEqual({ value: 'Other', label: 'Otro' });
    expect(es.insurance).toContainEqual({ value: 'no-insurance', label: 'No tengo seguro' });
    expect(es.insurance).toContainEqual({
      value: 'medical-assistance',
      label: 'Asistencia Médica (MA)',
    });
    expect(optionsIn('hmn').serviceLocations).toContainEqual({
      value: 'residence',
      label: 'Hauv kuv tsev',
    });
  });
});

describe('shownDate', () => {
  it('writes the stored calendar day as each language does', () => {
    expect(shownDate('en', '2026-11-03 10:00:00.000Z')).toBe('Nov 3, 2026');
    expect(shownDate('es', '2026-11-03 10:00:00.000Z')).toBe('3 de noviembre de 2026');
    expect(shownDate('hmn', '2026-11-03')).toBe('3 Lub Kaum Ib Hlis 2026');
    expect(shownDate('es', '')).toBe('');
  });
});
