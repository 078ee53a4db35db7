import { useMemo } from 'react';
import englishDirectory from '../../lib/i18n/messages/en/directory.ts';
import englishFacts from '../../lib/i18n/messages/en/facts.ts';
import { useLocale, useMessages } from '../../lib/i18n/react.tsx';
import type { DirectoryText } from './directory-text.ts';

/** The directory's text in the island's language (its I18nProvider's; English without one). */
export function useDirectoryText(): DirectoryText {
  const locale = useLocale();
  const m = useMessages('directory', englishDirectory);
  const facts = useMessages('facts', englishFacts);
  return useMemo(() => ({ locale, m, facts }), [locale, m, facts]);
}
