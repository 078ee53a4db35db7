import { describe, expect, it } from 'vitest';
import { directoryCenterFixture } from '../../testing/directory-center.ts';
import { pagefindRecord } from './search-index.ts';
import { SEARCH_FILTERS } from './search-record.ts';

describe("a center's Pagefind record", () => {
  const center = directoryCenterFixture({
    number: 7,
    company_name: 'Loon Lake Therapy',
    services: ['ABA Therapy', 'Speech Therapy'],
    languages: ['english', 'somali'],
  });
  const record = pagefindRecord(center);

  it("points at the center's page and searches exactly its search text", () => {
    expect(record.url).toBe('/center/loon-lake-therapy-7/');
    expect(record.language).toBe('en');
    expect(record.content).toBe(
      'Loon Lake Therapy\nDuluth\nTherapy for young children.\nABA Therapy, Speech Therapy',
    );
  });

  it('groups the filter values by key, with no sort key (pages are numbered in directory order)', () => {
    expect(record.filters?.[SEARCH_FILTERS.service]).toEqual(['ABA Therapy', 'Speech Therapy']);
    expect(record.filters?.[SEARCH_FILTERS.language]).toEqual(['english', 'somali']);
    expect(record.sort).toBeUndefined();
    expect(record.meta?.['title']).toBe('Loon Lake Therapy');
  });
});

describe("a center's record in a translated language's index", () => {
  const center = directoryCenterFixture({
    number: 7,
    company_name: 'Loon Lake Therapy',
    services: ['ABA Therapy'],
    insurance_accepted: ['medical-assistance'],
    service_settings: ['telehealth'],
  });
  const record = pagefindRecord(center, 'es');

  it("is in that language's index and points at that language's page", () => {
    expect(record.language).toBe('es');
    expect(record.url).toBe('/es/center/loon-lake-therapy-7/');
  });

  it("searches what the owner wrote as written and the facts in the language's words", () => {
    expect(record.content).toContain('Loon Lake Therapy\nDuluth');
    expect(record.content).toContain('ABA Therapy');
    expect(record.content).toContain('Asistencia Médica (MA)');
    expect(record.content).toContain('Telesalud');
    expect(record.content).not.toContain('Medical Assistance');
  });

  it('keeps the same filters and card as the English record', () => {
    expect(record.filters).toEqual(pagefindRecord(center).filters);
  });
});
