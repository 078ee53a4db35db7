import type { Center } from '../../domain/center/center.ts';
import {
  ACCEPTING_CLIENTS,
  AGE_GROUPS,
  INSURANCE,
  SERVICE_SETTINGS,
  type Choice,
} from '../../domain/center/choices.ts';
import { slugify } from '../../lib/slug.ts';
import { hsdsId } from './hsds-ids.ts';

/** One of the directory's own taxonomies, as HSDS publishes it (`taxonomy`). */
export interface HsdsTaxonomy {
  id: string;
  name: string;
  description: string;
  uri: string;
  version: string;
}

/** A term of one of those taxonomies (`taxonomy_term`). */
export interface HsdsTaxonomyTerm {
  id: string;
  code: string;
  name: string;
  description: string;
  taxonomy: string;
  taxonomy_id: string;
  term_uri: string;
  language: string;
}

/** The taxonomies' codes: the link_type of the attributes that use their terms. */
export const TAXONOMY_CODES = [
  'service_type',
  'age_group',
  'insurance',
  'service_setting',
  'availability',
] as const;
export type TaxonomyCode = (typeof TAXONOMY_CODES)[number];

/** What each taxonomy is, as the open-data page and the feed describe it. */
export const TAXONOMY_TEXT: Record<TaxonomyCode, { name: string; description: string }> = {
  service_type: {
    name: 'Service types',
    description:
      'The services a center lists on its page (for example ABA therapy), as it words them.',
  },
  age_group: {
    name: 'Age groups',
    description:
      'The age groups a center serves, as the directory and its intake wizard word them.',
  },
  insurance: {
    name: 'Insurance and funding accepted',
    description:
      'Health plans and Minnesota funding programs a center accepts as payment, and private pay.',
  },
  service_setting: {
    name: 'Service settings',
    description:
      'Where a center delivers its services: in the home, at the center, at school, by telehealth.',
  },
  availability: {
    name: 'Availability',
    description:
      'Whether a center takes new clients now, has a waitlist, or takes none, as the center last stated it.',
  },
};

/** The version of the directory's taxonomies (their fixed lists change with the site). */
const TAXONOMY_VERSION = '1';

/** The address of a taxonomy's (or one of its terms') description on the open-data page. */
export function taxonomyAnchor(code: TaxonomyCode, term?: string): string {
  return term ? `taxonomy-${code}-${term}` : `taxonomy-${code}`;
}

/** The directory's taxonomies, with their terms, for a release of `centers`. */
export interface Taxonomies {
  taxonomies: HsdsTaxonomy[];
  terms: HsdsTaxonomyTerm[];
  /** A term by taxonomy and code (a fixed choice's stored value or a service type's slug). */
  term(code: TaxonomyCode, value: string): HsdsTaxonomyTerm | undefined;
}

/** A service type's term code: its name's slug, so spellings differing in case share a term. */
export function serviceTypeCode(name: string): string {
  return slugify(name);
}

/**
 * The taxonomies of a release: the fixed choice lists, and the service types the public
 * centers list (in name order). `pageUrl` is the open-data page, which describes every term.
 */
export function buildTaxonomies(centers: readonly Center[], pageUrl: string): Taxonomies {
  const taxonomies = TAXONOMY_CODES.map((code) => ({
    id: hsdsId('taxonomy', code),
    name: TAXONOMY_TEXT[code].name,
    description: TAXONOMY_TEXT[code].description,
    uri: `${pageUrl}#${taxonomyAnchor(code)}`,
    version: TAXONOMY_VERSION,
  }));
  const serviceTypes = new Map<string, Choice>();
  for (const name of centers.flatMap((c) => c.services)) {
    const value = serviceTypeCode(name);
    if (!serviceTypes.has(value)) serviceTypes.set(value, { value, label: name });
  }
  const byName = (a: Choice, b: Choice) =>
    a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });
  const lists: Record<TaxonomyCode, readonly Choice[]> = {
    service_type: [...serviceTypes.values()].sort(byName),
    age_group: AGE_GROUPS,
    insurance: INSURANCE,
    service_setting: SERVICE_SETTINGS,
    availability: ACCEPTING_CLIENTS,
  };
  const terms = TAXONOMY_CODES.flatMap((code, n) =>
    lists[code].map((choice) => ({
      id: hsdsId('taxonomy_term', code, choice.value),
      code: choice.value,
      name: choice.label,
      description: `${TAXONOMY_TEXT[code].name}: ${choice.label}`,
      taxonomy: TAXONOMY_TEXT[code].name,
      taxonomy_id: taxonomies[n]?.id ?? '',
      term_uri: `${pageUrl}#${taxonomyAnchor(code, choice.value)}`,
      language: 'en',
    })),
  );
  const index = new Map(terms.map((t) => [`${t.taxonomy_id}/${t.code}`, t]));
  const idOf = new Map(TAXONOMY_CODES.map((code, n) => [code, taxonomies[n]?.id ?? '']));
  return {
    taxonomies,
    terms,
    term: (code, value) => index.get(`${idOf.get(code) ?? ''}/${value}`),
  };
}
