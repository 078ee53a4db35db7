import { describe, expect, it } from 'vitest';
import { centerFixture } from '../../testing/center-record.ts';
import { formatHour, formatRecordDate, ownerDescription } from './localized.ts';

describe('ownerDescription', () => {
  const center = centerFixture({
    business_description: 'Therapy for young children.',
    business_description_es: 'Terapia para niños pequeños.',
  });

  it("gives the owner's version in the page's language, marked with it", () => {
    expect(ownerDescription(center, 'es')).toEqual({
      text: 'Terapia para niños pequeños.',
      lang: 'es',
    });
  });

  it('falls back to the English description, marked English, where the owner wrote none', () => {
    expect(ownerDescription(center, 'so')).toEqual({
      text: 'Therapy for young children.',
      lang: 'en',
    });
    expect(ownerDescription(center, 'en').lang).toBe('en');
    const blank = centerFixture({ business_description_hmn: '   ' });
    expect(ownerDescription(blank, 'hmn').lang).toBe('en');
  });
});

describe('formatHour', () => {
  it('keeps English as it was and writes each language its way', () => {
    expect(formatHour('en', '08:00')).toBe('8:00 AM');
    expect(formatHour('en', '17:30')).toBe('5:30 PM');
    expect(formatHour('es', '17:30')).toMatch(/^5:30\sp\.\s?m\.$/);
    expect(formatHour('hmn', '17:30')).toBe('5:30 PM');
    expect(formatHour('so', 'not a time')).toBe('not a time');
  });
});

describe('formatRecordDate', () => {
  it('writes a stored date as the language does, and nothing for a blank one', () => {
    expect(formatRecordDate('es', '2026-11-10 12:00:00.000Z')).toBe('10 de noviembre de 2026');
    expect(formatRecordDate('hmn', '2026-11-10 12:00:00.000Z')).toBe('10 Lub Kaum Ib Hlis 2026');
    expect(formatRecordDate('es', '')).toBe('');
  });
});
