import * as z from 'zod/mini';
import type { AcceptingClients, AgeGroup, Insurance, Language, ServiceSetting } from './choices.ts';
import { checkWith, firstErrors, type Checked } from '../../lib/field-errors.ts';
import { WEEKDAYS, type Weekday } from './weekdays.ts';
import type { TranslatedLocale } from '../../lib/i18n/locales.ts';

/** What a malformed list field is told (the server's 400 and the admin's data-quality view). */
export const TEXT_LIST_MESSAGE = 'Must be a list of text items, or text separated by commas';

/** A list stored as a JSON array or as comma-separated text (spec: services). */
const textList = z.pipe(
  z.union([z.array(z.string()), z.string(), z.null()], TEXT_LIST_MESSAGE),
  z.transform((v: string[] | string | null) =>
    (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter((s) => s.length > 0),
  ),
);

const weekdayHours = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`${d}_open`, z.string()],
    [`${d}_close`, z.string()],
  ]),
) as Record<`${Weekday}_${'open' | 'close'}`, z.ZodMiniString>;

/**
 * A centers record as the public API returns it (stored snake_case names): the build's schema.
 * zod/mini, because PocketBase runs it too on every center write (checkCenterRecord).
 */
export const CenterRecordSchema = z.object({
  id: z.string(),
  collectionId: z.string(),
  number: z.int(),
  slug: z.string(),
  company_name: z.string(),
  business_description: z.string(),
  /** The owner's description in Spanish, Somali and Hmong (optional; shown on those pages). */
  business_description_es: z.optional(z.string()),
  business_description_so: z.optional(z.string()),
  business_description_hmn: z.optional(z.string()),
  about: z.string(),
  services: textList,
  features: textList,
  /** Image URLs carried over from imported data (the pages use center_images). */
  images: z.optional(textList),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  phone_number: z.string(),
  website: z.string(),
  email: z.string(),
  image: z.string(),
  logo: z.string(),
  premium: z.boolean(),
  featured: z.boolean(),
  year_established: z.number(),
  employee_count: z.number(),
  parent_company_name: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  linkedin: z.string(),
  location_summary: z.string(),
  /** The directory's description of the area around the center ('Generate Location Summaries'). */
  area_summary: z.optional(z.string()),
  ai_chat_enabled: z.boolean(),
  working_hours: z.string(),
  owner: z.string(),
  /** The owner's plan is active premium (kept by pb_hooks/plan-sync.pb.js). */
  owner_premium: z.optional(z.boolean()),
  claimed: z.boolean(),
  approved: z.string(),
  ages_served: z.array(z.string()),
  insurance_accepted: z.array(z.string()),
  languages: z.array(z.string()),
  service_settings: z.array(z.string()),
  accepting_clients: z.string(),
  waitlist_weeks: z.number(),
  availability_updated: z.string(),
  facts_updated: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  ...weekdayHours,
});
export type CenterRecord = z.output<typeof CenterRecordSchema>;

/**
 * Why the build cannot publish this centers record ('field: message; ...'), or '' when it
 * can. The build leaves such a record out (catalog.ts) and the admin's data-quality view
 * lists it with this text.
 */
export function centerProblem(raw: unknown): string {
  const result = CenterRecordSchema.safeParse(raw);
  if (result.success) return '';
  return Object.entries(firstErrors(result.error))
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
}

/**
 * The record as the site publishes it, or null (logged with the reason) when it does not fit
 * the build's schema: one bad record is left out, with its images, instead of failing the
 * build or the on-demand page.
 */
export function publishableCenter(raw: Record<string, unknown>): CenterRecord | null {
  const parsed = CenterRecordSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.error(
    `Center ${String(raw.id)} (#${String(raw.number)}) left out of the site: ${centerProblem(raw)}`,
  );
  return null;
}

/**
 * Checks a center as it would be saved (the record after the request, as JSON) with the
 * build's schema: the server refuses what the build could not publish (pb_hooks/centers.pb.js).
 */
export function checkCenterRecord(raw: unknown): Checked<CenterRecord> {
  return checkWith(CenterRecordSchema, raw);
}

/** One image of a center, ready to show. */
export interface CenterImage {
  kind: 'main' | 'logo' | 'gallery';
  url: string;
  thumbUrl: string;
  /** An 800 px wide version (a PocketBase thumbnail) for large views; absent for plain URLs. */
  largeUrl?: string;
  /** A 1200x630 crop (a PocketBase thumbnail) for share cards; absent for plain URLs. */
  shareUrl?: string;
  alt: string;
}

/** Opening hours of one weekday; null when closed. */
type DayHours = { open: string; close: string } | null;

