import type { IslandMessages } from '../lib/i18n/catalog.ts';
import type { TranslatedLocale } from '../lib/i18n/locales.ts';

/**
 * The directory island's words on a translated page, kept out of the page's HTML: as the
 * island's `i18n` prop they doubled a translated /centers' bytes beyond its one round trip
 * (Astro writes each message as a [0,"…"] pair, HTML-escaped). The server's render takes
 * them from the page (provideIslandWords, before the island renders); the browser loads the
 * page's language's chunk (components/card-words/<locale>.ts, only that language's two namespaces) with
 * the island's code, on the visitor's first interaction, before it hydrates.
 */
export type IslandWords = IslandMessages<'directory' | 'facts'>;

const LOADERS: Record<TranslatedLocale, () => Promise<{ default: IslandWords }>> = {
  es: () => import('./card-words/es.ts'),
  so: () => import('./card-words/so.ts'),
  hmn: () => import('./card-words/hmn.ts'),
};

const words: Partial<Record<TranslatedLocale, IslandWords>> = {};

/** The server's render: the page gives its language's words before the island renders. */
export function provideIslandWords(value: IslandWords | undefined): void {
  if (value && value.locale !== 'en') words[value.locale] = value;
}

/** The browser: loads the language's words (once) before the island renders. */
export async function loadIslandWords(locale: TranslatedLocale): Promise<void> {
  words[locale] ??= (await LOADERS[locale]()).default;
}

/** The island's words in `locale`, once provided or loaded; undefined in English. */
export function islandWords(locale: TranslatedLocale | undefined): IslandWords | undefined {
  if (!locale) return undefined;
  const found = words[locale];
  if (!found) throw new Error(`The directory's ${locale} words were not loaded`);
  return found;
}
