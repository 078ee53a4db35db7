import englishMail from './messages/en/mail.ts';
import hmongMail from './messages/hmn/mail.ts';
import somaliMail from './messages/so/mail.ts';
import spanishMail from './messages/es/mail.ts';
import { toLocale, type Locale } from './locales.ts';
import type { Catalog } from './types.ts';

/** Only the 'mail' messages of each language: PocketBase's hooks need no other part of the catalogs. */
const MAIL: Record<Locale, Catalog['mail']> = {
  en: englishMail,
  es: spanishMail,
  so: somaliMail,
  hmn: hmongMail,
};

/**
 * The mails' messages in a language of the site (a stored `language`: the intake's, an
 * account's), English for any other value (a record from before it was stored).
 */
export function mailTexts(language: string): { locale: Locale; messages: Catalog['mail'] } {
  const locale = toLocale(language);
  return { locale, messages: MAIL[locale] };
}
