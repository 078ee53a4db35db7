import { describe, expect, it } from 'vitest';
import { alternateLinks, languageLinks } from './language-links.ts';

const site = 'https://mn-autism.example/';

describe('languageLinks (the language switcher)', () => {
  it('links the same page in every language, each named in its own, the current one marked', () => {
    expect(languageLinks('/es/faq/')).toEqual([
      { locale: 'en', href: '/faq/', name: 'English', current: false },
      { locale: 'es', href: '/es/faq/', name: 'Español', current: true },
      { locale: 'so', href: '/so/faq/', name: 'Soomaali', current: false },
      { locale: 'hmn', href: '/hmn/faq/', name: 'Hmoob', current: false },
    ]);
  });

  it('goes between the home pages', () => {
    expect(languageLinks('/').map((link) => [link.href, link.current])).toEqual([
      ['/', true],
      ['/es', false],
      ['/so', false],
      ['/hmn', false],
    ]);
    expect(languageLinks('/hmn').find((link) => link.current)?.locale).toBe('hmn');
  });

  it("keeps an on-demand page's query", () => {
    expect(languageLinks('/so/centers/search', '?q=ABA').map((link) => link.href)).toEqual([
      '/centers/search?q=ABA',
      '/es/centers/search?q=ABA',
      '/so/centers/search?q=ABA',
      '/hmn/centers/search?q=ABA',
    ]);
  });

  it("sends the not-found page's visitors to each language's home page", () => {
    expect(languageLinks('/es/404/').map((link) => link.href)).toEqual(['/', '/es', '/so', '/hmn']);
    expect(languageLinks('/404.html').map((link) => link.href)).toEqual([
      '/',
      '/es',
      '/so',
      '/hmn',
    ]);
  });

  it('offers nothing on pages that exist only in English', () => {
    expect(languageLinks('/dashboard')).toEqual([]);
    expect(languageLinks('/admin/centers')).toEqual([]);
    expect(languageLinks('/open-data/')).toEqual([]);
  });
});

describe('alternateLinks (hreflang)', () => {
  it('gives the canonical address of every version and x-default, the same from each', () => {
    const expected = [
      { hreflang: 'en', href: 'https://mn-autism.example/pricing/' },
      { hreflang: 'es', href: 'https://mn-autism.example/es/pricing/' },
      { hreflang: 'so', href: 'https://mn-autism.example/so/pricing/' },
      { hreflang: 'hmn', href: 'https://mn-autism.example/hmn/pricing/' },
      { hreflang: 'x-default', href: 'https://mn-autism.example/pricing/' },
    ];
    for (const path of ['/pricing', '/es/pricing/', '/so/pricing', '/hmn/pricing/']) {
      expect(alternateLinks(path, site)).toEqual(expected);
    }
  });

  it('gives the home pages with their trailing slash', () => {
    expect(alternateLinks('/es', site).map((link) => link.href)).toEqual([
      'https://mn-autism.example/',
      'https://mn-autism.example/es/',
      'https://mn-autism.example/so/',
      'https://mn-autism.example/hmn/',
      'https://mn-autism.example/',
    ]);
  });

  it('names none for the not-found page and English-only pages', () => {
    expect(alternateLinks('/es/404/', site)).toEqual([]);
    expect(alternateLinks('/dashboard', site)).toEqual([]);
  });
});
