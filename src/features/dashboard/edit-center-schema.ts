import { z } from 'zod';
import { dayHoursProblem, HOURS_MESSAGES } from '../../domain/center/opening-hours.ts';
import { WEEKDAYS, type Weekday } from '../../domain/center/weekdays.ts';
import {
  CENTER_FIELD_MESSAGES,
  CONTACT_FIELDS,
  TRANSLATED_DESCRIPTIONS,
  centerFields,
  servicesList,
} from '../../domain/center/center-form.ts';
import type { OwnerCenter } from './dashboard-data.ts';
import type { PlanType } from '../../domain/plan/premium.ts';

/**
 * The Edit Center modal's Basic Info form (owner-admin-side.md sections 2, 5, 6 and DESIGN.md
 * decision 12): the listing, the families-facing facts, opening hours, and the premium fields.
 * PocketBase stamps facts_updated / availability_updated and refuses premium fields to free
 * plans (pb_hooks/centers.pb.js); on save, free plans send only the basic fields.
 */
export const EDIT_MESSAGES = {
  ...CENTER_FIELD_MESSAGES,
  url: 'Please enter a valid web address (http or https)',
  hours: HOURS_MESSAGES.both,
  weeks: 'Please enter a number of weeks from 0 to 260',
  invalidId: 'Invalid center ID. Please try again.',
  saved: 'Your changes have been saved.',
  failed: 'Failed to update center. Please try again.',
} as const;

const link = z.union([z.literal(''), z.url({ protocol: /^https?$/, message: EDIT_MESSAGES.url })]);
const time = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/);
const day = z.object({ open: time, close: time }).superRefine((d, ctx) => {
  const problem = dayHoursProblem(d.open, d.close);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The listing's one-line fields, in the form's order. */
export const LISTING_FIELDS = [
  ...CONTACT_FIELDS,
  'year_established',
  'employee_count',
  'parent_company_name',
] as const;

export const EditCenterSchema = z.object({
  ...centerFields(LISTING_FIELDS),
  ...centerFields(['services', 'business_description', 'about', 'working_hours']),
  ...centerFields(TRANSLATED_DESCRIPTIONS.map((d) => d.name)),
  hours: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<Weekday, typeof day>),
  ages_served: z.array(z.string()),
  insurance_accepted: z.array(z.string()),
  languages: z.array(z.string()),
  service_settings: z.array(z.string()),
  accepting_clients: z.enum(['', 'accepting', 'waitlist', 'not-accepting']),
  waitlist_weeks: z
    .string()
    .trim()
    .regex(/^(\d{1,2}|1\d\d|2[0-5]\d|260)?$/, EDIT_MESSAGES.weeks),
  facebook: link,
  twitter: link,
  linkedin: link,
  knowledge_base: z.string().max(100_000),
  ai_chat_enabled: z.boolean(),
});
/** The form's values (what the inputs hold). */
export type EditValues = z.input<typeof EditCenterSchema>;
export type EditInput = z.output<typeof EditCenterSchema>;
/** Change one value of the form (the Basic Info form and its field groups). */
export type SetValue = <K extends keyof EditValues>(key: K, value: EditValues[K]) => void;

/** The form's starting values for a center. */
export function toEditValues(center: OwnerCenter): EditValues {
  const count = (n: number) => (n > 0 ? String(n) : '');
  return {
    company_name: center.company_name,
    address: center.address,
    city: center.city,
    zip_code: center.zip_code,
    phone_number: center.phone_number,
    website: center.website,
    email: center.email,
    services: center.services.join(', '),
    business_description: center.business_description,
    business_description_es: center.business_description_es ?? '',
    business_description_so: center.business_description_so ?? '',
    business_description_hmn: center.business_description_hmn ?? '',
    about: center.about,
    year_established: count(center.year_established),
    employee_count: count(center.employee_count),
    parent_company_name: center.parent_company_name,
    working_hours: center.working_hours,
    hours: Object.fromEntries(
      WEEKDAYS.map((d) => [d, { open: center[`${d}_open`], close: center[`${d}_close`] }]),
    ) as EditValues['hours'],
    ages_served: center.ages_served,
    insurance_accepted: center.insurance_accepted,
    languages: center.languages,
    service_settings: center.service_settings,
    accepting_clients:
      (['accepting', 'waitlist', 'not-accepting'] as const).find(
        (v) => v === center.accepting_clients,
      ) ?? '',
    waitlist_weeks: count(center.waitlist_weeks),
    facebook: center.facebook,
    twitter: center.twitter,
    linkedin: center.linkedin,
    knowledge_base: center.knowledge_base,
    ai_chat_enabled: center.ai_chat_enabled,
  };
}

/** The update to send: the basic fields and facts, plus the premium fields on premium plans. */
export function toCenterUpdate(input: EditInput, plan: PlanType): Record<string, unknown> {
  const { hours, services, year_established, employee_count, waitlist_weeks, ...rest } = input;
  const { facebook, twitter, linkedin, knowledge_base, ai_chat_enabled, ...basic } = rest;
  const update: Record<string, unknown> = {
    ...basic,
    services: servicesList(services),
    year_established: year_established ? Number(year_established) : 0,
    employee_count: employee_count ? Number(employee_count) : 0,
    waitlist_weeks:
      input.accepting_clients === 'waitlist' && waitlist_weeks ? Number(waitlist_weeks) : 0,
  };
  for (const d of WEEKDAYS) {
    update[`${d}_open`] = hours[d].open;
    update[`${d}_close`] = hours[d].close;
  }
  if (plan === 'premium')
    Object.assign(update, { facebook, twitter, linkedin, knowledge_base, ai_chat_enabled });
  return update;
}
