import * as z from 'zod/mini';
import { ENGLISH_TEXT, format } from './directory-text.ts';
import { FILTER_KEYS, type FilterKey } from './filter-keys.ts';
import {
  AGE_GROUPS,
  INSURANCE,
  LANGUAGES,
  SERVICE_SETTINGS,
  type Choice,
} from '../../domain/center/choices.ts';

/**
 * The directory's filters as they live in the URL query (?search=&city=&service=&age=&insurance=
 * &language=&setting=&accepting=1&zip=&miles=), so a search can be shared and the back button
 * works. zod/mini rather than zod: this module ships to the browser in the directory island.
 */

/** Distances a family can pick around a ZIP code, in miles. */
export const MILES = [5, 10, 25, 50] as const;
type Miles = (typeof MILES)[number];
/** Radius used when a ZIP code is given without one. */
const DEFAULT_MILES: Miles = 25;

export { FILTER_KEYS, type FilterKey };

/** The raw text of each filter, as a GET form or a URL query carries it. */
export type FilterForm = Record<FilterKey, string>;

/** Trimmed text, cut to a sane length; anything unreadable becomes empty. */
const text = (max: number) =>
  z.catch(
    z.pipe(
      z.string(),
      z.transform((v) => v.trim().replace(/\s+/g, ' ').slice(0, max)),
    ),
    '',
  );

/** One value of a choice list; an unknown value is dropped rather than filtering on nothing. */
function choiceOf<V extends string>(choices: readonly Choice<V>[]) {
  const isChoice = (v: string): v is V => choices.some((c) => c.value === v);
  return z.catch(
    z.pipe(
      z.string(),
      z.transform((v): V | '' => (isChoice(v) ? v : '')),
    ),
    '',
  );
}

const isMiles = (n: number): n is Miles => MILES.some((m) => m === n);

/** The filter state read from a query (every field optional and forgiving). */
const FilterStateSchema = z.object({
  search: text(100),
  city: text(80),
  service: text(80),
  age: choiceOf(AGE_GROUPS),
  insurance: choiceOf(INSURANCE),
  language: choiceOf(LANGUAGES),
  setting: choiceOf(SERVICE_SETTINGS),
  accepting: z.catch(
    z.pipe(
      z.string(),
      z.transform((v) => v === '1' || v === 'true'),
    ),
    false,
  ),
  /** A five-digit ZIP code; anything else (a half-typed one too) means no distance filter. */
  zip: z.catch(
    z.pipe(
      z.string(),
      z.transform((v) => (/^\d{5}$/.test(v.trim()) ? v.trim() : '')),
    ),
    '',
  ),
  miles: z.catch(
    z.pipe(
      z.string(),
      z.transform((v): Miles => {
        const n = Number(v);
        return isMiles(n) ? n : DEFAULT_MILES;
      }),
    ),
    DEFAULT_MILES,
  ),
});
export type FilterState = z.infer<typeof FilterStateSchema>;

/** No filter at all: the whole directory. */
export const NO_FILTERS: FilterState = FilterStateSchema.parse({});

/** Reads filters from form values or query parameters; missing and invalid ones are ignored. */
export function parseFilters(source: URLSearchParams | Partial<FilterForm>): FilterState {
  const get = (key: FilterKey) =>
    source instanceof URLSearchParams ? (source.get(key) ?? undefined) : source[key];
  return FilterStateSchema.parse(Object.fromEntries(FILTER_KEYS.map((k) => [k, get(k)])));
}

/** The form values that show a filter state. */
export function toFilterForm(state: FilterState): FilterForm {
  return {
    search: state.search,
    city: state.city,
    service: state.service,
    age: state.age,
    insurance: state.insurance,
    language: state.language,
    setting: state.setting,
    accepting: state.accepting ? '1' : '',
    zip: state.zip,
    miles: String(state.miles),
  };
}

/** The URL query of a filter state without the '?', only the filters in use ('' for none). */
export function toQueryString(state: FilterState): string {
  const form = toFilterForm(state);
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = form[key];
    // The radius means nothing without a ZIP code.
    if (key === 'miles' && !state.zip) continue;
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** Whether any filter or search is in use. */
export function hasFilters(state: FilterState): boolean {
  return toQueryString(state) !== '';
}

/**
 * What the ZIP code field says of what was entered: null when it is empty or five digits (a
 * five-digit code outside Minnesota is told apart once it is looked up), otherwise why it
 * cannot be searched around, so a mistyped ZIP code is never silently dropped.
 */
export function zipEntryProblem(entered: string, t = ENGLISH_TEXT): string | null {
  const zip = entered.trim();
  if (!zip || /^\d{5}$/.test(zip)) return null;
  return format(t.m.form.zipProblem, { zip });
}

/** The message for a five-digit ZIP code that is not in Minnesota. */
export function zipNotFoundMessage(zip: string, t = ENGLISH_TEXT): string {
  return format(t.m.form.zipNotFound, { zip });
}
