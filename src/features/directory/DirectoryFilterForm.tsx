import type { Ref, SyntheticEvent } from 'react';
import {
  AGE_GROUPS,
  INSURANCE,
  LANGUAGES,
  SERVICE_SETTINGS,
  type Choice,
} from '../../domain/center/choices.ts';
import { routes } from '../../lib/routes.ts';
import type { DirectoryOptions } from './directory-options.ts';
import { MILES, type FilterForm, type FilterKey } from './filter-state.ts';
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

const plain = (values: readonly string[]): Choice[] => values.map((v) => ({ value: v, label: v }));

/**
 * The directory's search and filters: a GET form to /centers whose field names are the URL
 * query's, so it reads the same with or without JavaScript. With JavaScript, choices apply at
 * once and typed text after a short pause.
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
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
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
      action={routes.centers}
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
        <details>
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
                    onType('zip', e.target.value);
                  }}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={5}
                  pattern="[0-9]{5}"
                  aria-describedby="filter-zip-hint"
                  aria-invalid={zipNotFound || undefined}
                  className={CONTROL}
                />
                <p id="filter-zip-hint" className="mt-1 text-sm text-slate-700" aria-live="polite">
                  {zipNotFound
                    ? `${form.zip} is not a Minnesota ZIP code; distance is not applied.`
                    : 'A 5-digit Minnesota ZIP code.'}
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
        <a
          href={GET_MATCHED_HREF}
          className={`${SECONDARY} absolute top-0 right-0 inline-flex items-center`}
        >
          Get Matched
        </a>
      </div>
    </form>
  );
}
