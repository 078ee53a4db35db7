import { AGE_GROUPS, CITIES, LANGUAGES } from '../../domain/center/choices.ts';
import { formatDate } from '../../lib/i18n/format.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Catalog } from '../../lib/i18n/types.ts';
import { formatMatchDate } from './matching/match-availability.ts';
import {
  CENTER_SIZES,
  INTAKE_INSURANCE,
  INTAKE_LANGUAGES,
  SERVICE_LOCATIONS,
} from './intake-choices.ts';

type Option = { value: string; label: string };

/**
 * The wizard's choices as the family reads them in the island's language: the stored values
 * stay the spec's (intake-choices.ts), the labels come from the 'intake' and 'facts' messages.
 */
export function intakeOptions(m: Catalog['intake'], facts: Catalog['facts']) {
  const languageLabel = (language: (typeof INTAKE_LANGUAGES)[number]) => {
    const value = LANGUAGES.find((l) => l.label === language)?.value;
    return value ? facts.languages[value] : m.choices.otherLanguage;
  };
  const insuranceLabel = (value: (typeof INTAKE_INSURANCE)[number]['value']) => {
    if (value === 'other') return m.choices.otherInsurance;
    if (value === 'no-insurance') return m.choices.noInsurance;
    return facts.insurance[value];
  };
  return {
    cities: CITIES.map((city): Option => ({ value: city, label: city })),
    languages: INTAKE_LANGUAGES.map((value): Option => ({ value, label: languageLabel(value) })),
    serviceLocations: SERVICE_LOCATIONS.map(({ value }): Option => ({
      value,
      label: m.choices.serviceLocations[value],
    })),
    ageGroups: AGE_GROUPS.map(({ value }): Option => ({ value, label: facts.ages[value] })),
    centerSizes: CENTER_SIZES.map(({ value }): Option => ({
      value,
      label: m.choices.centerSizes[value],
    })),
    insurance: INTAKE_INSURANCE.map(({ value }): Option => ({
      value,
      label: insuranceLabel(value),
    })),
  };
}

/**
 * A stored date or date-time ('2026-11-03' or '2026-11-03 10:00:00.000Z') as the language
 * writes its calendar day: English as it always was ('Nov 3, 2026'), the others with
 * format.ts ('3 de noviembre de 2026'). '' if there is none.
 */
export function shownDate(locale: Locale, value: string): string {
  if (locale === 'en') return formatMatchDate(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Noon in Minnesota: the same calendar day as stored, whatever the time zone.
  return formatDate(locale, new Date(Date.UTC(year, month - 1, day, 18)));
}
