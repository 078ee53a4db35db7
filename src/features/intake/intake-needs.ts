import { LANGUAGES, type Language, type ServiceSetting } from '../../domain/center/choices.ts';
import type { FamilyNeeds } from './matching/matching.ts';
import type { IntakeRecord } from './intake-schema.ts';

/** The intake answers the ranking reads. */
export type IntakeNeedsInput = Pick<
  IntakeRecord,
  | 'preferred_locations'
  | 'language_preference'
  | 'service_location'
  | 'age_group'
  | 'insurance_provider'
>;

const SETTINGS: Record<IntakeRecord['service_location'], ServiceSetting> = {
  residence: 'home',
  center: 'center',
  school: 'school',
};

/** Translates stored intake answers into what centers list ('Other' languages cannot be matched). */
export function needsFromIntake(intake: IntakeNeedsInput): FamilyNeeds {
  const languages = intake.language_preference
    .map((label) => LANGUAGES.find((l) => l.label === label)?.value)
    .filter((value): value is Language => value !== undefined);
  return {
    cities: intake.preferred_locations,
    ageGroup: intake.age_group,
    insurance: intake.insurance_provider,
    languages,
    setting: SETTINGS[intake.service_location],
  };
}
