import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  hasFilters,
  parseFilters,
  toFilterForm,
  toQueryString,
  type FilterState,
} from './filter-state.ts';

const every: FilterState = {
  search: 'speech therapy',
  city: 'Saint Paul',
  service: 'ABA Therapy',
  age: 'school-age',
  insurance: 'medical-assistance',
  language: 'somali',
  setting: 'telehealth',
  accepting: true,
  zip: '55401',
  miles: 10,
};

describe('directory filters in the URL', () => {
  it('reads every filter from a shared link', () => {
    const params = new URLSearchParams(
      'search=speech+therapy&city=Saint+Paul&service=ABA+Therapy&age=school-age&insurance=medical-assistance&language=somali&setting=telehealth&accepting=1&zip=55401&miles=10',
    );
    expect(parseFilters(params)).toEqual(every);
  });

  it('writes only the filters in use, in a fixed order', () => {
    expect(toQueryString(every)).toBe(
      'search=speech+therapy&city=Saint+Paul&service=ABA+Therapy&age=school-age&insurance=medical-assistance&language=somali&setting=telehealth&accepting=1&zip=55401&miles=10',
    );
    expect(toQueryString({ ...NO_FILTERS, city: 'Duluth' })).toBe('city=Duluth');
    expect(toQueryString(NO_FILTERS)).toBe('');
  });

  it('survives a round trip through the URL and through the form', () => {
    expect(parseFilters(new URLSearchParams(toQueryString(every)))).toEqual(every);
    expect(parseFilters(toFilterForm(every))).toEqual(every);
    expect(parseFilters(new URLSearchParams(toQueryString(NO_FILTERS)))).toEqual(NO_FILTERS);
  });

  it('drops values that are not on the choice lists instead of matching nothing', () => {
    const state = parseFilters(
      new URLSearchParams(
        'age=toddlers&insurance=acme&language=klingon&setting=moon&accepting=yes',
      ),
    );
    expect(state).toEqual(NO_FILTERS);
    expect(hasFilters(state)).toBe(false);
  });

  it('trims the search text and collapses its spaces', () => {
    expect(parseFilters({ search: '   speech    therapy  ' }).search).toBe('speech therapy');
    expect(parseFilters({ search: 'x'.repeat(500) }).search).toHaveLength(100);
  });

  it('uses a ZIP code only when it has five digits, and 25 miles unless told', () => {
    expect(parseFilters({ zip: '5540' }).zip).toBe('');
    expect(parseFilters({ zip: 'abcde' }).zip).toBe('');
    expect(parseFilters({ zip: ' 55401 ' })).toMatchObject({ zip: '55401', miles: 25 });
    expect(parseFilters({ zip: '55401', miles: '7' }).miles).toBe(25);
    expect(parseFilters({ zip: '55401', miles: '50' }).miles).toBe(50);
  });

  it('leaves the radius out of the URL when there is no ZIP code', () => {
    expect(toQueryString({ ...NO_FILTERS, miles: 50 })).toBe('');
    expect(hasFilters({ ...NO_FILTERS, miles: 50 })).toBe(false);
  });

  it('reads accepting=1 (the form checkbox) and accepting=true as on', () => {
    expect(parseFilters({ accepting: '1' }).accepting).toBe(true);
    expect(parseFilters({ accepting: 'true' }).accepting).toBe(true);
    expect(parseFilters({ accepting: '' }).accepting).toBe(false);
  });
});
