import { describe, expect, it } from 'vitest';
import type { AdminCenter } from './admin-data.ts';
import { filterCenters, pageOf } from './center-filter.ts';

const center = (over: Partial<AdminCenter>): AdminCenter => ({
  id: 'id',
  siteProblem: '',
  number: 1,
  slug: 's',
  company_name: 'Bright Path',
  address: '',
  city: 'Edina',
  zip_code: '55424',
  phone_number: '',
  website: '',
  email: '',
  logo: '',
  owner: '',
  claimed: false,
  approved: '',
  premium: false,
  featured: false,
  access_code: '',
  stale_reminder_sent: '',
  facts_updated: '',
  availability_updated: '',
  created: '',
  ...over,
});

const all = [
  center({ id: 'a', number: 12, company_name: 'Bright Path', approved: 'pending' }),
  center({
    id: 'b',
    number: 7,
    company_name: 'North Star',
    city: 'Duluth',
    access_code: '12345678',
  }),
  center({
    id: 'c',
    number: 3,
    company_name: 'Lakeside',
    claimed: true,
    owner: 'u1',
    approved: 'yes',
  }),
];
const ids = (query: string, status: Parameters<typeof filterCenters>[1]['status'] = 'all') =>
  filterCenters(all, { query, status }).map((c) => c.id);

describe('filterCenters', () => {
  it('finds by name, city, number, ZIP code and access code', () => {
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('north')).toEqual(['b']);
    expect(ids('DULUTH')).toEqual(['b']);
    expect(ids('#12')).toEqual(['a']);
    expect(ids('3')).toEqual(['c']);
    expect(ids('12345678')).toEqual(['b']);
    expect(ids('55424')).toEqual(['a', 'b', 'c']);
  });

  it('filters by the admin status', () => {
    expect(ids('', 'pending')).toEqual(['a']);
    expect(ids('', 'available')).toEqual(['b']);
    expect(ids('', 'approved')).toEqual(['c']);
    expect(ids('', 'unclaimed')).toEqual([]);
  });
});

describe('pageOf', () => {
  it('slices pages and keeps the page within range', () => {
    const items = [1, 2, 3, 4, 5];
    expect(pageOf(items, 1, 2)).toEqual({ items: [1, 2], pages: 3 });
    expect(pageOf(items, 3, 2)).toEqual({ items: [5], pages: 3 });
    expect(pageOf(items, 9, 2)).toEqual({ items: [5], pages: 3 });
    expect(pageOf([], 1, 2)).toEqual({ items: [], pages: 1 });
  });
});
