import { useState, type Ref, type SyntheticEvent } from 'react';
import {
  AGE_GROUPS,
  INSURANCE,
  LANGUAGES,
  SERVICE_SETTINGS,
  type Choice,
} from '../../domain/center/choices.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { centersSearch } from '../../lib/routes.ts';
import { format } from './directory-text.ts';
import type { DirectoryOptions } from './directory-options.ts';
import {
  MILES,
  zipEntryProblem,
  zipNotFoundMessage,
  type FilterForm,
  type FilterKey,
} from './filter-state.ts';
import { useDirectoryText } from './use-directory-text.ts';
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

/** A fixed choice list with each value's label in the page's language (its facts messages). */
const worded = (choices: readonly Choice[], labels: Readonly<Record<string, string>>): Choice[] =>
  choices.map((c) => ({ value: c.value, label: labels[c.value] ?? c.label }));

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
  const t = useDirectoryText();
  const { form: words } = t.m;
  const { facts } = t;
  // A half-typed ZIP code is not an error yet: it is checked once the field is left or the
  // form sent (and at once when the page came with one).
  const [zipChecked, setZipChecked] = useState(true);
  const zipProblem = zipChecked ? zipEntryProblem(form.zip, t) : null;
  const zipMessage =
    zipProblem ?? (zipNotFound && form.zip ? zipNotFoundMessage(form.zip.trim(), t) : null);
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
          // An option's value is its text unless it says otherwise: a city or a service is
          // sent as written, without the copy (bytes on every directory page).
          <option key={c.value} value={c.value === c.label ? undefined : c.value}>
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
      action={localizePath(t.locale, centersSearch)}
      role="search"
      aria-label={words.label}
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div>
        <label htmlFor="filter-search" className={LABEL}>
          {words.search}
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
            placeholder={words.placeholder}
            autoComplete="off"
            className="block min-h-11 w-full min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          />
          <button type="submit" className={`${PRIMARY} shrink-0`}>
            {words.submit}
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
            {words.filters}
            {activeCount > 0 && ' '}
            {activeCount > 0 && (
              <span className="rounded-full bg-brand-700 px-2 text-sm text-white">
                {format(words.active, { count: activeCount })}
              </span>
            )}
          </summary>
          <div className="mt-4 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {select(
                'city',
                format(words.cityLabel, { count: options.cities.length }),
                words.allCities,
                plain(options.cities),
              )}
              {select(
                'service',
                format(words.serviceLabel, { count: options.services.length }),
                words.allServices,
                plain(options.services),
              )}
              {select('age', words.age, words.allAges, worded(AGE_GROUPS, facts.ages))}
              {select(
                'insurance',
                words.insurance,
                words.anyInsurance,
                worded(INSURANCE, facts.insurance),
              )}
              {select(
                'language',
                words.language,
                words.anyLanguage,
                worded(LANGUAGES, facts.languages),
              )}
              {select(
                'setting',
                words.setting,
                words.anySetting,
                worded(SERVICE_SETTINGS, facts.settings),
              )}
              <div>
                <label htmlFor="filter-zip" className={LABEL}>
                  {words.zip}
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
                  {zipMessage ?? words.zipHint}
                </p>
              </div>
              {select(
                'miles',
                words.distance,
                null,
                MILES.map((m) => ({ value: String(m), label: format(words.within, { miles: m }) })),
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
                {words.accepting}
              </label>
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={PRIMARY}>
                {words.apply}
              </button>
              <button type="button" onClick={onClear} className={SECONDARY}>
                {words.clear}
              </button>
            </div>
          </div>
        </details>
        {/* Beside 'Filters' in English; on their own line in the other languages, whose longer
            words would run under it on a phone. */}
        <div
          className={
            t.locale === 'en' ? 'absolute top-0 right-0 flex gap-2' : 'mt-3 flex flex-wrap gap-2'
          }
        >
          <a href={MAP_HREF} className={`${SECONDARY} inline-flex items-center`}>
            {words.map}
          </a>
          <a href={GET_MATCHED_HREF} className={`${SECONDARY} inline-flex items-center`}>
            {words.getMatched}
          </a>
        </div>
      </div>
    </form>
  );
}
