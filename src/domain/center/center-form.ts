import { z } from 'zod';
import type { TranslatedLocale } from '../../lib/i18n/locales.ts';

/**
 * A center's listing fields as every form states them: the owner's Add Center and Edit Center
 * forms and the admin's quick edit pick their fields from here, so a field's limit and message
 * is written once (owner-admin-side.md sections 2, 5 and 6 give the texts). PocketBase's field
 * options hold the same limits, and its hooks check a save with the build's schema.
 */
export const CENTER_FIELD_MESSAGES = {
  name: 'Center name is required',
  zip: 'ZIP code must be 5 digits',
  email: 'Please enter a valid email address',
  year: 'Please enter a four-digit year',
  employees: 'Please enter a whole number',
} as const;

/** A trimmed text of at most `max` characters, saying so in the field's own words. */
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

/** Every listing field's rule, by its stored name. */
export const CENTER_FIELDS = {
  company_name: text('Center name', 200).min(1, CENTER_FIELD_MESSAGES.name),
  address: text('Address', 300),
  city: text('City', 100),
  zip_code: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, CENTER_FIELD_MESSAGES.zip),
  phone_number: text('Phone number', 30),
  website: text('Website', 500),
  email: z.union([z.literal(''), z.email(CENTER_FIELD_MESSAGES.email)]),
  services: text('Services', 5000),
  business_description: text('Business description', 5000),
  // The owner's description in the site's other languages, shown on the center's page in that
  // language: the English description's limit (the collection's fields hold the same).
  business_description_es: text('Description in Spanish', 5000),
  business_description_so: text('Description in Somali', 5000),
  business_description_hmn: text('Description in Hmong', 5000),
  about: text('About', 10000),
  year_established: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, CENTER_FIELD_MESSAGES.year),
  employee_count: z.string().trim().regex(/^\d*$/, CENTER_FIELD_MESSAGES.employees),
  parent_company_name: text('Parent company', 200),
  working_hours: text('Working hours', 500),
};

/** The listing's contact fields, in the forms' order: every center form asks for them first. */
export const CONTACT_FIELDS = [
  'company_name',
  'address',
  'city',
  'zip_code',
  'phone_number',
  'website',
  'email',
] as const;

/** A listing field's name. */
export type CenterFieldName = keyof typeof CENTER_FIELDS;

/** The rules of some listing fields, to spread into a form's schema. */
export function centerFields<const K extends CenterFieldName>(
  names: readonly K[],
): Pick<typeof CENTER_FIELDS, K> {
  return Object.fromEntries(names.map((name) => [name, CENTER_FIELDS[name]])) as Pick<
    typeof CENTER_FIELDS,
    K
  >;
}

/** How a one-line listing field is asked for: its label and the input's type and autofill. */
export interface CenterFieldInput<K extends CenterFieldName = CenterFieldName> {
  name: K;
  label: string;
  type?: 'text' | 'tel' | 'url' | 'email';
  autoComplete?: string;
  hint?: string;
}

const INPUTS: { [K in CenterFieldName]?: CenterFieldInput<K> } = {
  company_name: { name: 'company_name', label: 'Center name', autoComplete: 'organization' },
  address: { name: 'address', label: 'Address', autoComplete: 'street-address' },
  city: { name: 'city', label: 'City', autoComplete: 'address-level2' },
  zip_code: { name: 'zip_code', label: 'ZIP code', autoComplete: 'postal-code' },
  phone_number: { name: 'phone_number', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  website: { name: 'website', label: 'Website', type: 'url', autoComplete: 'url' },
  email: { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  year_established: {
    name: 'year_established',
    label: 'Year established',
    hint: 'For example 2015.',
  },
  employee_count: { name: 'employee_count', label: 'Number of employees' },
  parent_company_name: { name: 'parent_company_name', label: 'Parent company' },
};

/** The inputs of some one-line listing fields, in the order given. */
export function centerFieldInputs<const K extends CenterFieldName>(
  names: readonly K[],
): CenterFieldInput<K>[] {
  return names.map((name) => {
    const input = INPUTS[name];
    if (!input) throw new Error(`${name} is not a one-line listing field`);
    return input;
  });
}

/** Comma-separated services as the stored list. */
export function servicesList(services: string): string[] {
  return services
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * The owner's description in each translated language: its field and its label in the
 * dashboard (which says the language in English and in that language; worded apart from
 * 'Business description', the English one's label).
 */
export const TRANSLATED_DESCRIPTIONS = [
  {
    lang: 'es',
    name: 'business_description_es',
    label: 'Description in Spanish (Español)',
  },
  {
    lang: 'so',
    name: 'business_description_so',
    label: 'Description in Somali (Soomaali)',
  },
  { lang: 'hmn', name: 'business_description_hmn', label: 'Description in Hmong (Hmoob)' },
] as const satisfies readonly { lang: TranslatedLocale; name: CenterFieldName; label: string }[];
