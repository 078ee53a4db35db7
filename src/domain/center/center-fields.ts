import { WEEKDAYS } from './weekdays.ts';

/**
 * The centers fields the build reads (CenterRecordSchema's keys, checked by
 * public-change.test.ts), hence every center field a public page can show. Apart from
 * center.ts so PocketBase's hooks take it without zod (src/domain/center/public-change.ts).
 */
export const CENTER_PAGE_FIELDS: readonly string[] = [
  'id',
  'number',
  'slug',
  'company_name',
  'business_description',
  'business_description_es',
  'business_description_so',
  'business_description_hmn',
  'about',
  'services',
  'features',
  'address',
  'city',
  'state',
  'zip_code',
  'phone_number',
  'website',
  'email',
  'image',
  // Imported image URLs: not shown, but the build's schema checks them, so a change can
  // take a center off the site or put it back.
  'images',
  'logo',
  'premium',
  'featured',
  'year_established',
  'employee_count',
  'parent_company_name',
  'facebook',
  'twitter',
  'linkedin',
  'location_summary',
  'area_summary',
  'ai_chat_enabled',
  'working_hours',
  'owner',
  'owner_premium',
  'claimed',
  'approved',
  'ages_served',
  'insurance_accepted',
  'languages',
  'service_settings',
  'accepting_clients',
  'waitlist_weeks',
  'availability_updated',
  'facts_updated',
  'latitude',
  'longitude',
  ...WEEKDAYS.flatMap((day) => [`${day}_open`, `${day}_close`]),
];
