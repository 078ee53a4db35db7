import { useCallback, useEffect, useRef, useState } from 'react';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { routes } from '../../lib/routes.ts';
import {
  FILTER_KEYS,
  NO_FILTERS,
  parseFilters,
  toFilterForm,
  toQueryString,
  type FilterForm,
  type FilterKey,
  type FilterState,
} from './filter-state.ts';

/**
 * Pause after the last keystroke before a typed search runs: none, so results are on screen
 * within 100 ms of typing once the index is loaded; the answer to a search typed
 * over is dropped before its cards are fetched (use-directory-results.ts).
 */
export const TYPING_DELAY_MS = 0;

const EMPTY_FORM = toFilterForm(NO_FILTERS);

/**
 * The form values a query gives: the filters it holds, and the ZIP code as it was entered
 * (parseFilters drops a mistyped one, which the form keeps so its field can say what is wrong).
 */
function queryForm(params: URLSearchParams): FilterForm {
  return {
    ...toFilterForm(parseFilters(params)),
    zip: (params.get('zip') ?? '').trim().slice(0, 10),
  };
}

/** The id of the filter form, where values typed before hydration are read from. */
export const FILTER_FORM_ID = 'directory-filters';

/**
 * What the visitor entered into the form that the URL does not say: typed into the static form
 * before the island hydrated (on a slow connection that can be a whole search), or while it
 * hydrated (an input event during hydration reaches the handlers before the first effect runs).
 * React would otherwise reset those controls to the values it rendered, silently dropping the
 * input. Null on the server or when untouched.
 */
function enteredBeforeEffects(
  rendered: FilterForm,
  handled?: FilterForm,
): Partial<FilterForm> | null {
  if (typeof document === 'undefined') return null;
  const entered: Partial<FilterForm> = {};
  const element = document.getElementById(FILTER_FORM_ID);
  if (element instanceof HTMLFormElement) {
    const data = new FormData(element);
    for (const key of FILTER_KEYS) {
      const value = data.get(key);
      const text = typeof value === 'string' ? value : '';
      if (text !== rendered[key]) entered[key] = text;
    }
  }
  if (handled) {
    for (const key of FILTER_KEYS) {
      if (handled[key] !== rendered[key]) entered[key] = handled[key];
    }
  }
  return Object.keys(entered).length > 0 ? entered : null;
}

/** The filter form's values and the filters in force, kept in step with the URL query. */
export interface UrlFilters {
  /** What the controls show (a half-typed ZIP code too). */
  form: FilterForm;
  /** The filters in force: what the URL says. */
  applied: FilterState;
  /** A choice changed (select, checkbox): apply at once, as a new history entry. */
  choose: (key: FilterKey, value: string) => void;
  /** Text typed: apply after a pause; one history entry per typing burst. */
  type: (key: FilterKey, value: string) => void;
  /** Apply what the form shows now (the form was submitted). */
  submit: () => void;
  /** Remove one filter (its chip). */
  remove: (key: FilterKey) => void;
  /** Remove every filter. */
  clear: () => void;
}

/**
 * The directory's filter state, stored in the URL query so a search can be shared and the
 * back button steps through earlier searches. Starts as the page was rendered (`pageQuery`:
 * none on /centers, the city on a city's page, the query the search page answered) and reads
 * the URL after hydration; a page's own address without a query means the page's filters.
 * Changes are written to /centers' address in the page's language, whichever page the visitor
 * started on.
 */
export function useUrlFilters(pageQuery: string, locale: Locale = 'en'): UrlFilters {
  const [rendered] = useState(() => queryForm(new URLSearchParams(pageQuery)));
  // Read during hydration, before React touches the controls.
  const [form, setFormState] = useState<FilterForm>(() => ({
    ...rendered,
    ...enteredBeforeEffects(rendered),
  }));
  const [applied, setApplied] = useState<FilterState>(() => parseFilters(rendered));
  // The latest form values, for handlers called before React re-renders.
  const formRef = useRef<FilterForm>(form);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastWasTyping = useRef(false);

  const setForm = useCallback((next: FilterForm) => {
    formRef.current = next;
    setFormState(next);
  }, []);

  /** Applies form values: 'push' a history entry, 'typing' (one entry per burst) or 'replace'. */
  const commit = useCallback(
    (next: FilterForm, mode: 'push' | 'typing' | 'replace') => {
      clearTimeout(timer.current);
      const state = parseFilters(next);
      const query = toQueryString(state);
      const url = localizePath(locale, query ? `${routes.centers}?${query}` : routes.centers);
      if (query !== window.location.search.replace(/^\?/, '')) {
        // Typing "speech" should be one step back, not six.
        const replace = mode === 'replace' || (mode === 'typing' && lastWasTyping.current);
        if (replace) window.history.replaceState(null, '', url);
        else window.history.pushState(null, '', url);
      }
      lastWasTyping.current = mode === 'typing';
      setApplied(state);
    },
    [locale],
  );

  useEffect(() => {
    const urlForm = () => queryForm(new URLSearchParams(window.location.search || pageQuery));
    const readUrl = () => {
      clearTimeout(timer.current);
      const next = urlForm();
      lastWasTyping.current = false;
      setApplied(parseFilters(next));
      setForm(next);
    };
    // Read again now: the visitor may have typed since the first render.
    const entered = enteredBeforeEffects(rendered, formRef.current);
    if (entered) {
      // The URL's filters, with what the visitor changed before this effect on top.
      const next = { ...urlForm(), ...entered };
      setForm(next);
      commit(next, 'replace');
    } else {
      readUrl();
    }
    window.addEventListener('popstate', readUrl);
    return () => {
      window.removeEventListener('popstate', readUrl);
      clearTimeout(timer.current);
    };
  }, [setForm, commit, pageQuery, rendered]);

  const choose = useCallback(
    (key: FilterKey, value: string) => {
      const next = { ...formRef.current, [key]: value };
      setForm(next);
      commit(next, 'push');
    },
    [commit, setForm],
  );

  const type = useCallback(
    (key: FilterKey, value: string) => {
      const next = { ...formRef.current, [key]: value };
      setForm(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        commit(next, 'typing');
      }, TYPING_DELAY_MS);
    },
    [commit, setForm],
  );

  const submit = useCallback(() => {
    commit(formRef.current, 'push');
  }, [commit]);

  const remove = useCallback(
    (key: FilterKey) => {
      choose(key, '');
    },
    [choose],
  );

  const clear = useCallback(() => {
    setForm(EMPTY_FORM);
    commit(EMPTY_FORM, 'push');
  }, [commit, setForm]);

  return { form, applied, choose, type, submit, remove, clear };
}
