import { messagesFor } from '../../lib/i18n/catalog.ts';
import { toLocale } from '../../lib/i18n/locales.ts';
import type { DirectoryText } from './directory-text.ts';

/**
 * The directory's text for a page in `locale` (Astro.currentLocale). Server side only: it
 * reads every language's catalog, which islands and page scripts must never bundle.
 */
export function pageText(locale: string | null | undefined): DirectoryText {
  const lang = toLocale(locale);
  const { directory, facts } = messagesFor(lang);
  return { locale: lang, m: directory, facts };
}
