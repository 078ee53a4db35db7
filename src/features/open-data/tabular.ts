import { formatCsvField } from '../../lib/csv.ts';
import type { HsdsObject } from './hsds-object.ts';
import type { HsdsTaxonomy, HsdsTaxonomyTerm } from './taxonomies.ts';

/** A column of a table: its HSDS field name and its Table Schema type. */
type Column = [name: string, type?: 'number' | 'datetime'];

/**
 * The tables of the HSDS tabular package this directory fills: HSDS's file names (and table
 * names), with the columns it has data for. services.csv carries the availability extension
 * as three columns of its own.
 */
export const TABLES = {
  organization: {
    path: 'organizations.csv',
    columns: [
      ['id'],
      ['name'],
      ['description'],
      ['email'],
      ['website'],
      ['year_incorporated', 'number'],
      ['uri'],
    ],
  },
  service: {
    path: 'services.csv',
    columns: [
      ['id'],
      ['organization_id'],
      ['name'],
      ['description'],
      ['url'],
      ['email'],
      ['status'],
      ['fees_description'],
      ['eligibility_description'],
      ['minimum_age', 'number'],
      ['maximum_age', 'number'],
      ['assured_date'],
      ['last_modified', 'datetime'],
      ['availability_status'],
      ['availability_description'],
      ['availability_waitlist_weeks', 'number'],
      ['availability_as_of', 'datetime'],
    ],
  },
  location: {
    path: 'locations.csv',
    columns: [
      ['id'],
      ['location_type'],
      ['organization_id'],
      ['name'],
      ['latitude', 'number'],
      ['longitude', 'number'],
    ],
  },
  address: {
    path: 'addresses.csv',
    columns: [
      ['id'],
      ['location_id'],
      ['address_1'],
      ['city'],
      ['state_province'],
      ['postal_code'],
      ['country'],
      ['address_type'],
    ],
  },
  service_at_location: {
    path: 'service_at_location.csv',
    columns: [['id'], ['service_id'], ['location_id']],
  },
  phone: { path: 'phones.csv', columns: [['id'], ['service_id'], ['number'], ['type']] },
  schedule: {
    path: 'schedules.csv',
    columns: [
      ['id'],
      ['service_id'],
      ['freq'],
      ['wkst'],
      ['byday'],
      ['opens_at'],
      ['closes_at'],
      ['description'],
    ],
  },
  service_area: {
    path: 'service_areas.csv',
    columns: [['id'], ['service_id'], ['name'], ['description']],
  },
  language: { path: 'languages.csv', columns: [['id'], ['service_id'], ['name'], ['code']] },
  attribute: {
    path: 'attributes.csv',
    columns: [['id'], ['link_id'], ['link_type'], ['link_entity'], ['taxonomy_term_id'], ['value']],
  },
  taxonomy: {
    path: 'taxonomies.csv',
    columns: [['id'], ['name'], ['description'], ['uri'], ['version']],
  },
  taxonomy_term: {
    path: 'taxonomy_terms.csv',
    columns: [
      ['id'],
      ['code'],
      ['name'],
      ['description'],
      ['taxonomy'],
      ['taxonomy_id'],
      ['term_uri'],
      ['language'],
    ],
  },
} as const satisfies Record<string, { path: string; columns: readonly Column[] }>;
export type TableName = keyof typeof TABLES;
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** A cell: numbers as written (a minus sign is a number here, not a formula), text made safe. */
function cell(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return formatCsvField(typeof value === 'string' ? value : '');
}

function csv(name: TableName, rows: readonly HsdsObject[]): string {
  const columns = TABLES[name].columns.map(([column]) => column);
  return [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))]
    .map((line) => `${line}\r\n`)
    .join('');
}

const list = (object: HsdsObject, key: string) => (object[key] ?? []) as HsdsObject[];

/** The rows of every table, from the fully nested services. */
export function tableRows(
  services: readonly HsdsObject[],
  taxonomies: readonly HsdsTaxonomy[],
  terms: readonly HsdsTaxonomyTerm[],
): Record<TableName, HsdsObject[]> {
  const atLocations = services.flatMap((s) => list(s, 'service_at_locations'));
  const locations = atLocations.map((sal) => sal['location'] as HsdsObject);
  return {
    organization: services.map((s) => s['organization'] as HsdsObject),
    service: services.map((s) => {
      const availability = (s['availability'] ?? {}) as HsdsObject;
      return {
        ...s,
        availability_status: availability['status'],
        availability_description: availability['description'],
        availability_waitlist_weeks: availability['waitlist_weeks'],
        availability_as_of: availability['as_of'],
      };
    }),
    location: locations,
    address: locations.flatMap((l) => list(l, 'addresses')),
    service_at_location: atLocations,
    phone: services.flatMap((s) => list(s, 'phones')),
    schedule: services.flatMap((s) => list(s, 'schedules')),
    service_area: services.flatMap((s) => list(s, 'service_areas')),
    language: services.flatMap((s) => list(s, 'languages')),
    attribute: services.flatMap((s) =>
      list(s, 'attributes').map((a) => ({ ...a, link_id: s['id'], link_entity: 'service' })),
    ),
    taxonomy: [...taxonomies] as unknown as HsdsObject[],
    taxonomy_term: [...terms] as unknown as HsdsObject[],
  };
}

/** The CSV text of every table, by file name. */
export function tabularFiles(rows: Record<TableName, HsdsObject[]>): Map<string, string> {
  return new Map(TABLE_NAMES.map((name) => [TABLES[name].path, csv(name, rows[name])]));
}

/** What the package descriptor says of the data and where it comes from. */
export interface PackageInfo {
  title: string;
  homepage: string;
  license: { name: string; path: string; title: string };
  created: string;
}

/**
 * The Tabular Data Package descriptor (datapackage.json, Frictionless Data) of the CSV files:
 * one tabular-data-resource per table, with its columns' types and primary key.
 */
export function dataPackage(info: PackageInfo): HsdsObject {
  return {
    profile: 'tabular-data-package',
    name: 'minnesota-autism-center-directory-hsds',
    title: info.title,
    homepage: info.homepage,
    created: info.created,
    licenses: [info.license],
    keywords: ['HSDS', 'Open Referral', 'autism', 'Minnesota'],
    resources: TABLE_NAMES.map((name) => ({
      name,
      path: TABLES[name].path,
      profile: 'tabular-data-resource',
      format: 'csv',
      mediatype: 'text/csv',
      encoding: 'utf-8',
      schema: {
        fields: TABLES[name].columns.map(([column, type]: Column) => ({
          name: column,
          type: type ?? 'string',
          ...(column === 'id' ? { constraints: { required: true, unique: true } } : {}),
        })),
        primaryKey: 'id',
      },
    })),
  };
}
