import { useCallback, useEffect, useRef, useState } from 'react';
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

/** The id of the filter form, where values typed before hydration are read from. */
export const FILTER_FORM_ID = 'directory-filters';

/**
 * What the visitor entered into the form that the URL does not say: typed into the static form
 * before the island hydrated (on a slow connection that can be a whole search), or while it
 * hydrated (an input event during hydration reaches the handlers before the first effect runs).
 * React would otherwise reset those controls to the values it rendered, silently dropping the
 * input. Null on the server or when untouched.
 */
function enteredBeforeEffects(handled?: FilterForm): Partial<FilterForm> | null {
  if (typeof document === 'undefined') return null;
  const entered: Partial<FilterForm> = {};
  const element = document.getElementById(FILTER_FORM_ID);
  if (element instanceof HTMLFormElement) {
    const data = new FormData(element);
    for (const key of FILTER_KEYS) {
      const value = data.get(key);
      const text = typeof value === 'string' ? value : '';
      if (text !== EMPTY_FORM[key]) entered[key] = text;
    }
  }
  if (handled) {
    for (const key of FILTER_KEYS) {
      if (handled[key] !== EMPTY_FORM[key]) entered[key] = handled[key];
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
 * back button steps through earlier searches. Starts empty, as the page was built, and reads
 * the URL after hydration.
 */
export function useUrlFilters(): UrlFilters {
  // Read during hydration, before React touches the controls.
  const [form, setFormState] = useState<FilterForm>(() => ({
    ...EMPTY_FORM,
    ...enteredBeforeEffects(),
  }));
  const [applied, setApplied] = useState<FilterState>(NO_FILTERS);
  // The latest form values, for handlers called before React re-renders.
  const formRef = useRef<FilterForm>(form);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastWasTyping = useRef(false);

  const setForm = useCallback((next: FilterForm) => {
    formRef.current = next;
    setFormState(next);
  }, []);

  /** Applies form values: 'push' a history entry, 'typing' (one entry per burst) or 'replace'. */
  const commit = useCallback((next: FilterForm, mode: 'push' | 'typing' | 'replace') => {
    clearTimeout(timer.current);
    const state = parseFilters(next);
    const query = toQueryString(state);
    const url = query ? `${window.location.pathname}?${query}` : window.location.pathname;
    if (query !== window.location.search.replace(/^\?/, '')) {
      // Typing "speech" should be one step back, not six.
      const replace = mode === 'replace' || (mode === 'typing' && lastWasTyping.current);
      if (replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
    }
    lastWasTyping.current = mode === 'typing';
    setApplied(state);
  }, []);

  useEffect(() => {
    const readUrl = () => {
      clearTimeout(timer.current);
      const state = parseFilters(new URLSearchParams(window.location.search));
      lastWasTyping.current = false;
      setApplied(state);
      setForm(toFilterForm(state));
    };
    // Read again now: the visitor may have typed since the first render.
    const entered = enteredBeforeEffects(formRef.current);
    if (entered) {
      // The URL's filters, with what the visitor changed before this effect on top.
      const fromUrl = toFilterForm(parseFilters(new URLSearchParams(window.location.search)));
      const next = { ...fromUrl, ...entered };
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
  }, [setForm, commit]);

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
