import { availabilityText } from '../../../domain/center/availability.ts';
import { HOURS_NOT_AVAILABLE, type Center } from '../../../domain/center/center.ts';
import {
  formatHour,
  formatRecordDate,
  ownerDescription,
} from '../../../domain/center/localized.ts';
import { WEEKDAYS, type Weekday } from '../../../domain/center/weekdays.ts';
import { addressLine, formatPhone, websiteLabel } from '../../../lib/format.ts';
import { messagesFor } from '../../../lib/i18n/catalog.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { format } from '../../../lib/i18n/format.ts';
import type { Messages } from '../../../lib/i18n/types.ts';
import englishChat from '../../../lib/i18n/messages/en/chat.ts';
import { KnowledgeIndex } from './knowledge-search.ts';
import { listingConflicts } from './listing-conflicts.ts';

/** What the assistant may answer from: the center's published listing and its knowledge base. */
export interface CenterKnowledge {
  center: Center;
  /** The owner's text and the scraped website text (untrusted: data, never instructions). */
  knowledgeBase: string;
}

/**
 * The searchable knowledge base of a center, without the passages its listing contradicts:
 * the structured fields win, so the owner's free text is never offered against them.
 */
export function knowledgeIndexOf(knowledge: CenterKnowledge): KnowledgeIndex {
  const { center } = knowledge;
  return new KnowledgeIndex(
    knowledge.knowledgeBase,
    [center.name],
    (passage) => listingConflicts(passage, center).length > 0,
  );
}

type Answers = Messages<'chat'>['answers'];

/**
 * How to reach the center, for every 'I don't know': phone and e-mail, else the website; in
 * the language of `answers` (the chat catalog's).
 */
export function contactLine(center: Center, answers: Answers = englishChat.answers): string {
  const phone = center.phone
    ? format(answers.contactCall, { phone: formatPhone(center.phone) })
    : '';
  const email = center.email ? format(answers.contactEmail, { email: center.email }) : '';
  const ways = [phone, email].filter(Boolean).join(answers.or);
  if (ways) return format(answers.contactWays, { ways });
  if (center.website)
    return format(answers.contactWebsite, { website: websiteLabel(center.website) });
  return answers.contactCenter;
}

/** The honest answer when nothing the center published answers the question. */
export function unknownAnswer(center: Center, answers: Answers = englishChat.answers): string {
  return format(answers.unknown, { name: center.name, contact: contactLine(center, answers) });
}

/**
 * The listing as plain facts (for a model): empty fields left out, lists as labels, in the
 * page's language (the owner's words as written, their description in that language if any).
 */
export function listingFacts(center: Center, locale: Locale = 'en'): Record<string, string> {
  const text = messagesFor(locale).facts;
  const label = (table: Readonly<Record<string, string>>, values: readonly string[]) =>
    values.map((v) => table[v] ?? v).join(', ');
  const day = (d: Weekday) => (locale === 'en' ? d : text.weekdays[d]);
  const facts: Record<string, string> = {
    name: center.name,
    description: ownerDescription(center, locale).text,
    address: addressLine({ ...center, zip_code: center.zipCode }),
    phone: center.phone ? formatPhone(center.phone) : '',
    email: center.email,
    website: center.website ? websiteLabel(center.website) : '',
    hours: WEEKDAYS.some((d) => center.hours[d])
      ? WEEKDAYS.map((d) => {
          const h = center.hours[d];
          const hours = h
            ? `${formatHour(locale, h.open)} – ${formatHour(locale, h.close)}`
            : locale === 'en'
              ? 'closed'
              : text.closed;
          return `${day(d)}: ${hours}`;
        }).join('; ')
      : center.workingHours === HOURS_NOT_AVAILABLE
        ? ''
        : center.workingHours,
    services: center.services.join(', '),
    features: center.features.join(', '),
    agesServed: label(text.ages, center.ageGroups),
    insuranceAccepted: label(text.insurance, center.insurance),
    languages: label(text.languages, center.languages),
    serviceSettings: label(text.settings, center.serviceSettings),
    acceptingNewClients: center.acceptingClients
      ? availabilityText(center, { locale, facts: text })
      : '',
    availabilityLastUpdated: formatRecordDate(locale, center.availabilityUpdated),
    yearEstablished: center.yearEstablished > 0 ? String(center.yearEstablished) : '',
    teamSize: center.employeeCount > 0 ? `${String(center.employeeCount)} employees` : '',
    parentCompany: center.parentCompany,
  };
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v.trim() !== ''));
}
