import { afterEach, describe, expect, it, vi } from 'vitest';
import { format, formatDate, formatNumber, formatPrice, plural, translateText } from './format.ts';

describe('format', () => {
  it('fills each placeholder and leaves unknown ones', () => {
    expect(format('{a} and {b}, {c}', { a: 1, b: 'two' })).toBe('1 and two, {c}');
  });
});

describe('plural', () => {
  const messages = { one: '{count} center', other: '{count} centers' };
  it('picks the form by count', () => {
    expect(plural('en', 1, messages)).toBe('1 center');
    expect(plural('en', 1234, messages)).toBe('1,234 centers');
    expect(plural('es', 2, { one: '{count} centro', other: '{count} centros' })).toBe('2 centros');
  });
});

describe('plural without Intl (PocketBase hooks run it)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  it('takes 1 alone as singular and writes the digits', () => {
    vi.stubGlobal('Intl', undefined);
    const weeks = { one: '{count} semana', other: '{count} semanas' };
    expect(plural('es', 1, weeks)).toBe('1 semana');
    expect(plural('es', 0, weeks)).toBe('0 semanas');
    expect(plural('so', 12, { one: '{count} x', other: '{count} y' })).toBe('12 y');
  });
});

describe('formatDate', () => {
  // Noon UTC: the same calendar day in Minnesota.
  const day = new Date('2026-11-27T18:00:00Z');
  it('writes the day in each language', () => {
    expect(formatDate('en', day)).toBe('November 27, 2026');
    expect(formatDate('es', day)).toBe('27 de noviembre de 2026');
    expect(formatDate('hmn', day)).toBe('27 Lub Kaum Ib Hlis 2026');
    expect(formatDate('so', day)).toMatch(/2026/);
  });
  it("takes the day as it is in Minnesota, not UTC's", () => {
    expect(formatDate('en', new Date('2026-11-28T03:00:00Z'))).toBe('November 27, 2026');
  });
});

describe('formatNumber', () => {
  it('groups digits as the language does', () => {
    expect(formatNumber('en', 10000)).toBe('10,000');
  });
});

describe('translateText', () => {
  it('translates a known English text and keeps an unknown one', () => {
    const table = { 'Name is required': 'El nombre es obligatorio' };
    expect(translateText(table, 'Name is required')).toBe('El nombre es obligatorio');
    expect(translateText(table, 'Something else')).toBe('Something else');
    expect(translateText(table, 'toString')).toBe('toString');
  });
});

describe('formatPrice', () => {
  it('writes whole dollars without cents and other prices with them, per language', () => {
    expect(formatPrice('en', 49)).toBe('$49');
    expect(formatPrice('en', 0)).toBe('$0');
    expect(formatPrice('en', 49.5)).toBe('$49.50');
    expect(formatPrice('es', 99)).toBe('$99');
    expect(formatPrice('so', 99)).toBe('US$99');
    expect(formatPrice('hmn', 1200)).toBe('$1,200');
  });
});
