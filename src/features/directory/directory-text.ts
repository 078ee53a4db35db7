import { format, plural } from '../../lib/i18n/format.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import englishDirectory from '../../lib/i18n/messages/en/directory.ts';
import englishFacts from '../../lib/i18n/messages/en/facts.ts';
import type { Messages } from '../../lib/i18n/types.ts';

/**
 * The directory's words in one language: its own messages and a center's facts (the filter
 * choices, the chips, the cards' availability). Pages build it from messagesFor(locale); the
 * island's components take it from the island's `i18n` prop (use-directory-text.ts).
 */
export interface DirectoryText {
  locale: Locale;
  m: Messages<'directory'>;
  facts: Messages<'facts'>;
}

/** The English text: islands and server code default to it (English pages carry no copy). */
export const ENGLISH_TEXT: DirectoryText = {
  locale: 'en',
  m: englishDirectory,
  facts: englishFacts,
};

/**
 * A count of something in the language, from its singular and plural messages. English writes
 * the number as it always did on these pages (1234, not 1,234); other languages group digits
 * as they do.
 */
export function countText(
  t: Pick<DirectoryText, 'locale'>,
  count: number,
  one: string,
  other: string,
  values: Record<string, string | number> = {},
): string {
  const english = t.locale === 'en' ? { count: String(count) } : {};
  return plural(t.locale, count, { one, other }, { ...english, ...values });
}

/** A city's or a service's count of centers: '1 center', '12 centers'. */
export function centersCount(count: number, t: DirectoryText = ENGLISH_TEXT): string {
  return countText(t, count, t.m.centersOne, t.m.centersOther);
}

export { format };
