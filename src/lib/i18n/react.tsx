import { createContext, useContext, type ReactNode } from 'react';
import type { IslandMessages } from './catalog.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import type { Catalog, Namespace } from './types.ts';

const I18nContext = createContext<IslandMessages | undefined>(undefined);

/**
 * Gives an island's components its `i18n` prop (islandMessages, with only the namespaces the
 * island uses); none in English. useMessages throws for a namespace the prop lacks.
 */
export function I18nProvider<N extends Namespace>({
  value,
  children,
}: {
  value: IslandMessages<N> | undefined;
  children: ReactNode;
}) {
  const all = value as IslandMessages | undefined;
  return <I18nContext.Provider value={all}>{children}</I18nContext.Provider>;
}

/** The island's language. */
export function useLocale(): Locale {
  return useContext(I18nContext)?.locale ?? DEFAULT_LOCALE;
}

/**
 * One namespace's messages in the island's language. `english` is the component's own import
 * of the English namespace (bundled; translated pages pass theirs in the `i18n` prop).
 */
export function useMessages<N extends Namespace>(namespace: N, english: Catalog[N]): Catalog[N] {
  const value = useContext(I18nContext);
  if (!value) return english;
  const messages = (value.messages as Partial<Catalog>)[namespace];
  if (!messages) throw new Error(`The island was given no '${namespace}' messages`);
  return messages;
}
