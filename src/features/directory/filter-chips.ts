import { ENGLISH_TEXT, format } from './directory-text.ts';
import type { FilterKey, FilterState } from './filter-state.ts';

/** One active filter, as a removable chip. */
export interface FilterChip {
  key: FilterKey;
  label: string;
}

/**
 * The chips of the filters in use, in the order of the form, in the text's language (cities
 * and services as centers write them).
 */
export function filterChips(state: FilterState, t = ENGLISH_TEXT): FilterChip[] {
  const { chips: words } = t.m;
  const { facts } = t;
  const chips: FilterChip[] = [];
  const add = (key: FilterKey, label: string | false) => {
    if (label) chips.push({ key, label });
  };
  const chip = (message: string, value: string) => format(message, { value });
  add('search', state.search && chip(words.search, state.search));
  add('city', state.city && chip(words.city, state.city));
  add('service', state.service && chip(words.service, state.service));
  add('age', state.age && chip(words.age, facts.ages[state.age]));
  add('insurance', state.insurance && chip(words.insurance, facts.insurance[state.insurance]));
  add('language', state.language && chip(words.language, facts.languages[state.language]));
  add('setting', state.setting && chip(words.setting, facts.settings[state.setting]));
  add('accepting', state.accepting && words.accepting);
  add('zip', state.zip && format(words.zip, { miles: state.miles, zip: state.zip }));
  return chips;
}
