/**
 * The site's languages: English at the addresses it always had, and Spanish, Somali and Hmong,
 * Minnesota's largest language communities after English, under /es/, /so/ and /hmn/
 * (astro.config.ts declares the same list for Astro's i18n routing).
 */
export const LOCALES = ['en', 'es', 'so', 'hmn'] as const;

/** A language of the site. */
export type Locale = (typeof LOCALES)[number];

/** English: its pages keep their addresses, without a prefix. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** The languages with a prefix of their own. */
export const TRANSLATED_LOCALES = ['es', 'so', 'hmn'] as const satisfies readonly Locale[];

/** A translated language. */
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** Each language's name in that language, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  so: 'Soomaali',
  hmn: 'Hmoob',
};

/**
 * The tag given to Intl for dates and numbers. CLDR has no Hmong (hmn) data, so Intl would fall
 * back to the runtime's default; Hmong writes numbers as English does, and its month names
 * come from its catalog (format.ts).
 */
export const INTL_TAGS: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-US',
  so: 'so-SO',
  hmn: 'en-US',
};

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return typeof value === 'string' && (TRANSLATED_LOCALES as readonly string[]).includes(value);
}

/** A locale from anything that may name one (Astro.currentLocale, <html lang>); English otherwise. */
export function toLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The pages that exist in every language: the public site. The dashboard, the admin panel,
 * the API, PocketBase and data files stay at one address in English.
 */
const UNTRANSLATED =
  /^\/(?:(?:dashboard|admin|api|_|open-data|directory-index|sitemap|robots|favicon|_astro|pagefind|images)(?:[/?#.]|$)|centers\/(?:cards|locations|zip)\/|careers\/jobs-index)/;

/** Whether `path` (a site path) has versions in every language. */
export function isTranslatedPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNTRANSLATED.test(path);
}

/**
 * The language a site path is in and the path without its language prefix:
 * '/es/centers' gives es and '/centers'; '/centers' gives en and '/centers'.
 */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/(es|so|hmn)(?=[/?#]|$)/.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path };
  const rest = path.slice(match[0].length);
  return {
    locale: match[1] as Locale,
    path: rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest,
  };
}

/**
 * `path` (an English site path, perhaps with a query or fragment) in `locale`: '/centers' in
 * Spanish is '/es/centers', '/' is '/es'. Paths that exist only in English, other origins and
 * paths already in a language are returned as they are. Written here rather than taken from
 * `astro:i18n` because islands, client scripts, PocketBase's hooks and unit tests use it too,
 * where Astro's virtual modules do not exist.
 */
export function localizePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !isTranslatedPath(path)) return path;
  if (splitLocale(path).locale !== DEFAULT_LOCALE) return path;
  if (path === '/' || /^\/[?#]/.test(path)) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** The same page in every language (for hreflang and the language switcher). */
export function pageInEveryLocale(path: string): { locale: Locale; path: string }[] {
  const english = splitLocale(path).path;
  return LOCALES.map((locale) => ({ locale, path: localizePath(locale, english) }));
}
