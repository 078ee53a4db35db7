/**
 * What PocketBase's intake hooks (pocketbase/pb_hooks/intake*.js) take from the TypeScript:
 * the wizard's own zod schemas, the ranking of src/features/intake/matching/matching.ts and the choice labels.
 * src/hooks-bundle-entry.ts re-exports it into pb_hooks/site-bundle.js. Everything here must
 * run without Node, DOM or Intl.
 */
import { AGE_GROUPS, labelOf } from '../../domain/center/choices.ts';
import type {
  AcceptingClients,
  AgeGroup,
  Insurance,
  Language,
  ServiceSetting,
} from '../../domain/center/choices.ts';
import { formatMatchDate } from './matching/match-availability.ts';
import { availabilityNote, describeNote, type MatchText } from './matching/match-notes.ts';
import { rankCenters, type MatchableCenter } from './matching/matching.ts';
import { CENTER_SIZES, INTAKE_INSURANCE, SERVICE_LOCATIONS } from './intake-choices.ts';
import { needsFromIntake } from './intake-needs.ts';
import { INCOMPLETE_TITLE, IntakeBodySchema, type IntakeRecord } from './intake-schema.ts';
import { minnesotaToday } from './minnesota-date.ts';
import { checkWith, type Checked } from '../../lib/field-errors.ts';
import { format } from '../../lib/i18n/format.ts';
import { localizePath, toLocale, type Locale } from '../../lib/i18n/locales.ts';
import englishFacts from '../../lib/i18n/messages/en/facts.ts';
import englishMatching from '../../lib/i18n/messages/en/matching.ts';
import hmongFacts from '../../lib/i18n/messages/hmn/facts.ts';
import hmongMatching from '../../lib/i18n/messages/hmn/matching.ts';
import somaliFacts from '../../lib/i18n/messages/so/facts.ts';
import somaliMatching from '../../lib/i18n/messages/so/matching.ts';
import spanishFacts from '../../lib/i18n/messages/es/facts.ts';
import spanishMatching from '../../lib/i18n/messages/es/matching.ts';

export { formatMatchDate, minnesotaToday, format, localizePath };
export { mailTexts } from '../../lib/i18n/mail-catalogs.ts';

/** What a match's notes are written with in each language: the hooks need no more of the catalogs. */
const MATCH_TEXT: Record<Locale, MatchText> = {
  en: { locale: 'en', facts: englishFacts, matching: englishMatching },
  es: { locale: 'es', facts: spanishFacts, matching: spanishMatching },
  so: { locale: 'so', facts: somaliFacts, matching: somaliMatching },
  hmn: { locale: 'hmn', facts: hmongFacts, matching: hmongMatching },
};

/**
 * Checks a submission's request body as sent with the wizard's schema (the same code the
 * browser runs): the record to store, or the spec's message with one message per field.
 * Fields the wizard does not send are refused.
 */
export function parseIntake(body: unknown): Checked<IntakeRecord> {
  const checked = checkWith(IntakeBodySchema, body);
  if (checked.ok) return checked;
  // A wrong language is no missing answer: say what is wrong.
  return { ...checked, message: checked.errors.language ?? INCOMPLETE_TITLE };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const list = <T extends string>(value: unknown): T[] =>
  (Array.isArray(value) ? value : []).filter((v): v is T => typeof v === 'string');

/** A centers record (as its JSON) in the ranking's terms. */
export function toMatchableCenter(raw: Record<string, unknown>): MatchableCenter {
  const latitude = num(raw.latitude);
  const longitude = num(raw.longitude);
  return {
    recordId: str(raw.id),
    number: num(raw.number),
    name: str(raw.company_name),
    city: str(raw.city),
    ageGroups: list<AgeGroup>(raw.ages_served),
    insurance: list<Insurance>(raw.insurance_accepted),
    languages: list<Language>(raw.languages),
    serviceSettings: list<ServiceSetting>(raw.service_settings),
    acceptingClients: str(raw.accepting_clients) as AcceptingClients | '',
    waitlistWeeks: num(raw.waitlist_weeks),
    availabilityUpdated: str(raw.availability_updated),
    location: latitude !== 0 || longitude !== 0 ? { latitude, longitude } : null,
  };
}

/** A stored intake_submissions record (as its JSON) read back without re-checking it. */
export function storedIntake(raw: Record<string, unknown>): IntakeRecord {
  const field = <K extends keyof IntakeRecord>(key: K) => str(raw[key]) as IntakeRecord[K];
  return {
    name: str(raw.name),
    phone: str(raw.phone),
    email: str(raw.email),
    preferred_locations: list(raw.preferred_locations),
    language_preference: list(raw.language_preference),
    other_language: str(raw.other_language),
    service_location: field('service_location'),
    age_group: field('age_group'),
    center_size: field('center_size'),
    desired_start_date: str(raw.desired_start_date).slice(0, 10),
    insurance_provider: field('insurance_provider'),
    insurance_plan: str(raw.insurance_plan),
    allow_contact: raw.allow_contact === true,
    allow_information_use: true,
    language: toLocale(str(raw.language)),
  };
}

/**
 * A center's availability now, with the date of its estimate, in a language of the site
 * (English for any other value).
 */
export function availabilityLine(raw: Record<string, unknown>, language = 'en'): string {
  return availabilityNote(toMatchableCenter(raw), MATCH_TEXT[toLocale(language)]);
}

/**
 * One ranked center as the hooks store and show it: its reasons and cautions in English (the
 * stored record, the site team's and owners' mails) and in the language the family filled the
 * form in (their results and mail).
 */
export interface RankedCenter {
  centerId: string;
  rank: number;
  score: number;
  partial: boolean;
  reasons: string[];
  cautions: string[];
  familyReasons: string[];
  familyCautions: string[];
}

/** Ranks the given centers (records as JSON) for a stored submission. */
export function matchIntake(
  intake: IntakeRecord,
  centers: Record<string, unknown>[],
  today: string,
): { kind: string; matches: RankedCenter[] } {
  const result = rankCenters(needsFromIntake(intake), centers.map(toMatchableCenter), today);
  const family = MATCH_TEXT[intake.language];
  return {
    kind: result.kind,
    matches: result.matches.map((m) => ({
      centerId: m.center.recordId,
      rank: m.rank,
      score: m.score,
      partial: m.partial,
      reasons: m.reasons,
      cautions: m.cautions,
      familyReasons: m.notes.reasons.map((note) => describeNote(note, family)),
      familyCautions: m.notes.cautions.map((note) => describeNote(note, family)),
    })),
  };
}

/** The submission as labelled rows for the mails ([label, value]; empty values left out). */
export function intakeDetails(intake: IntakeRecord): [string, string][] {
  const languages = intake.language_preference
    .map((l) => (l === 'Other' && intake.other_language ? `Other (${intake.other_language})` : l))
    .join(', ');
  const rows: [string, string][] = [
    ['Name', intake.name],
    ['Email', intake.email],
    ['Phone', intake.phone],
    ['Preferred locations', intake.preferred_locations.join(', ')],
    ['Languages', languages],
    ['Service location', labelOf(SERVICE_LOCATIONS, intake.service_location)],
    ['Age group', labelOf(AGE_GROUPS, intake.age_group)],
    ['Center size', labelOf(CENTER_SIZES, intake.center_size)],
    ['Desired start date', formatMatchDate(intake.desired_start_date)],
    ['Insurance provider', labelOf(INTAKE_INSURANCE, intake.insurance_provider)],
    ['Insurance plan', intake.insurance_plan],
  ];
  return rows.filter(([, value]) => value.trim() !== '');
}
