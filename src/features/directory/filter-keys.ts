/**
 * The directory's query parameter names, in the order they are written to the URL; apart from
 * filter-state.ts (and its zod schema) so the page's own small script can read them.
 */
export const FILTER_KEYS = [
  'search',
  'city',
  'service',
  'age',
  'insurance',
  'language',
  'setting',
  'accepting',
  'zip',
  'miles',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
