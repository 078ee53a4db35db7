import * as z from 'zod/mini';
import type { HsdsObject } from './hsds-object.ts';
import type { ReleaseIndex, ServiceIndexEntry } from './release-data.ts';

/** Services a page holds unless `per_page` says otherwise. */
export const DEFAULT_PER_PAGE = 50;
/** The most a page may hold (a whole release answers `minimal=true`). */
export const MAX_PER_PAGE = 500;

const flag = (name: string) =>
  z.optional(
    z.pipe(
      z.enum(['true', 'false', '1', '0'], `${name} must be true or false`),
      z.transform((v) => v === 'true' || v === '1'),
    ),
  );
const positive = (name: string, max?: number) =>
  z.optional(
    z.pipe(
      z.string().check(
        z.regex(/^\d{1,9}$/, `${name} must be a whole number of 1 or more`),
        z.refine((v) => Number(v) >= 1, `${name} must be a whole number of 1 or more`),
        z.refine(
          (v) => max === undefined || Number(v) <= max,
          `${name} must be at most ${String(max)}`,
        ),
      ),
      z.transform(Number),
    ),
  );

/** The query parameters of a list endpoint (HSDS API reference), each with its message. */
export const ListQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(200, 'search must be at most 200 characters'))),
  page: positive('page'),
  per_page: positive('per_page', MAX_PER_PAGE),
  modified_after: z.optional(
    z
      .string()
      .check(
        z.refine(
          (v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)),
          'modified_after must be a date-time such as 2026-01-31T00:00:00Z',
        ),
      ),
  ),
  taxonomy_term_id: z.optional(z.string()),
  taxonomy_id: z.optional(z.string()),
  organization_id: z.optional(z.string()),
  minimal: flag('minimal'),
  full: flag('full'),
});
export type ListQuery = z.output<typeof ListQuerySchema>;
const QUERY_KEYS = Object.keys(ListQuerySchema.shape);

/** The query of a request, or the first problem with it as a sentence. */
export function readListQuery(params: URLSearchParams): { query: ListQuery } | { error: string } {
  const raw = Object.fromEntries(
    QUERY_KEYS.filter((key) => params.has(key)).map((key) => [key, params.get(key) ?? '']),
  );
  const parsed = ListQuerySchema.safeParse(raw);
  if (parsed.success) return { query: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'The query is not valid' };
}

/** HSDS's `Page`: the header of every list answer, and its contents. */
export interface HsdsPage<T> {
  total_items: number;
  total_pages: number;
  page_number: number;
  size: number;
  first_page: boolean;
  last_page: boolean;
  empty: boolean;
  contents: T[];
}

/** One page of `items` (page numbers from 1; a page past the end is empty). */
export function paginate<T>(
  items: readonly T[],
  page = 1,
  perPage = DEFAULT_PER_PAGE,
): HsdsPage<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const contents = items.slice((page - 1) * perPage, page * perPage);
  return {
    total_items: items.length,
    total_pages: totalPages,
    page_number: page,
    size: contents.length,
    first_page: page === 1,
    last_page: page >= totalPages,
    empty: items.length === 0,
    contents,
  };
}

/** Lower-case text without accents, for case-insensitive matching. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** An entry's searchable text: name, city, description and service types (as the directory searches). */
export function searchText(entry: ServiceIndexEntry): string {
  const { name, description } = entry.item as { name?: string; description?: string };
  return folded([name, entry.city, description, ...entry.types].filter(Boolean).join(' '));
}

/**
 * The services a query selects, in directory order. Filters add up (HSDS: a boolean AND):
 * every word of `search` must occur; `modified_after` keeps those last modified at or after it.
 */
export function selectServices(
  index: ReleaseIndex,
  query: ListQuery,
  searchable: (entry: ServiceIndexEntry) => string = searchText,
): ServiceIndexEntry[] {
  const words = folded(query.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const after = query.modified_after ? Date.parse(query.modified_after) : undefined;
  const positions = (keep: (term: ReleaseIndex['terms'][number]) => boolean) =>
    new Set(index.terms.flatMap((term, n) => (keep(term) ? [n] : [])));
  const ofTerm = query.taxonomy_term_id
    ? positions((t) => t.id === query.taxonomy_term_id)
    : undefined;
  const ofTaxonomy = query.taxonomy_id
    ? positions((t) => t.taxonomy_id === query.taxonomy_id)
    : undefined;
  return index.services.filter((entry) => {
    if (ofTerm && !entry.terms.some((t) => ofTerm.has(t))) return false;
    if (ofTaxonomy && !entry.terms.some((t) => ofTaxonomy.has(t))) return false;
    if (query.organization_id && entry.item['organization_id'] !== query.organization_id)
      return false;
    if (after !== undefined) {
      const stamp = entry.item['last_modified'];
      const modified = typeof stamp === 'string' ? Date.parse(stamp) : Number.NaN;
      if (Number.isNaN(modified) || modified < after) return false;
    }
    if (words.length > 0) {
      const text = searchable(entry);
      if (!words.every((w) => text.includes(w))) return false;
    }
    return true;
  });
}

/** The `/services` answer's page: list items, or just id and last_modified when minimal. */
export function servicesPage(
  selected: readonly ServiceIndexEntry[],
  query: ListQuery,
): HsdsPage<HsdsObject> {
  if (query.minimal) {
    // HSDS: with `minimal`, aim to return every service in one page.
    const minimal = selected.map((e) => ({
      id: e.item['id'],
      last_modified: e.item['last_modified'],
    }));
    return paginate(minimal, query.page ?? 1, query.per_page ?? Math.max(1, minimal.length));
  }
  return paginate(
    selected.map((e) => e.item),
    query.page,
    query.per_page,
  );
}
