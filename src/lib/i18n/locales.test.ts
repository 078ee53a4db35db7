import { describe, expect, it } from 'vitest';
import { isTranslatedPath, localizePath, pageInEveryLocale, splitLocale } from './locales.ts';

describe('localizePath', () => {
  it('prefixes public pages, keeping query and fragment', () => {
    expect(localizePath('es', '/centers')).toBe('/es/centers');
    expect(localizePath('so', '/')).toBe('/so');
    expect(localizePath('hmn', '/centers?city=Duluth#results')).toBe(
      '/hmn/centers?city=Duluth#results',
    );
    expect(localizePath('es', '/?x=1')).toBe('/es?x=1');
  });
  it('leaves English, English-only pages, other origins and prefixed paths alone', () => {
    expect(localizePath('en', '/centers')).toBe('/centers');
    expect(localizePath('es', '/dashboard')).toBe('/dashboard');
    expect(localizePath('es', '/admin')).toBe('/admin');
    expect(localizePath('es', '/api/files/x/y.png')).toBe('/api/files/x/y.png');
    expect(localizePath('es', 'https://example.org/')).toBe('https://example.org/');
    expect(localizePath('es', '//example.org/')).toBe('//example.org/');
    expect(localizePath('es', '/es/centers')).toBe('/es/centers');
    expect(localizePath('es', '/centers/cards/1.json')).toBe('/centers/cards/1.json');
  });
  it('does not take a path that merely starts like a language for one', () => {
    expect(splitLocale('/essays').locale).toBe('en');
    expect(splitLocale('/es').path).toBe('/');
    expect(splitLocale('/so/center/x-1').path).toBe('/center/x-1');
    expect(isTranslatedPath('/pagefind/pagefind.js')).toBe(false);
  });
});

describe('pageInEveryLocale', () => {
  it('gives the same page in each language', () => {
    expect(pageInEveryLocale('/es/faq')).toEqual([
      { locale: 'en', path: '/faq' },
      { locale: 'es', path: '/es/faq' },
      { locale: 'so', path: '/so/faq' },
      { locale: 'hmn', path: '/hmn/faq' },
    ]);
  });
});
