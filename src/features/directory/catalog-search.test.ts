import { describe, expect, it } from 'vitest';
import { directoryCenterFixture } from '../../testing/directory-center.ts';
import { searchCatalog } from './catalog-search.ts';
import { parseFilters, zipEntryProblem } from './filter-state.ts';

const centers = [
  directoryCenterFixture({ number: 1, company_name: 'Amber Oak', city: 'Duluth' }),
  directoryCenterFixture({
    number: 2,
    company_name: 'Birch Path',
    city: 'Minneapolis',
    latitude: 44.98,
    longitude: -93.27,
    services: ['Occupational Therapy'],
  }),
  directoryCenterFixture({
    number: 3,
    company_name: 'Cedar Café',
    city: 'Saint Paul',
    latitude: 44.95,
    longitude: -93.1,
    accepting_clients: 'waitlist',
  }),
];
// 55101 (Saint Paul) and 55401 (Minneapolis), as the ZIP table holds them.
const zips = { '55101': [44.9442, -93.0936], '55401': [44.9835, -93.2683] } as const;
const names = (query: Record<string, string>) =>
  searchCatalog(centers, parseFilters(query), zips).centers.map((c) => c.name);

describe('searchCatalog (the search page without JavaScript)', () => {
  it('finds every word typed at the start of a word of the searchable text, accents ignored', () => {
    expect(names({ search: 'therap' })).toEqual(['Amber Oak', 'Birch Path', 'Cedar Café']);
    expect(names({ search: 'cafe' })).toEqual(['Cedar Café']);
    expect(names({ search: 'occupational path' })).toEqual(['Birch Path']);
    expect(names({ search: 'herapy' })).toEqual([]);
  });

  it('filters by city, service and openings as the page does', () => {
    expect(names({ city: 'Duluth' })).toEqual(['Amber Oak']);
    expect(names({ service: 'Speech Therapy' })).toEqual(['Amber Oak', 'Cedar Café']);
    expect(names({ accepting: '1' })).toEqual(['Amber Oak', 'Birch Path']);
  });

  it('lists the centers around a ZIP code nearest first, with their miles', () => {
    const near = searchCatalog(centers, parseFilters({ zip: '55101', miles: '25' }), zips);
    expect(near.centers.map((c) => c.name)).toEqual(['Cedar Café', 'Birch Path']);
    expect(near.distances?.get(3)).toBeLessThan(near.distances?.get(2) ?? 0);
    expect(names({ zip: '55401', miles: '25' })).toEqual(['Birch Path', 'Cedar Café']);
  });

  it('says when a five-digit ZIP code is not in Minnesota, and applies no distance', () => {
    const far = searchCatalog(centers, parseFilters({ zip: '90210' }), zips);
    expect(far.zipNotFound).toBe(true);
    expect(far.centers).toHaveLength(3);
  });
});

describe('zipEntryProblem', () => {
  it('explains a ZIP code that is not five digits, and nothing else', () => {
    expect(zipEntryProblem('')).toBeNull();
    expect(zipEntryProblem('55401')).toBeNull();
    expect(zipEntryProblem('5540')).toBe(
      '“5540” is not a ZIP code: enter 5 digits, such as 55401. Distance is not applied.',
    );
    expect(zipEntryProblem('55a01')).toMatch(/^“55a01” is not a ZIP code/);
  });
});
