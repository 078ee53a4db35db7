import { accountFailure } from '../../lib/account.ts';
import { translateText, plural } from '../../lib/i18n/format.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import englishAccount from '../../lib/i18n/messages/en/account.ts';
import englishAuth from '../../lib/i18n/messages/en/auth.ts';
import { useLocale, useMessages } from '../../lib/i18n/react.tsx';
import type { Messages } from '../../lib/i18n/types.ts';
import { SIGN_IN_WINDOW_MINUTES, tooManySignInsMessage } from '../../lib/password-rule.ts';

/**
 * The account forms' messages in the page's language. The shared rules (auth-schema.ts,
 * password-rule.ts) and PocketBase write them in English, the spec's texts; the 'account'
 * catalog's table (shared with the claim's account step) and the 'auth' one, keyed by those
 * exact texts, give each language's. The sign-in wait
 * (1 to SIGN_IN_WINDOW_MINUTES minutes) is added to the table from the rule's own words.
 */
export function authTranslator(
  locale: Locale,
  auth: Messages<'auth'>,
  account: Messages<'account'>,
): (english: string) => string {
  const table: Record<string, string> = { ...account.errors, ...auth.errors };
  for (let minutes = 1; minutes <= SIGN_IN_WINDOW_MINUTES; minutes += 1) {
    table[tooManySignInsMessage(minutes)] = plural(locale, minutes, auth.tooManySignIns);
  }
  return (english) => translateText(table, english);
}

/** The translator of the island's language, and a failed account call's message in it. */
export function useAuthErrors(): {
  say: (english: string) => string;
  failure: (error: unknown) => string;
} {
  const say = authTranslator(
    useLocale(),
    useMessages('auth', englishAuth),
    useMessages('account', englishAccount),
  );
  return { say, failure: (error) => accountFailure(error, say) };
}
