import { describe, expect, it } from 'vitest';
import { releaseFixture } from '../../testing/open-data-release.ts';
import { readListQuery, selectServices, servicesPage, type ListQuery } from './service-query.ts';

const { index } = releaseFixture([
  {
    center: { company_name: 'Aspen Kids ABA', city: 'Rochester', services: ['ABA Therapy'] },
    updated: '2026-11-01 08:00:00.000Z',
  },
  {
    center: { company_name: 'Birch Speech', city: 'Saint Paul', services: ['Speech Therapy'] },
    updated: '2026-11-15 08:00:00.000Z',
  },
  {
    center: { company_name: 'Cedar Center', city: 'Duluth', services: ['Occupational Therapy'] },
    updated: '2026-11-20 08:00:00.000Z',
  },
]);

function names(params: string): string[] {
  const read = readListQuery(new URLSearchParams(params));
  if ('error' in read) throw new Error(read.error);
  return servicesPage(selectServices(index, read.query), read.query).contents.map((s) =>
    String(s['name'] ?? s['id']),
  );
}

const termId = (name: string) => index.terms.find((t) => t.name === name)?.id ?? '';

describe('/services queries', () => {
  it('search over name, city, description and service types, every word', () => {
    expect(names('search=speech')).toEqual(['Birch Speech']);
    expect(names('search=SAINT paul')).toEqual(['Birch Speech']);
    expect(names('search=occupational duluth')).toEqual(['Cedar Center']);
    expect(names('search=rochester speech')).toEqual([]);
  });

  it('modified_after keeps services last modified at or after it', () => {
    expect(names('modified_after=2026-11-15T08:00:00Z')).toEqual(['Birch Speech', 'Cedar Center']);
    expect(names('modified_after=2026-11-21')).toEqual([]);
  });

  it('taxonomy_term_id and taxonomy_id filter by attributes, and filters add up', () => {
    expect(names(`taxonomy_term_id=${termId('Speech Therapy')}`)).toEqual(['Birch Speech']);
    expect(names(`taxonomy_term_id=${termId('Speech Therapy')}&search=cedar`)).toEqual([]);
    const serviceTypes = index.taxonomies.find((t) => t.name === 'Service types')?.id ?? '';
    expect(names(`taxonomy_id=${serviceTypes}`)).toHaveLength(3);
  });

  it('pages with page and per_page', () => {
    const read = readListQuery(new URLSearchParams('per_page=2&page=2')) as { query: ListQuery };
    const page = servicesPage(selectServices(index, read.query), read.query);
    expect(page).toMatchObject({
      total_items: 3,
      total_pages: 2,
      page_number: 2,
      size: 1,
      first_page: false,
      last_page: true,
      empty: false,
    });
  });

  it('minimal gives every id and last_modified in one page', () => {
    const read = readListQuery(new URLSearchParams('minimal=true')) as { query: ListQuery };
    const page = servicesPage(selectServices(index, read.query), read.query);
    expect(page.size).toBe(3);
    expect(Object.keys(page.contents[0] ?? {})).toEqual(['id', 'last_modified']);
  });

  it('says what is wrong with a bad parameter', () => {
    expect(readListQuery(new URLSearchParams('page=0'))).toEqual({
      error: 'page must be a whole number of 1 or more',
    });
    expect(readListQuery(new URLSearchParams('per_page=5000'))).toEqual({
      error: 'per_page must be at most 500',
    });
    expect(readListQuery(new URLSearchParams('modified_after=yesterday'))).toEqual({
      error: 'modified_after must be a date-time such as 2026-01-31T00:00:00Z',
    });
    expect(readListQuery(new URLSearchParams('minimal=yes'))).toEqual({
      error: 'minimal must be true or false',
    });
  });
});
