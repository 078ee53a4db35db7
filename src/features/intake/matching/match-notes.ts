import { availabilityText } from '../../../domain/center/availability.ts';
import type {
  AgeGroup,
  Insurance,
  Language,
  ServiceSetting,
} from '../../../domain/center/choices.ts';
import { format } from '../../../lib/i18n/format.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import englishFacts from '../../../lib/i18n/messages/en/facts.ts';
import englishMatching from '../../../lib/i18n/messages/en/matching.ts';
import type { Messages } from '../../../lib/i18n/types.ts';
import { formatMatchDate, storedDateParts, type AvailabilityFacts } from './match-availability.ts';

/**
 * What the ranking says about a center, as data: why it matches (reasons) and what does not
 * or must be checked (cautions). The ranking notes them for every center it weighs; only the
 * few shown are written out, in each reader's language (describeNote). Without Intl: this
 * runs in PocketBase's hooks.
 */
export type MatchNote =
  | { kind: 'in-city'; city: string }
  | { kind: 'outside-city'; city: string }
  | { kind: 'near' | 'far'; miles: number; city: string }
  | { kind: 'ask-insurance' }
  | { kind: 'accepts' | 'lacks-insurance'; insurance: Insurance; privatePay: boolean }
  | { kind: 'speaks' | 'lacks-languages'; languages: readonly Language[] }
  | { kind: 'serves' | 'lacks-age'; age: AgeGroup }
  | { kind: 'offers' | 'lacks-setting'; setting: ServiceSetting }
  | ({ kind: 'availability' } & AvailabilityFacts);

/** A language with the messages notes are written in. */
export interface MatchText {
  locale: Locale;
  facts: Messages<'facts'>;
  matching: Messages<'matching'>;
}

const ENGLISH_MATCH_TEXT: MatchText = {
  locale: 'en',
  facts: englishFacts,
  matching: englishMatching,
};

/** A stored date in the language; English keeps the 'Nov 3, 2026' of its other server texts. */
function noteDate(text: MatchText, value: string): string {
  if (text.locale === 'en') return formatMatchDate(value);
  const parts = storedDateParts(value);
  if (!parts) return '';
  const month = text.facts.months[parts.month - 1] ?? '';
  return format(text.matching.date, { day: String(parts.day), month, year: parts.year });
}

/**
 * A center's availability with the date of its estimate, as families read it, e.g.
 * 'Waitlist: about 6 weeks (estimate from Nov 3, 2026)'.
 */
export function availabilityNote(
  note: AvailabilityFacts,
  text: MatchText = ENGLISH_MATCH_TEXT,
): string {
  const m = text.matching;
  const availability = availabilityText(note, text);
  const date = noteDate(text, note.availabilityUpdated);
  if (!date) return note.acceptingClients ? availability : format(m.callToAsk, { availability });
  const pattern = note.acceptingClients === 'waitlist' ? m.estimateFrom : m.asOf;
  return format(pattern, { availability, date });
}

/** One note as the reader's language words it. */
export function describeNote(note: MatchNote, text: MatchText = ENGLISH_MATCH_TEXT): string {
  const { facts, matching: m } = text;
  const languages = (list: readonly Language[], joiner: string) =>
    list.map((l) => facts.languages[l]).join(joiner);
  switch (note.kind) {
    case 'in-city':
      return format(m.inCity, { city: note.city });
    case 'outside-city':
      return note.city ? format(m.outsideCity, { city: note.city }) : m.noCity;
    case 'near':
    case 'far': {
      const one = note.miles === 1;
      const pattern =
        note.kind === 'near' ? (one ? m.nearOne : m.nearOther) : one ? m.farOne : m.farOther;
      return format(pattern, { miles: note.miles, city: note.city });
    }
    case 'ask-insurance':
      return m.askInsurance;
    case 'accepts':
    case 'lacks-insurance': {
      const insurance = note.privatePay ? m.privatePay : facts.insurance[note.insurance];
      return note.kind === 'accepts'
        ? format(m.accepts, { insurance })
        : format(m.notListed, { what: insurance });
    }
    case 'speaks':
      return format(m.speaks, { languages: languages(note.languages, ', ') });
    case 'lacks-languages':
      return format(m.notListed, { what: languages(note.languages, ` ${m.or} `) });
    case 'serves':
      return format(m.serves, { age: facts.ages[note.age] });
    case 'lacks-age':
      return format(m.notListed, { what: facts.ages[note.age] });
    case 'offers':
      return format(m.offers, { setting: m.settings[note.setting] });
    case 'lacks-setting':
      return format(m.notOffered, { setting: m.settings[note.setting] });
    case 'availability':
      return availabilityNote(note, text);
  }
}
