import { describe, expect, it } from 'vitest';
import englishDirectory from '../../lib/i18n/messages/en/directory.ts';
import spanishDirectory from '../../lib/i18n/messages/es/directory.ts';
import { ENGLISH_COUNT_WORDS, mapCount } from './map-markers.ts';

describe("the map's counts", () => {
  it("words English as the catalog does (the page script's own copy)", () => {
    expect(ENGLISH_COUNT_WORDS).toEqual({
      one: englishDirectory.centersOne,
      other: englishDirectory.centersOther,
    });
    expect(mapCount(1, ENGLISH_COUNT_WORDS, 'en')).toBe('1 center');
    expect(mapCount(12, ENGLISH_COUNT_WORDS, 'en')).toBe('12 centers');
  });

  it("words another language with the page's words", () => {
    const words = { one: spanishDirectory.centersOne, other: spanishDirectory.centersOther };
    expect(mapCount(1, words, 'es')).toBe('1 centro');
    expect(mapCount(3, words, 'es')).toBe('3 centros');
    expect(mapCount(3, { one: '{count} lub chaw', other: '{count} lub chaw' }, 'hmn')).toBe(
      '3 lub chaw',
    );
  });
});
