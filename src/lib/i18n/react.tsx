import { createContext, useContext, type ReactNode } from 'react';
import type { IslandMessages } from './catalog.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import type { Catalog, Namespace } from './types.ts';

/** Any island's messages: some namespaces of a catalog (IslandMessages<'home'>, ...). */
type SomeIslandMessages = Omit<IslandMessages, 'messages'> & { messages: Partial<Catalog> };

const I18nContext = createContext<SomeIslandMessages | undefined>(undefined);

/** Gives an island's components its `i18n` prop (islandMessages); none in English. */
export function I18nProvider({
  value,
  children,
}: {
  value: SomeIslandMessages | undefined;
  children: ReactNode;
}) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
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
  const messages = value.messages[namespace];
  if (!messages) throw new Error(`The island was given no '${namespace}' messages`);
  return messages;
}
