import * as z from 'zod/mini';
import * as cells from './center-import-cells.ts';
import { HOUR_FIELDS } from '../../../domain/center/weekdays.ts';

/**
 * One imported center row (the spec's autism_centers column names), checked and converted to
 * the stored values. Cells arrive trimmed, and empty cells are left out, so every column is
 * optional but company_name. Each message names its column, because the import report shows
 * it beside the row's line number. zod/mini keeps PocketBase's bundle of this small.
 */

const limited = (column: string, max: number) =>
  z.string().check(z.maxLength(max, `${column} is longer than ${String(max)} characters`));
const text = (column: string, max: number) => z.optional(limited(column, max));

/** Text read by `reader`, which gives null when the text is not acceptable. */
function readWith<T>(reader: (value: string) => T | null, message: string) {
  return z.transform((value: string, ctx): T => {
    const result = reader(value);
    if (result === null) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return result;
  });
}

/** An optional cell read by `reader`. */
const read = <T>(reader: (value: string) => T | null, message: string) =>
  z.optional(z.pipe(z.string(), readWith(reader, message)));

/** A list cell whose stored JSON stays within the collection's limit. */
const list = (column: string, maxJson: number, item?: (value: string) => string | null) =>
  read(
    (value) => {
      const items = cells.readList(value);
      if (!items || JSON.stringify(items).length > maxJson) return null;
      return item && items.some((i) => item(i) === null) ? null : items;
    },
    `${column} must be a list separated by commas (or a JSON list), ${String(maxJson)} characters at most`,
  );

const website = (column: string) =>
  z.optional(
    z.pipe(
      limited(column, 500),
      readWith(cells.readWebsite, `${column} must be a web address such as https://example.org`),
    ),
  );

const imageUrl = (column: string) =>
  z.optional(
    z.pipe(
      limited(column, 1000),
      readWith(cells.readImageUrl, `${column} must be an http(s) address of an image`),
    ),
  );

const time = (column: string) =>
  read(cells.readTime, `${column} must be a time such as 09:00, 17:30 or 9:00 AM`);

/** The spec's message when the one required column is empty. */
const NAME_REQUIRED = 'company_name is required';

/** The row schema: what an import row may hold, and what is stored from it. */
export const CenterRowSchema = z.object({
  id: read(cells.readCenterNumber, 'id must be a center number such as 12 or autism-12'),
  company_name: z
    .string(NAME_REQUIRED)
    .check(
      z.minLength(1, NAME_REQUIRED),
      z.maxLength(200, 'company_name is longer than 200 characters'),
    ),
  business_description: text('business_description', 5000),
  about: text('about', 10000),
  services: list('services', 20000),
  features: list('features', 20000),
  address: text('address', 300),
  city: text('city', 100),
  state: read(cells.readState, 'state must be Minnesota (or MN): the directory lists Minnesota'),
  zip_code: read(cells.readZip, 'zip_code must be a 5-digit Minnesota ZIP code (55xxx or 56xxx)'),
  phone_number: read(cells.readPhone, 'phone_number must be a 10-digit US phone number'),
  website: website('website'),
  email: z.optional(
    z.pipe(
      limited('email', 200),
      z.email('email must be an e-mail address such as info@example.org'),
    ),
  ),
  working_hours: text('working_hours', 500),
  year_established: read(
    (value) => cells.readInteger(value, 1800, new Date().getFullYear()),
    `year_established must be a year from 1800 to ${String(new Date().getFullYear())}`,
  ),
  employee_count: read(
    cells.readEmployeeCount,
    'employee_count must be a whole number from 0 to 100000 (or a range such as 11-50)',
  ),
  parent_company_name: text('parent_company_name', 200),
  facebook: website('facebook'),
  twitter: website('twitter'),
  linkedin: website('linkedin'),
  location_summary: text('location_summary', 5000),
  image: imageUrl('image'),
  logo: imageUrl('logo'),
  images: list('images', 50000, cells.readImageUrl),
  ...(Object.fromEntries(HOUR_FIELDS.map((column) => [column, time(column)])) as Record<
    (typeof HOUR_FIELDS)[number],
    ReturnType<typeof time>
  >),
});

/** A checked row, with the stored values. */
export type CenterRow = z.output<typeof CenterRowSchema>;

/** Every column the importer reads, in the order the export writes them. */
export const IMPORT_COLUMNS = Object.keys(CenterRowSchema.shape);
