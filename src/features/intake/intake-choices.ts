import { INSURANCE, type Choice } from '../../domain/center/choices.ts';

/**
 * The intake wizard's own choice lists (public-side.md section 5 'Choices'), stored as the
 * intake_submissions select values. Cities and age groups are the shared lists of
 * src/domain/center/choices.ts.
 */

/** Where services should happen. */
export const SERVICE_LOCATIONS = [
  { value: 'residence', label: 'At my residence' },
  { value: 'center', label: 'At the center' },
  { value: 'school', label: 'At school' },
] as const satisfies readonly Choice[];

/** Preferred center sizes. */
export const CENTER_SIZES = [
  { value: 'small', label: 'Small (1-25 clients)' },
  { value: 'medium', label: 'Medium (26-75 clients)' },
  { value: 'large', label: 'Large (76-150 clients)' },
  { value: 'very-large', label: 'Very Large (150+ clients)' },
  { value: 'no-preference', label: 'No preference' },
] as const satisfies readonly Choice[];

type Plan = Exclude<(typeof INSURANCE)[number], { value: 'private-pay' }>;

/**
 * Insurance providers: the spec's list with Minnesota's EIDBI and TEFRA added before 'Other'
 * and 'No Insurance' (private pay is what a center accepts, not what a family has).
 */
export const INTAKE_INSURANCE: readonly (Plan | Choice<'other' | 'no-insurance'>)[] = [
  ...INSURANCE.filter((c): c is Plan => c.value !== 'private-pay'),
  { value: 'other', label: 'Other' },
  { value: 'no-insurance', label: 'No Insurance' },
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
