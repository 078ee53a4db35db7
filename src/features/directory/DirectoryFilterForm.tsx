import { useState, type Ref, type SyntheticEvent } from 'react';
import {
  AGE_GROUPS,
  INSURANCE,
  LANGUAGES,
  SERVICE_SETTINGS,
  type Choice,
} from '../../domain/center/choices.ts';
import { centersSearch } from '../../lib/routes.ts';
import type { DirectoryOptions } from './directory-options.ts';
import {
  MILES,
  zipEntryProblem,
  zipNotFoundMessage,
  type FilterForm,
  type FilterKey,
} from './filter-state.ts';
import { FILTER_FORM_ID } from './use-url-filters.ts';

interface Props {
  form: FilterForm;
  options: DirectoryOptions;
  /** How many filters (besides the text search) are in force. */
  activeCount: number;
  /** The ZIP code searched around is not a Minnesota ZIP code. */
  zipNotFound: boolean;
  searchRef: Ref<HTMLInputElement>;
  onChoose: (key: FilterKey, value: string) => void;
  onType: (key: FilterKey, value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
}

const CONTROL =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900';
const LABEL = 'block text-sm font-medium text-slate-900';
const PRIMARY =
  'min-h-11 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800';
const SECONDARY =
  'min-h-11 rounded-md border border-slate-400 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100';

/** The page's 'Get Matched with Centers' panel (GetMatchedPanel.astro), one tap away. */
const GET_MATCHED_HREF = '#get-matched-heading';
/** The map of centers by city (MinnesotaMap.astro): far down the page on a phone. */
const MAP_HREF = '#map-heading';

const plain = (values: readonly string[]): Choice[] => values.map((v) => ({ value: v, label: v }));

/**
 * The directory's search and filters: a GET form whose field names are the URL query's, sent
 * without JavaScript to the on-demand search page (src/pages/centers/search.astro), which
 * answers with the same results. With JavaScript, choices apply at once and typed text as typed.
 */
export function DirectoryFilterForm(props: Props) {
  const {
    form,
    options,
    activeCount,
    zipNotFound,
    searchRef,
    onChoose,
    onType,
    onSubmit,
    onClear,
  } = props;
  // A half-typed ZIP code is not an error yet: it is checked once the field is left or the
  // form sent (and at once when the page came with one).
  const [zipChecked, setZipChecked] = useState(true);
  const zipProblem = zipChecked ? zipEntryProblem(form.zip) : null;
  const zipMessage =
    zipProblem ?? (zipNotFound && form.zip ? zipNotFoundMessage(form.zip.trim()) : null);
  const [openAtFirst] = useState(() => zipMessage !== null);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setZipChecked(true);
    onSubmit();
  };
  const select = (
    key: FilterKey,
    label: string,
    all: string | null,
    choices: readonly Choice[],
  ) => (
    <div>
      <label htmlFor={`filter-${key}`} className={LABEL}>
        {label}
      </label>
      <select
        id={`filter-${key}`}
        name={key}
        value={form[key]}
        onChange={(e) => {
          onChoose(key, e.target.value);
        }}
        className={CONTROL}
      >
        {all !== null && <option value="">{all}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      id={FILTER_FORM_ID}
      method="get"
      action={centersSearch}
      role="search"
      aria-label="Search and filter centers"
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div>
        <label htmlFor="filter-search" className={LABEL}>
          Search centers
        </label>
        <div className="mt-1 flex gap-2">
          <input
            ref={searchRef}
            id="filter-search"
            type="search"
            name="search"
            value={form.search}
            onChange={(e) => {
              onType('search', e.target.value);
            }}
            placeholder="Name, city, service or description"
            autoComplete="off"
            className="block min-h-11 w-full min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          />
          <button type="submit" className={`${PRIMARY} shrink-0`}>
            Search
          </button>
        </div>
      </div>
      {/* Phones first: the filters fold away behind one button (a native <details>, so it
          opens without JavaScript too) and the results start on the first screen. */}
      <div className="relative">
        {/* Open at first when the ZIP code field has something to say (a search page answering a
            mistyped one), so the message is seen; the visitor opens and closes it after. */}
        <details open={openAtFirst || undefined}>
          <summary className={`${SECONDARY} inline-flex w-fit cursor-pointer items-center gap-2`}>
            Filters{activeCount > 0 && ' '}
            {activeCount > 0 && (
              <span className="rounded-full bg-brand-700 px-2 text-sm text-white">
                {`${String(activeCount)} active`}
              </span>
            )}
          </summary>
          <div className="mt-4 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {select(
                'city',
                `City (${String(options.cities.length)} available)`,
                'All cities',
                plain(options.cities),
              )}
              {select(
                'service',
                `Service (${String(options.services.length)} available)`,
                'All services',
                plain(options.services),
              )}
              {select('age', 'Age group', 'All ages', AGE_GROUPS)}
              {select('insurance', 'Insurance or funding', 'Any insurance or funding', INSURANCE)}
              {select('language', 'Language spoken', 'Any language', LANGUAGES)}
              {select('setting', 'Where services happen', 'Any setting', SERVICE_SETTINGS)}
              <div>
                <label htmlFor="filter-zip" className={LABEL}>
                  Near ZIP code
                </label>
                <input
                  id="filter-zip"
                  name="zip"
                  value={form.zip}
                  onChange={(e) => {
                    setZipChecked(false);
                    onType('zip', e.target.value);
                  }}
                  onBlur={() => {
                    setZipChecked(true);
                  }}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={5}
                  pattern="[0-9]{5}"
                  aria-describedby="filter-zip-hint"
                  aria-invalid={zipMessage !== null || undefined}
                  className={CONTROL}
                />
                <p
                  id="filter-zip-hint"
                  className={`mt-1 text-sm ${zipMessage ? 'font-medium text-red-800' : 'text-slate-700'}`}
                  aria-live="polite"
                >
                  {zipMessage ?? 'A 5-digit Minnesota ZIP code.'}
                </p>
              </div>
              {select(
                'miles',
                'Distance',
                null,
                MILES.map((m) => ({ value: String(m), label: `Within ${String(m)} miles` })),
              )}
            </div>
            <div className="flex items-center gap-2">
              <input
                id="filter-accepting"
                type="checkbox"
                name="accepting"
                value="1"
                checked={form.accepting === '1'}
                onChange={(e) => {
                  onChoose('accepting', e.target.checked ? '1' : '');
                }}
                className="h-5 w-5 rounded border-slate-400"
              />
              <label htmlFor="filter-accepting" className="text-sm font-medium text-slate-900">
                Only centers accepting new clients
              </label>
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={PRIMARY}>
                Apply Filters
              </button>
              <button type="button" onClick={onClear} className={SECONDARY}>
                Clear Filters
              </button>
            </div>
          </div>
        </details>
        <div className="absolute top-0 right-0 flex gap-2">
          <a href={MAP_HREF} className={`${SECONDARY} inline-flex items-center`}>
            Map
          </a>
          <a href={GET_MATCHED_HREF} className={`${SECONDARY} inline-flex items-center`}>
            Get Matched
          </a>
        </div>
      </div>
    </form>
  );
}
