import { EMPLOYMENT_TYPES, type EmploymentType } from '../../domain/job/employment-types.ts';
import type { PublicJob } from '../../domain/job/public-job.ts';

/**
 * The /careers filters (owner-admin-side.md section 7, job_postings read): the search text
 * matches title or description, the location matches the posting's location or the center's
 * city or state, the employment type is equal. They live in the address (q, location, type),
 * so a filtered list can be shared and the back button works.
 */
export interface JobFilters {
  q: string;
  location: string;
  /** '' for all types. */
  type: EmploymentType | '';
}

/** One posting in the build-time index /careers fetches when the visitor first filters. */
export interface JobIndexEntry {
  id: string;
  /** Title and description, lower-cased. */
  text: string;
  /** Location, city and state, lower-cased. */
  place: string;
  type: EmploymentType;
}

/** The index entry of a posting. */
export function toIndexEntry(job: PublicJob): JobIndexEntry {
  return {
    id: job.id,
    text: `${job.title}\n${job.description}`.toLowerCase(),
    place: [job.location, job.employer.city, job.employer.state].join('\n').toLowerCase(),
    type: job.employmentType,
  };
}

const isType = (value: string): value is EmploymentType =>
  (EMPLOYMENT_TYPES as readonly string[]).includes(value);

/** The filters in an address's query (unknown types count as all). */
export function filtersFromSearch(search: string): JobFilters {
  const params = new URLSearchParams(search);
  const type = params.get('type') ?? '';
  return {
    q: (params.get('q') ?? '').trim(),
    location: (params.get('location') ?? '').trim(),
    type: isType(type) ? type : '',
  };
}

/** The query string for filters ('' when none is set), in a stable order. */
export function searchFromFilters(filters: JobFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.location) params.set('location', filters.location);
  if (filters.type) params.set('type', filters.type);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Postings /careers shows at first, and adds with each 'Show More Jobs' (the page's
 * first view in one round trip, however many jobs are live) and puts on each of its static
 * pages (/careers/page/N, how every job is reached without JavaScript).
 */
export const CAREERS_PAGE_SIZE = 20;

/** Whether any filter is set. */
export function isFiltered(filters: JobFilters): boolean {
  return Boolean(filters.q || filters.location || filters.type);
}

/** Whether a posting passes the filters (text matches are case-insensitive substrings). */
export function matchesFilters(entry: JobIndexEntry, filters: JobFilters): boolean {
  if (filters.type && entry.type !== filters.type) return false;
  if (filters.q && !entry.text.includes(filters.q.toLowerCase())) return false;
  if (filters.location && !entry.place.includes(filters.location.toLowerCase())) return false;
  return true;
}

/** The result count as the list announces it. */
export function resultCount(count: number): string {
  return `${String(count)} job${count === 1 ? '' : 's'} found`;
}
