/**
 * The fixed choice lists of the spec (public-side.md section 5) and of DESIGN.md decision 12.
 * Each `value` is what PocketBase stores (select fields in pb_migrations); each `label` is
 * what people see in English: the facts catalog's (lib/i18n), which holds every language's. An
 * integration test checks the values against the collections' select values.
 */
import facts from '../../lib/i18n/messages/en/facts.ts';

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
  { value: 'early-intervention', label: facts.ages['early-intervention'] },
  { value: 'preschool', label: facts.ages.preschool },
  { value: 'school-age', label: facts.ages['school-age'] },
  { value: 'adolescent', label: facts.ages.adolescent },
  { value: 'young-adult', label: facts.ages['young-adult'] },
  { value: 'adult', label: facts.ages.adult },
] as const satisfies readonly Choice[];
export type AgeGroup = (typeof AGE_GROUPS)[number]['value'];

/**
 * Insurance and funding a center may accept: the spec's providers plus Minnesota's EIDBI
 * (Medicaid autism benefit) and TEFRA, and private pay for families without insurance.
 */
export const INSURANCE = [
  { value: 'blue-cross-blue-shield', label: facts.insurance['blue-cross-blue-shield'] },
  { value: 'medica', label: facts.insurance.medica },
  { value: 'healthpartners', label: facts.insurance.healthpartners },
  { value: 'ucare', label: facts.insurance.ucare },
  { value: 'humana', label: facts.insurance.humana },
  { value: 'aetna', label: facts.insurance.aetna },
  { value: 'united-healthcare', label: facts.insurance['united-healthcare'] },
  { value: 'medical-assistance', label: facts.insurance['medical-assistance'] },
  { value: 'minnesotacare', label: facts.insurance.minnesotacare },
  { value: 'eidbi', label: facts.insurance.eidbi },
  { value: 'tefra', label: facts.insurance.tefra },
  { value: 'private-pay', label: facts.insurance['private-pay'] },
] as const satisfies readonly Choice[];
export type Insurance = (typeof INSURANCE)[number]['value'];

/** Languages a center's staff speak (the spec's list without 'Other'). */
export const LANGUAGES = [
  { value: 'english', label: facts.languages.english },
  { value: 'spanish', label: facts.languages.spanish },
  { value: 'somali', label: facts.languages.somali },
  { value: 'hmong', label: facts.languages.hmong },
  { value: 'vietnamese', label: facts.languages.vietnamese },
  { value: 'russian', label: facts.languages.russian },
  { value: 'german', label: facts.languages.german },
  { value: 'french', label: facts.languages.french },
  { value: 'arabic', label: facts.languages.arabic },
  { value: 'korean', label: facts.languages.korean },
] as const satisfies readonly Choice[];
export type Language = (typeof LANGUAGES)[number]['value'];

/** Where a center delivers services. */
export const SERVICE_SETTINGS = [
  { value: 'home', label: facts.settings.home },
  { value: 'center', label: facts.settings.center },
  { value: 'school', label: facts.settings.school },
  { value: 'telehealth', label: facts.settings.telehealth },
] as const satisfies readonly Choice[];
export type ServiceSetting = (typeof SERVICE_SETTINGS)[number]['value'];

/** Whether a center takes new clients now. */
export const ACCEPTING_CLIENTS = [
  { value: 'accepting', label: facts.accepting.accepting },
  { value: 'waitlist', label: facts.accepting.waitlist },
  { value: 'not-accepting', label: facts.accepting['not-accepting'] },
] as const satisfies readonly Choice[];
export type AcceptingClients = (typeof ACCEPTING_CLIENTS)[number]['value'];

/** Looks up the label of a stored value; unknown values are shown as stored. */
export function labelOf(choices: readonly Choice[], value: string): string {
  return choices.find((c) => c.value === value)?.label ?? value;
}
