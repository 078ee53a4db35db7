import * as z from 'zod/mini';
import { AGE_GROUPS, CITIES } from '../../domain/center/choices.ts';
import {
  CENTER_SIZES,
  INTAKE_INSURANCE,
  INTAKE_LANGUAGES,
  SERVICE_LOCATIONS,
} from './intake-choices.ts';
import { minnesotaToday } from './minnesota-date.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../lib/i18n/locales.ts';

/**
 * The intake wizard's rules (public-side.md section 5 'Intake steps'): one schema per step,
 * keyed by the stored snake_case names. The island checks each step with them, and PocketBase
 * runs the very same code on every submission (bundled into pb_hooks/site-bundle.js), so the
 * browser is never the only check. zod/mini keeps that bundle small.
 */

/** The spec's message when a step or the whole form is incomplete. */
export const INCOMPLETE_TITLE = 'Please complete all required fields';
export const STEP_INCOMPLETE = 'All fields in this step are required to continue.';
export const SUBMIT_INCOMPLETE = 'All fields are required to submit.';

/** Each field's own message, shown beside it. */
export const FIELD_MESSAGES = {
  name: 'Full name must be at least 2 characters',
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email address',
  preferred_locations: 'Choose at least one city',
  service_location: 'Choose where services should happen',
  age_group: 'Choose an age group',
  center_size: 'Choose a center size',
  desired_start_date: 'Choose a desired start date',
  past_start_date: 'The desired start date cannot be in the past',
  insurance_provider: 'Choose an insurance provider',
  allow_information_use: 'Please agree so we can match you with centers',
  language: 'The form language must be one of en, es, so or hmn.',
} as const;

const values = <T extends string>(choices: readonly { value: T }[]) => choices.map((c) => c.value);
const text = (min: number, max: number, message: string) =>
  z.string(message).check(z.trim(), z.minLength(min, message), z.maxLength(max, message));
const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `At most ${String(max)} characters`)), '');

/** A date as the date input gives it (YYYY-MM-DD) or as PocketBase returns it. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T][\d:.]+Z?)?$/;

function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Stored as the calendar day; never before today in Minnesota. */
const startDate = z.pipe(
  z.string(FIELD_MESSAGES.desired_start_date).check(
    z.superRefine((value, ctx) => {
      if (!isCalendarDate(value)) {
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: FIELD_MESSAGES.desired_start_date,
        });
      } else if (value.slice(0, 10) < minnesotaToday()) {
        ctx.issues.push({ code: 'custom', input: value, message: FIELD_MESSAGES.past_start_date });
      }
    }),
  ),
  z.transform((value: string) => value.slice(0, 10)),
);

/** Step 1, Personal Information: name, phone and email. */
export const PersonalStep = z.object({
  name: text(2, 200, FIELD_MESSAGES.name),
  phone: text(10, 30, FIELD_MESSAGES.phone),
  email: z.pipe(z.string(FIELD_MESSAGES.email).check(z.trim()), z.email(FIELD_MESSAGES.email)),
});

/** Step 2, Location Preferences: at least one city and a service location; languages optional. */
export const LocationStep = z.object({
  preferred_locations: z
    .array(z.enum(CITIES, FIELD_MESSAGES.preferred_locations), FIELD_MESSAGES.preferred_locations)
    .check(z.minLength(1, FIELD_MESSAGES.preferred_locations)),
  language_preference: z._default(z.array(z.enum(INTAKE_LANGUAGES)), []),
  other_language: optionalText(100),
  service_location: z.enum(values(SERVICE_LOCATIONS), FIELD_MESSAGES.service_location),
});

/** Step 3, Center Preferences: age group, center size and desired start date. */
export const PreferencesStep = z.object({
  age_group: z.enum(values(AGE_GROUPS), FIELD_MESSAGES.age_group),
  center_size: z.enum(values(CENTER_SIZES), FIELD_MESSAGES.center_size),
  desired_start_date: startDate,
});

/** Step 4, Insurance Information: a provider; the plan name or ID is optional. */
export const InsuranceStep = z.object({
  insurance_provider: z.enum(values(INTAKE_INSURANCE), FIELD_MESSAGES.insurance_provider),
  insurance_plan: optionalText(200),
});

/** Step 5, Permissions: consent to use the information is required; contact is optional. */
export const PermissionsStep = z.object({
  allow_contact: z._default(z.boolean(), false),
  allow_information_use: z.literal(true, FIELD_MESSAGES.allow_information_use),
});

/** The five steps in order; `key` names each one's heading in the 'intake' messages (steps). */
export const INTAKE_STEPS = [
  { key: 'personal', schema: PersonalStep },
  { key: 'location', schema: LocationStep },
  { key: 'preferences', schema: PreferencesStep },
  { key: 'insurance', schema: InsuranceStep },
  { key: 'permissions', schema: PermissionsStep },
] as const;

const submissionShape = {
  ...PersonalStep.shape,
  ...LocationStep.shape,
  ...PreferencesStep.shape,
  ...InsuranceStep.shape,
  ...PermissionsStep.shape,
  /**
   * The language the form was filled in (the page's; the family's mails are written in it):
   * one of the site's languages, English when not sent.
   */
  language: z._default(z.enum(LOCALES, FIELD_MESSAGES.language), DEFAULT_LOCALE),
};

/** Clears the fields that only count with their choice (the other language, the plan). */
const clearUnchosen = z.transform((intake: z.output<z.ZodMiniObject<typeof submissionShape>>) => ({
  ...intake,
  other_language: intake.language_preference.includes('Other') ? intake.other_language : '',
  insurance_plan: intake.insurance_provider === 'no-insurance' ? '' : intake.insurance_plan,
}));

/**
 * A whole submission: every step, then the fields that only count with their choice are
 * cleared (the other language without 'Other', the plan with 'No Insurance').
 */
export const IntakeSchema = z.pipe(z.object(submissionShape), clearUnchosen);

/**
 * A submission's request body as sent, checked by PocketBase before it coerces anything
 * (intake.pb.js): the same rules, and any field the wizard does not send is refused.
 */
export const IntakeBodySchema = z.pipe(z.strictObject(submissionShape), clearUnchosen);
/** A valid submission, as stored in intake_submissions. */
export type IntakeRecord = z.output<typeof IntakeSchema>;
