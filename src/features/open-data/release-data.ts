import type { Catalog } from '../../domain/center/catalog.ts';
import { centerService } from './hsds-service.ts';
import type { HsdsObject } from './hsds-object.ts';
import { buildTaxonomies, type HsdsTaxonomy, type HsdsTaxonomyTerm } from './taxonomies.ts';

/** The one-to-one fields of a service: what `/services` lists (HSDS's service_list). */
const LIST_FIELDS = [
  'id',
  'organization_id',
  'name',
  'description',
  'url',
  'email',
  'status',
  'fees_description',
  'eligibility_description',
  'minimum_age',
  'maximum_age',
  'assured_date',
  'last_modified',
] as const;

/** What the on-demand API needs of one service to list, filter and find it. */
export interface ServiceIndexEntry {
  /** The service's one-to-one fields (a `/services` list item). */
  item: HsdsObject;
  /** The center's city, searched with the service's name, description and types. */
  city: string;
  /** The service types' names, searched. */
  types: string[];
  /** The taxonomy terms of its attributes, as positions in the index's `terms`. */
  terms: number[];
  /** Where its fully nested JSON is in the release's directory file: byte offset and length. */
  at: [number, number];
}

/** The release's index for the on-demand API (a static file of the release). */
export interface ReleaseIndex {
  /** When the release was built (ISO 8601). */
  built: string;
  services: ServiceIndexEntry[];
  taxonomies: HsdsTaxonomy[];
  terms: HsdsTaxonomyTerm[];
}

/** Everything the open-data files of one release are made of. */
export interface ReleaseData {
  /** The fully nested services, in directory order. */
  services: HsdsObject[];
  /** The data package's JSON: an array of the fully nested services (HSDS service_package). */
  directoryJson: string;
  index: ReleaseIndex;
}

function pick(object: HsdsObject, fields: readonly string[]): HsdsObject {
  return Object.fromEntries(
    fields.filter((f) => object[f] !== undefined).map((f) => [f, object[f]]),
  );
}

/**
 * Maps the build's catalog to HSDS once: the directory file with each service on a line of
 * its own (so the API can read one service by its byte range) and the index the API filters.
 */
export function buildReleaseData(
  catalog: Pick<Catalog, 'centers' | 'centerUpdated'>,
  siteUrl: string,
  pageUrl: string,
  built = new Date(),
): ReleaseData {
  const taxonomies = buildTaxonomies(catalog.centers, pageUrl);
  const termPosition = new Map(taxonomies.terms.map((t, n) => [t.id, n]));
  const services = catalog.centers.map((center) =>
    centerService(center, {
      taxonomies,
      siteUrl,
      updated: catalog.centerUpdated.get(center.recordId) ?? '',
    }),
  );
  const head = '[\n';
  let offset = Buffer.byteLength(head);
  const lines: string[] = [];
  const entries = services.map((service, n): ServiceIndexEntry => {
    const center = catalog.centers[n];
    const line = JSON.stringify(service);
    const length = Buffer.byteLength(line);
    const at: [number, number] = [offset, length];
    offset += length + 2; // ",\n"
    lines.push(line);
    const attributes = (service['attributes'] ?? []) as { taxonomy_term_id: string }[];
    return {
      item: pick(service, LIST_FIELDS),
      city: center?.city ?? '',
      types: center?.services ?? [],
      terms: attributes.flatMap((a) => termPosition.get(a.taxonomy_term_id) ?? []),
      at,
    };
  });
  return {
    services,
    directoryJson: `${head}${lines.join(',\n')}\n]\n`,
    index: {
      built: built.toISOString(),
      services: entries,
      taxonomies: taxonomies.taxonomies,
      terms: taxonomies.terms,
    },
  };
}