/** The app-side center (public-side.md section 3, camelCase names). */
export interface Center {
  id: string;
  recordId: string;
  number: number;
  name: string;
  description: string;
  /** What the owner wrote as the description in each translated language ('' when nothing). */
  descriptions: Record<TranslatedLocale, string>;
  about: string;
  services: string[];
  features: string[];
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  website: string;
  email: string;
  /** The card image: main image, else first gallery image, else the center's own image URL. */
  image: string;
  logo: string;
  images: CenterImage[];
  premium: boolean;
  featured: boolean;
  yearEstablished: number;
  employeeCount: number;
  parentCompany: string;
  facebook: string;
  twitter: string;
  linkedin: string;
  locationSummary: string;
  /** The area around the center as the directory describes it, apart from the owner's text. */
  areaSummary: string;
  workingHours: string;
  hours: Record<Weekday, DayHours>;
  userId: string | null;
  claimed: boolean;
  aiChatEnabled: boolean;
  ageGroups: AgeGroup[];
  insurance: Insurance[];
  languages: Language[];
  serviceSettings: ServiceSetting[];
  acceptingClients: AcceptingClients | '';
  waitlistWeeks: number;
  availabilityUpdated: string;
  factsUpdated: string;
  location: { latitude: number; longitude: number } | null;
}

/** The default operating-hours text (spec: 'Hours not available'). */
export const HOURS_NOT_AVAILABLE = 'Hours not available';

/**
 * Whether a center's premium-only content (social links, logo, gallery, videos) shows: for an
 * unclaimed listing, or while its owner's premium plan is active. It stays stored either way.
 */
export function showsPremiumContent(
  record: Pick<CenterRecord, 'owner' | 'owner_premium'>,
): boolean {
  return record.owner === '' || record.owner_premium !== false;
}

/** Maps a centers record and its images to the app-side center. */
export function toCenter(record: CenterRecord, allImages: CenterImage[] = []): Center {
  const premium = showsPremiumContent(record);
  const images = premium ? allImages : allImages.filter((i) => i.kind === 'main');
  const main = images.find((i) => i.kind === 'main' && i.url.trim());
  const firstGallery = images.find((i) => i.kind === 'gallery' && i.url.trim());
  const logo = images.find((i) => i.kind === 'logo' && i.url.trim());
  const hours = Object.fromEntries(
    WEEKDAYS.map((d) => {
      const open = record[`${d}_open`];
      const close = record[`${d}_close`];
      return [d, open && close ? { open, close } : null];
    }),
  ) as Record<Weekday, DayHours>;
  const hasLocation = record.latitude !== 0 || record.longitude !== 0;

  return {
    id: `autism-${record.number}`,
    recordId: record.id,
    number: record.number,
    name: record.company_name,
    description: record.business_description,
    descriptions: {
      es: record.business_description_es ?? '',
      so: record.business_description_so ?? '',
      hmn: record.business_description_hmn ?? '',
    },
    about: record.about,
    services: record.services,
    features: record.features,
    address: record.address,
    city: record.city,
    state: record.state,
    zipCode: record.zip_code,
    phone: record.phone_number,
    website: record.website,
    email: record.email,
    image: main?.url ?? firstGallery?.url ?? record.image.trim(),
    logo: premium ? (logo?.url ?? record.logo.trim()) : '',
    images,
    premium: record.premium,
    featured: record.featured,
    yearEstablished: record.year_established,
    employeeCount: record.employee_count,
    parentCompany: record.parent_company_name,
    facebook: premium ? record.facebook : '',
    twitter: premium ? record.twitter : '',
    linkedin: premium ? record.linkedin : '',
    locationSummary: record.location_summary,
    areaSummary: record.area_summary ?? '',
    workingHours: record.working_hours.trim() || HOURS_NOT_AVAILABLE,
    hours,
    userId: record.owner || null,
    claimed: record.owner !== '',
    aiChatEnabled: record.ai_chat_enabled,
    ageGroups: record.ages_served as AgeGroup[],
    insurance: record.insurance_accepted as Insurance[],
    languages: record.languages as Language[],
    serviceSettings: record.service_settings as ServiceSetting[],
    acceptingClients: record.accepting_clients as AcceptingClients | '',
    waitlistWeeks: record.waitlist_weeks,
    availabilityUpdated: record.availability_updated,
    factsUpdated: record.facts_updated,
    location: hasLocation ? { latitude: record.latitude, longitude: record.longitude } : null,
  };
}

/**
 * The collator of compareCenters: what `a.localeCompare(b, 'en', { sensitivity: 'base' })`
 * builds on every call (ECMA-402 defines localeCompare with a locale or options as this
 * collator's compare), made once: sorting n centers compares names about n·log2(n) times.
 * Made on first use, not when the module loads: PocketBase's hooks bundle this module and
 * their runtime has no Intl (src/hooks-bundle-entry.ts).
 */
let nameCollator: Intl.Collator | undefined;

/** Directory order (public-side.md section 5): featured first, then by name. */
export function compareCenters(a: Center, b: Center): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return nameCollator.compare(a.name, b.name);
}
