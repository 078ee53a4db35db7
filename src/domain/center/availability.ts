import { plural } from '../../lib/i18n/format.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import englishFacts from '../../lib/i18n/messages/en/facts.ts';
import type { Messages } from '../../lib/i18n/types.ts';
import type { Center } from './center.ts';

/** A language and its facts messages (messagesFor(locale).facts, or an island's i18n prop). */
export interface FactsText {
  locale: Locale;
  facts: Messages<'facts'>;
}

const ENGLISH: FactsText = { locale: 'en', facts: englishFacts };

/**
 * The accepting-new-clients status as families read it, e.g. 'Waitlist: about 6 weeks', in
 * the page's language (English when none is given).
 */
export function availabilityText(
  center: Pick<Center, 'acceptingClients' | 'waitlistWeeks'>,
  { locale, facts }: FactsText = ENGLISH,
): string {
  const { accepting, waitlistOne, waitlistOther } = facts;
  switch (center.acceptingClients) {
    case 'accepting':
    case 'not-accepting':
      return accepting[center.acceptingClients];
    case 'waitlist': {
      const weeks = center.waitlistWeeks;
      if (weeks <= 0) return accepting.waitlist;
      return plural(locale, weeks, { one: waitlistOne, other: waitlistOther }, { weeks });
    }
    default:
      return accepting.unknown;
  }
}
