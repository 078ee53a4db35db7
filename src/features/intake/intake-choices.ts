import { INSURANCE, type Choice } from '../../domain/center/choices.ts';
import intake from '../../lib/i18n/messages/en/intake.ts';

/**
 * The intake wizard's own choice lists (public-side.md section 5 'Choices'), stored as the
 * intake_submissions select values. Cities and age groups are the shared lists of
 * src/domain/center/choices.ts. The English labels are the 'intake' messages' (the wizard shows
 * each language's own).
 */

/** Where services should happen. */
export const SERVICE_LOCATIONS = [
  { value: 'residence', label: intake.choices.serviceLocations.residence },
  { value: 'center', label: intake.choices.serviceLocations.center },
  { value: 'school', label: intake.choices.serviceLocations.school },
] as const satisfies readonly Choice[];

/** Preferred center sizes. */
export const CENTER_SIZES = [
  { value: 'small', label: intake.choices.centerSizes.small },
  { value: 'medium', label: intake.choices.centerSizes.medium },
  { value: 'large', label: intake.choices.centerSizes.large },
  { value: 'very-large', label: intake.choices.centerSizes['very-large'] },
  { value: 'no-preference', label: intake.choices.centerSizes['no-preference'] },
] as const satisfies readonly Choice[];

type Plan = Exclude<(typeof INSURANCE)[number], { value: 'private-pay' }>;

/**
 * Insurance providers: the spec's list with Minnesota's EIDBI and TEFRA added before 'Other'
 * and 'No Insurance' (private pay is what a center accepts, not what a family has).
 */
export const INTAKE_INSURANCE: readonly (Plan | Choice<'other' | 'no-insurance'>)[] = [
  ...INSURANCE.filter((c): c is Plan => c.value !== 'private-pay'),
  { value: 'other', label: intake.choices.otherInsurance },
  { value: 'no-insurance', label: intake.choices.noInsurance },
];

/** Languages, stored as the spec words them; 'Other' reveals a field to name it. */
export const INTAKE_LANGUAGES = [
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
] as const;
