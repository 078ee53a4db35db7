/**
 * The demo center listings: pure and deterministic (fixed seed, fixed reference date), so
 * the tests and every seeded database see exactly the same data.
 */
import { CITIES, type City } from '../../src/domain/center/choices.ts';
import type {
  AcceptingClients,
  AgeGroup,
  Insurance,
  Language,
  ServiceSetting,
} from '../../src/domain/center/choices.ts';
import { CITY_INFO } from './demo-cities.ts';
import * as facts from './demo-facts.ts';
import { buildWeekHours, describeWeek, hourFields, type HourFields } from './demo-hours.ts';
import { planImages, skipRetiredVideoDraws, type DemoImage } from './demo-media.ts';
import { drawName, drawUnique } from './demo-names.ts';
import { planRoles, type ListingStatus } from './demo-roles.ts';
import { describe, knowledgeBase, locationSummary, writeAbout } from './demo-text.ts';
import type { OwnerKey } from './demo-users.ts';
import * as words from './demo-words.ts';
import { createRng } from './prng.ts';

/** The fields of a `centers` record the seeder sends (owner is added at upload time). */
interface CenterRecord extends HourFields {
  company_name: string;
  business_description: string;
  about: string;
  services: string[];
  features: string[];
  address: string;
  city: City;
  zip_code: string;
  phone_number: string;
  website: string;
  email: string;
  premium: boolean;
  featured: boolean;
  year_established: number;
  employee_count: number;
  parent_company_name: string;
  facebook: string;
  twitter: string;
  linkedin: string;
  location_summary: string;
  knowledge_base: string;
  ai_chat_enabled: boolean;
  working_hours: string;
  claimed: boolean;
  approved: '' | 'yes' | 'pending' | 'rejected';
  access_code: string;
  ages_served: AgeGroup[];
  insurance_accepted: Insurance[];
  languages: Language[];
  service_settings: ServiceSetting[];
  accepting_clients: AcceptingClients;
  waitlist_weeks: number;
  availability_updated: string;
  facts_updated: string;
  latitude: number;
  longitude: number;
}

/** A listing plus what hangs off it. */
export interface DemoCenter {
  readonly record: CenterRecord;
  readonly status: ListingStatus;
  readonly owner: OwnerKey | null;
  /** Lowercase name stem used in the listing's .example addresses. */
  readonly slugish: string;
  readonly images: readonly DemoImage[];
}

const SEED = 0x5eed_2026;
const APPROVAL: Record<ListingStatus, CenterRecord['approved']> = {
  unclaimed: '',
  claimed: 'yes',
  pending: 'pending',
  rejected: 'rejected',
};

/** Builds the full, deterministic list of demo centers (162 over the 20 cities). */
export function buildDemoCenters(): DemoCenter[] {
  const rng = createRng(SEED);
  const cities = rng.shuffle(CITIES.flatMap((c) => Array<City>(CITY_INFO[c].centers).fill(c)));
  const roles = planRoles(cities.length, rng);
  const stems = new Set<string>();
  const codes = new Set<string>();
  const phones = new Set<string>();

  return cities.map((city, i) => {
    const role = roles[i];
    if (!role) throw new Error(`no role for listing ${i}`);
    const geo = CITY_INFO[city];
    const { name, slugish } = drawName(rng, stems);
    const street = `${rng.pick(words.STREETS)} ${rng.pick(words.STREET_SUFFIXES)}`;
    const suite = rng.chance(0.3) ? `, Suite ${rng.int(1, 4)}${rng.pick(['00', '10', '25'])}` : '';
    const insurance = facts.pickInsurance(rng);
    const languages = facts.pickLanguages(city, rng);
    const ages = facts.pickAges(rng);
    const services = facts.pickServices(rng, role.premium);
    const year = 1985 + Math.floor(38.99 * Math.sqrt(rng.next()));
    const employees = 4 + Math.round(246 * rng.next() ** 2.4);
    const week = buildWeekHours(rng);
    const hours = describeWeek(week);
    const text = {
      name,
      city,
      street,
      services,
      ages,
      languages,
      year,
      employees,
      acceptsMa: insurance.acceptsMa,
    };
    const availability = facts.pickAvailability(rng);
    const jitter = () => (rng.next() * 2 - 1) * geo.spread;
    const social = (site: string, path: string) =>
      role.premium ? `https://${site}.example/${path}` : '';
    const record: CenterRecord = {
      company_name: name,
      business_description: describe(text, rng),
      about: writeAbout(text, rng),
      services,
      features: facts.pickFeatures(rng),
      address: `${rng.int(100, 9899)} ${street}${suite}`,
      city,
      zip_code: rng.pick(geo.zips),
      phone_number: drawUnique(phones, () => `${geo.areaCode}5550${rng.int(100, 199)}`),
      website: `https://${slugish}.example`,
      email: `hello@${slugish}.example`,
      premium: role.premium,
      featured: role.featured,
      year_established: year,
      employee_count: employees,
      parent_company_name: rng.chance(0.2) ? rng.pick(words.PARENT_COMPANIES) : '',
      facebook: social('facebook', slugish),
      twitter: social('twitter', slugish),
      linkedin: social('linkedin', `company/${slugish}`),
      location_summary: rng.chance(0.6) ? locationSummary(text, rng) : '',
      knowledge_base: role.premium ? knowledgeBase(text, hours) : '',
      ai_chat_enabled: true,
      working_hours: hours,
      ...hourFields(week),
      claimed: role.status === 'claimed',
      approved: APPROVAL[role.status],
      access_code:
        role.status === 'unclaimed'
          ? drawUnique(codes, () => String(rng.int(10_000_000, 99_999_999)))
          : '',
      ages_served: ages,
      insurance_accepted: insurance.values,
      languages,
      service_settings: facts.pickSettings(rng),
      accepting_clients: availability.status,
      waitlist_weeks: availability.weeks,
      availability_updated: facts.recentDate(rng),
      facts_updated: facts.recentDate(rng),
      latitude: Number((geo.lat + jitter()).toFixed(5)),
      longitude: Number((geo.lng + jitter()).toFixed(5)),
    };
    const images = planImages(name, role, rng);
    skipRetiredVideoDraws(role, rng);
    return { record, status: role.status, owner: role.owner, slugish, images };
  });
}
