import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './filter-state.ts';
import { pagefindQuery } from './pagefind-query.ts';

describe('the Pagefind search of a filter state', () => {
  it('lists every center in directory order when nothing is chosen', () => {
    // The city filter that keeps every city makes Pagefind count the results per city.
    expect(pagefindQuery(NO_FILTERS)).toEqual({
      term: null,
      filters: { city: { none: [] } },
      sort: { order: 'asc' },
    });
  });

  it('searches the text and filters on each chosen value', () => {
    const query = pagefindQuery({
      ...NO_FILTERS,
      search: 'speech',
      city: 'Saint Paul',
      service: 'ABA Therapy',
      age: 'adolescent',
      insurance: 'ucare',
      language: 'hmong',
      setting: 'school',
      accepting: true,
    });
    expect(query.term).toBe('speech');
    expect(query.filters).toEqual({
      city: 'Saint Paul',
      service: 'ABA Therapy',
      age: 'adolescent',
      insurance: 'ucare',
      language: 'hmong',
      setting: 'school',
      accepting: 'accepting',
    });
  });
});
