/**
 * The families-facing facts of a demo listing (ages, insurance, languages, settings,
 * services, availability), drawn with rough real-world frequencies.
 */
import { AGE_GROUPS, INSURANCE } from '../../src/domain/center/choices.ts';
import type {
  AcceptingClients,
  AgeGroup,
  City,
  Insurance,
  Language,
  ServiceSetting,
} from '../../src/domain/center/choices.ts';
import { FEATURES, SERVICES } from './demo-words.ts';
import type { Rng } from './prng.ts';

/** Reference "today" of the demo data, fixed so every build is identical. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1);

const DAY = 24 * 60 * 60 * 1000;

/** PocketBase's date format: 'YYYY-MM-DD HH:MM:SS.000Z'. */
export function pbDate(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('T', ' ');
}

/** A time within the 200 days before the reference date; about 15% older than 90 days. */
export function recentDate(rng: Rng): string {
  const days = rng.chance(0.15) ? rng.int(91, 199) : rng.int(1, 89);
  return pbDate(REFERENCE_DATE - days * DAY - rng.int(0, DAY / 1000) * 1000);
}

/** One to five age groups, contiguous in most cases (a clinic serves an age band). */
export function pickAges(rng: Rng): AgeGroup[] {
  const all = AGE_GROUPS.map((a) => a.value);
  if (rng.chance(0.15)) {
    const picked = new Set(rng.sample(all, rng.int(2, 4)));
    return all.filter((a) => picked.has(a));
  }
  const start = rng.int(0, 4);
  return all.slice(start, start + rng.int(1, Math.min(5, all.length - start)));
}

/** Public programs for most (many Minnesota autism clinics bill MA and EIDBI), plus plans. */
export function pickInsurance(rng: Rng): { values: Insurance[]; acceptsMa: boolean } {
  const acceptsMa = rng.chance(0.72);
  const commercial: Insurance[] = [
    'blue-cross-blue-shield',
    'medica',
    'healthpartners',
    'ucare',
    'humana',
    'aetna',
    'united-healthcare',
  ];
  const picked = new Set<Insurance>(rng.sample(commercial, rng.int(acceptsMa ? 1 : 2, 6)));
  if (acceptsMa) picked.add('medical-assistance').add('eidbi');
  if (acceptsMa && rng.chance(0.5)) picked.add('minnesotacare');
  if (rng.chance(0.3)) picked.add('tefra');
  if (rng.chance(0.45)) picked.add('private-pay');
  return { values: INSURANCE.map((i) => i.value).filter((v) => picked.has(v)), acceptsMa };
}

/** English nearly everywhere; Somali, Hmong and Spanish common in the Twin Cities. */
export function pickLanguages(city: City, rng: Rng): Language[] {
  const twinCities = city === 'Minneapolis' || city === 'Saint Paul';
  const common: Language[] = ['somali', 'hmong', 'spanish'];
  const rarer: Language[] = ['vietnamese', 'russian', 'german', 'french', 'arabic', 'korean'];
  // The rare non-English listing serves one of the large Minnesota language communities.
  const langs = new Set<Language>([rng.chance(0.97) ? 'english' : rng.pick(common)]);
  const extra = twinCities ? rng.pick([0, 1, 1, 2, 2, 3]) : rng.pick([0, 0, 0, 1, 1, 2]);
  for (let i = 0; i < extra; i++) {
    langs.add(rng.chance(twinCities ? 0.8 : 0.55) ? rng.pick(common) : rng.pick(rarer));
  }
  return [...langs];
}

/** One to four places where services happen; most clinics have a center. */
export function pickSettings(rng: Rng): ServiceSetting[] {
  const settings: ServiceSetting[] = [];
  if (rng.chance(0.88)) settings.push('center');
  if (rng.chance(0.45)) settings.push('home');
  if (rng.chance(0.25)) settings.push('school');
  if (rng.chance(0.4)) settings.push('telehealth');
  return settings.length > 0 ? settings : ['home'];
}

/** Two (premium: four) to eight services, ABA first when offered (cards show three). */
export function pickServices(rng: Rng, premium: boolean): string[] {
  const [aba = 'ABA Therapy', ...rest] = SERVICES;
  const count = rng.int(premium ? 4 : 2, 8);
  const withAba = rng.chance(0.8);
  const picked = new Set(rng.sample(rest, withAba ? count - 1 : count));
  return [...(withAba ? [aba] : []), ...rest.filter((s) => picked.has(s))];
}

/** Two to six facility features. */
export function pickFeatures(rng: Rng): string[] {
  return rng.sample(FEATURES, rng.int(2, 6));
}

/** Intake status: about 45% accepting, 40% waitlist (2–40 weeks), 15% not accepting. */
export function pickAvailability(rng: Rng): { status: AcceptingClients; weeks: number } {
  const roll = rng.next();
  if (roll < 0.45) return { status: 'accepting', weeks: 0 };
  if (roll < 0.85) return { status: 'waitlist', weeks: rng.int(2, 40) };
  return { status: 'not-accepting', weeks: 0 };
}
