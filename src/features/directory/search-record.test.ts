import { describe, expect, it } from 'vitest';
import { CardCenterSchema } from '../../domain/center/card-center.ts';
import { rankOf, searchRecord, SEARCH_FILTERS } from './search-record.ts';
import { directoryCenterFixture } from '../../testing/directory-center.ts';

describe('a center in the search index', () => {
  const center = directoryCenterFixture({
    number: 7,
    company_name: 'Loon Lake Therapy',
    services: ['ABA Therapy', 'Speech Therapy'],
    ages_served: ['preschool'],
    insurance_accepted: ['medica', 'ucare'],
    languages: ['english', 'somali'],
    service_settings: ['home', 'telehealth'],
    accepting_clients: 'waitlist',
  });
  const record = searchRecord(center);
  const values = (key: string) => record.filters.filter(([k]) => k === key).map(([, v]) => v);

  it('searches exactly the name, city, description and services', () => {
    expect(record.text).toEqual([
      'Loon Lake Therapy',
      'Duluth',
      'Therapy for young children.',
      'ABA Therapy, Speech Therapy',
    ]);
  });

  it('carries one filter value per stored value', () => {
    expect(values('city')).toEqual([]);
    expect(values(SEARCH_FILTERS.service)).toEqual(['ABA Therapy', 'Speech Therapy']);
    expect(values(SEARCH_FILTERS.age)).toEqual(['preschool']);
    expect(values(SEARCH_FILTERS.insurance)).toEqual(['medica', 'ucare']);
    expect(values(SEARCH_FILTERS.language)).toEqual(['english', 'somali']);
    expect(values(SEARCH_FILTERS.setting)).toEqual(['home', 'telehealth']);
    expect(values(SEARCH_FILTERS.accepting)).toEqual(['waitlist']);
  });

  it('stores the card the directory shows for a result', () => {
    const [json] = values(SEARCH_FILTERS.card);
    const card = CardCenterSchema.parse(JSON.parse(json ?? ''));
    expect(card).toMatchObject({
      number: 7,
      name: 'Loon Lake Therapy',
      href: '/center/loon-lake-therapy-7',
    });
  });

  it("keeps a photo's alt text out of the search by emptying Pagefind's automatic image meta", () => {
    expect(record.meta).toEqual([
      ['title', 'Loon Lake Therapy'],
      ['image', ''],
      ['image_alt', ''],
    ]);
  });

  it('leaves out a missing availability instead of filtering on an empty value', () => {
    const unknown = searchRecord(directoryCenterFixture({ accepting_clients: '' }));
    expect(unknown.filters.some(([k]) => k === SEARCH_FILTERS.accepting)).toBe(false);
  });

  it('knows each center position in the catalog order', () => {
    const a = directoryCenterFixture({ number: 1 });
    const b = directoryCenterFixture({ number: 2 });
    const list = [b, a];
    expect(rankOf(list, a)).toBe(1);
    expect(rankOf(list, b)).toBe(0);
    expect(() => rankOf(list, directoryCenterFixture({ number: 99 }))).toThrow(
      /not in the catalog/,
    );
  });
});
