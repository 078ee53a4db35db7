import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  matchesFilters,
  resultCount,
  searchFromFilters,
  type JobIndexEntry,
} from './job-filters.ts';

const bt: JobIndexEntry = {
  id: 'a',
  text: 'behavior technician\none-to-one aba sessions in st. paul',
  place: 'roseville, mn\nroseville\nminnesota',
  type: 'part-time',
};

describe('the /careers filters', () => {
  it('match title or description, case-insensitively', () => {
    expect(matchesFilters(bt, { q: 'Technician', location: '', type: '' })).toBe(true);
    expect(matchesFilters(bt, { q: 'ABA sessions', location: '', type: '' })).toBe(true);
    expect(matchesFilters(bt, { q: 'therapist', location: '', type: '' })).toBe(false);
  });

  it('match the location, the center city or the state', () => {
    expect(matchesFilters(bt, { q: '', location: 'rosev', type: '' })).toBe(true);
    expect(matchesFilters(bt, { q: '', location: 'Minnesota', type: '' })).toBe(true);
    expect(matchesFilters(bt, { q: '', location: 'Duluth', type: '' })).toBe(false);
  });

  it('match the employment type exactly, all types when empty', () => {
    expect(matchesFilters(bt, { q: '', location: '', type: 'part-time' })).toBe(true);
    expect(matchesFilters(bt, { q: '', location: '', type: 'full-time' })).toBe(false);
  });

  it('need every filter to match', () => {
    expect(matchesFilters(bt, { q: 'technician', location: 'duluth', type: '' })).toBe(false);
  });

  it('round-trip through the address, dropping unknown types', () => {
    const filters = filtersFromSearch('?q=+BCBA+&location=Duluth&type=contract');
    expect(filters).toEqual({ q: 'BCBA', location: 'Duluth', type: 'contract' });
    expect(searchFromFilters(filters)).toBe('?q=BCBA&location=Duluth&type=contract');
    expect(filtersFromSearch('?type=forever').type).toBe('');
    expect(searchFromFilters({ q: '', location: '', type: '' })).toBe('');
  });

  it('count results in words', () => {
    expect(resultCount(1)).toBe('1 job found');
    expect(resultCount(12)).toBe('12 jobs found');
  });
});
