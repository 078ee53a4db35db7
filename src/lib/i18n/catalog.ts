import { en } from './messages/en/index.ts';
import { es } from './messages/es/index.ts';
import { hmn } from './messages/hmn/index.ts';
import { so } from './messages/so/index.ts';
import { toLocale, type Locale } from './locales.ts';
import type { Catalog, Namespace } from './types.ts';

const CATALOGS: Record<Locale, Catalog> = { en, es, so, hmn };

/**
 * Every message in `locale` (Astro.currentLocale, or a record's language): pages and
 * PocketBase's hooks read them here. Islands get theirs as a prop (islandMessages).
 */
export function messagesFor(locale: string | null | undefined): Catalog {
  return CATALOGS[toLocale(locale)];
}

/** Some namespaces of a catalog, as an island's `i18n` prop carries them. */
export interface IslandMessages<N extends Namespace = Namespace> {
  locale: Locale;
  messages: Pick<Catalog, N>;
}

/**
 * The messages an island needs in `locale`, to pass as its `i18n` prop; undefined in English,
 * which islands bundle themselves (their English pages then carry no copy of it in their HTML).
 */
export function islandMessages<const N extends Namespace>(
  locale: string | null | undefined,
  namespaces: readonly N[],
): IslandMessages<N> | undefined {
  const lang = toLocale(locale);
  if (lang === 'en') return undefined;
  const catalog = CATALOGS[lang];
  const messages = Object.fromEntries(namespaces.map((name) => [name, catalog[name]]));
  return { locale: lang, messages: messages as Pick<Catalog, N> };
}
