/**
 * The fixed choice lists of the spec (public-side.md section 5) and of DESIGN.md decision 12.
 * Each `value` is what PocketBase stores (select fields in pb_migrations); each `label` is
 * what people see. An integration test checks these against the collections' select values.
 */

/** A stored value with the text shown for it. */
export interface Choice<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** The 20 Minnesota cities of the spec, in the spec's order. */
export const CITIES = [
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
] as const;
export type City = (typeof CITIES)[number];

/** Age groups, as the intake wizard words them; centers list the ones they serve. */
export const AGE_GROUPS = [
  { value: 'early-intervention', label: 'Early Intervention (0-3 years)' },
  { value: 'preschool', label: 'Preschool (3-5 years)' },
  { value: 'school-age', label: 'School Age (6-12 years)' },
  { value: 'adolescent', label: 'Adolescent (13-17 years)' },
  { value: 'young-adult', label: 'Young Adult (18-21 years)' },
  { value: 'adult', label: 'Adult (22+ years)' },
] as const satisfies readonly Choice[];
export type AgeGroup = (typeof AGE_GROUPS)[number]['value'];

/**
 * Insurance and funding a center may accept: the spec's providers plus Minnesota's EIDBI
 * (Medicaid autism benefit) and TEFRA, and private pay for families without insurance.
 */
export const INSURANCE = [
  { value: 'blue-cross-blue-shield', label: 'Blue Cross Blue Shield' },
  { value: 'medica', label: 'Medica' },
  { value: 'healthpartners', label: 'HealthPartners' },
  { value: 'ucare', label: 'UCare' },
  { value: 'humana', label: 'Humana' },
  { value: 'aetna', label: 'Aetna' },
  { value: 'united-healthcare', label: 'United Healthcare' },
  { value: 'medical-assistance', label: 'Medical Assistance (MA)' },
  { value: 'minnesotacare', label: 'MinnesotaCare' },
  { value: 'eidbi', label: 'EIDBI (Minnesota autism benefit)' },
  { value: 'tefra', label: 'TEFRA' },
  { value: 'private-pay', label: 'Private pay' },
] as const satisfies readonly Choice[];
export type Insurance = (typeof INSURANCE)[number]['value'];

/** Languages a center's staff speak (the spec's list without 'Other'). */
export const LANGUAGES = [
  { value: 'english', label: 'English' },
  { value: 'spanish', label: 'Spanish' },
  { value: 'somali', label: 'Somali' },
  { value: 'hmong', label: 'Hmong' },
  { value: 'vietnamese', label: 'Vietnamese' },
  { value: 'russian', label: 'Russian' },
  { value: 'german', label: 'German' },
  { value: 'french', label: 'French' },
  { value: 'arabic', label: 'Arabic' },
  { value: 'korean', label: 'Korean' },
] as const satisfies readonly Choice[];
export type Language = (typeof LANGUAGES)[number]['value'];

/** Where a center delivers services. */
export const SERVICE_SETTINGS = [
  { value: 'home', label: 'In the home' },
  { value: 'center', label: 'At the center' },
  { value: 'school', label: 'At school' },
  { value: 'telehealth', label: 'Telehealth' },
] as const satisfies readonly Choice[];
export type ServiceSetting = (typeof SERVICE_SETTINGS)[number]['value'];

/** Whether a center takes new clients now. */
export const ACCEPTING_CLIENTS = [
  { value: 'accepting', label: 'Accepting new clients' },
  { value: 'waitlist', label: 'Waitlist' },
  { value: 'not-accepting', label: 'Not accepting new clients' },
] as const satisfies readonly Choice[];
export type AcceptingClients = (typeof ACCEPTING_CLIENTS)[number]['value'];

/** Looks up the label of a stored value; unknown values are shown as stored. */
export function labelOf(choices: readonly Choice[], value: string): string {
  return choices.find((c) => c.value === value)?.label ?? value;
}
