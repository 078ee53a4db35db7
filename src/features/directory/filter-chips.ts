import {
  AGE_GROUPS,
  INSURANCE,
  LANGUAGES,
  SERVICE_SETTINGS,
  labelOf,
} from '../../domain/center/choices.ts';
import type { FilterKey, FilterState } from './filter-state.ts';

/** One active filter, as a removable chip. */
export interface FilterChip {
  key: FilterKey;
  label: string;
}

/** The chips of the filters in use, in the order of the form. */
export function filterChips(state: FilterState): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: FilterKey, label: string | false) => {
    if (label) chips.push({ key, label });
  };
  add('search', state.search && `Search: “${state.search}”`);
  add('city', state.city && `City: ${state.city}`);
  add('service', state.service && `Service: ${state.service}`);
  add('age', state.age && `Age: ${labelOf(AGE_GROUPS, state.age)}`);
  add('insurance', state.insurance && `Insurance: ${labelOf(INSURANCE, state.insurance)}`);
  add('language', state.language && `Language: ${labelOf(LANGUAGES, state.language)}`);
  add('setting', state.setting && `Setting: ${labelOf(SERVICE_SETTINGS, state.setting)}`);
  add('accepting', state.accepting && 'Accepting new clients');
  add('zip', state.zip && `Within ${String(state.miles)} miles of ${state.zip}`);
  return chips;
}
