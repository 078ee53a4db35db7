import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './filter-state.ts';
import { pagefindQuery } from './pagefind-query.ts';

describe('the Pagefind search of a filter state', () => {
  it('asks Pagefind nothing when every center passes, or only a city or distance is chosen', () => {
    expect(pagefindQuery(NO_FILTERS)).toBeNull();
    expect(pagefindQuery({ ...NO_FILTERS, city: 'Duluth', zip: '55802' })).toBeNull();
  });

  it('searches the text and filters on each chosen value, without sorting or counting', () => {
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
    expect(query).toEqual({
      term: 'speech',
      filters: {
        service: 'ABA Therapy',
        age: 'adolescent',
        insurance: 'ucare',
        language: 'hmong',
        setting: 'school',
        accepting: 'accepting',
      },
    });
  });
});
