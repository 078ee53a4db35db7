import {
  DEFAULT_LOCALE,
  isTranslatedPath,
  LOCALE_NAMES,
  localizePath,
  pageInEveryLocale,
  splitLocale,
  type Locale,
} from '../lib/i18n/locales.ts';
import { canonicalUrl, routes } from '../lib/routes.ts';

/** A link of the language switcher: the same page in one language. */
export interface LanguageLink {
  locale: Locale;
  href: string;
  /** The language's name in that language ('Español'). */
  name: string;
  current: boolean;
}

/** The not-found page has no page of its own to switch to: its languages' home pages stand in. */
const NOT_FOUND = /^\/404(?:\/|\.html)?$/;

/**
 * The language switcher's links for the page at `pathname` (Astro.url.pathname, with its
 * language prefix): the same page in every language, keeping `search` (the query of an
 * on-demand page, such as a search). None on pages that exist only in English.
 */
export function languageLinks(pathname: string, search = ''): LanguageLink[] {
  const { locale: current, path } = splitLocale(pathname);
  if (!isTranslatedPath(path)) return [];
  if (NOT_FOUND.test(path)) {
    return pageInEveryLocale(routes.home).map(({ locale, path: home }) => ({
      locale,
      href: home,
      name: LOCALE_NAMES[locale],
      current: locale === current,
    }));
  }
  return pageInEveryLocale(path).map(({ locale, path: target }) => ({
    locale,
    href: `${target}${search}`,
    name: LOCALE_NAMES[locale],
    current: locale === current,
  }));
}

/** One `<link rel="alternate">` of a page's head. */
export interface AlternateLink {
  hreflang: Locale | 'x-default';
  href: string;
}

/**
 * The page's versions for search engines (hreflang): each language's canonical address, and
 * x-default, the English page, for visitors whose language the site does not have. The same
 * list on every version of a page, so each names the others and itself. None for pages that
 * exist only in English.
 */
export function alternateLinks(pathname: string, site: URL | string): AlternateLink[] {
  const { path } = splitLocale(pathname);
  if (!isTranslatedPath(path) || NOT_FOUND.test(path)) return [];
  const versions = pageInEveryLocale(path).map(({ locale, path: target }) => ({
    hreflang: locale,
    href: canonicalUrl(target, site),
  }));
  return [
    ...versions,
    { hreflang: 'x-default', href: canonicalUrl(localizePath(DEFAULT_LOCALE, path), site) },
  ];
}

/**
 * og:locale of each language (Open Graph's language_TERRITORY form). Spanish as spoken in the
 * United States, Somali as CLDR tags it (so_SO). Hmong has no territory in CLDR and no locale
 * in Facebook's list: hmn_US names the language (ISO 639-2) and where the site's readers live;
 * a reader that does not know it falls back to its default, as for any unknown locale.
 */
export const OG_LOCALES: Record<Locale, string> = {
  en: 'en_US',
  es: 'es_US',
  so: 'so_SO',
  hmn: 'hmn_US',
};
