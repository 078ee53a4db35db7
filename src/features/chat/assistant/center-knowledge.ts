import { availabilityText } from '../../../domain/center/availability.ts';
import { HOURS_NOT_AVAILABLE, type Center } from '../../../domain/center/center.ts';
import {
  AGE_GROUPS,
  INSURANCE,
  LANGUAGES,
  SERVICE_SETTINGS,
  labelOf,
} from '../../../domain/center/choices.ts';
import { WEEKDAYS } from '../../../domain/center/weekdays.ts';
import {
  addressLine,
  formatDate,
  formatPhone,
  formatTime,
  websiteLabel,
} from '../../../lib/format.ts';
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

/** How to reach the center, for every 'I don't know': phone and e-mail, else the website. */
export function contactLine(center: Center): string {
  const phone = center.phone ? `call them at ${formatPhone(center.phone)}` : '';
  const email = center.email ? `e-mail ${center.email}` : '';
  const ways = [phone, email].filter(Boolean).join(' or ');
  if (ways) return `Please ${ways}.`;
  if (center.website)
    return `Please contact them through their website, ${websiteLabel(center.website)}.`;
  return 'Please contact the center directly.';
}

/** The honest answer when nothing the center published answers the question. */
export function unknownAnswer(center: Center): string {
  return `I don't know: ${center.name} hasn't published that here. ${contactLine(center)}`;
}

/** The listing as plain facts (for a model): empty fields left out, lists as labels. */
export function listingFacts(center: Center): Record<string, string> {
  const facts: Record<string, string> = {
    name: center.name,
    description: center.description || center.about,
    address: addressLine({ ...center, zip_code: center.zipCode }),
    phone: center.phone ? formatPhone(center.phone) : '',
    email: center.email,
    website: center.website ? websiteLabel(center.website) : '',
    hours: WEEKDAYS.some((d) => center.hours[d])
      ? WEEKDAYS.map((d) => {
          const h = center.hours[d];
          return `${d}: ${h ? `${formatTime(h.open)} – ${formatTime(h.close)}` : 'closed'}`;
        }).join('; ')
      : center.workingHours === HOURS_NOT_AVAILABLE
        ? ''
        : center.workingHours,
    services: center.services.join(', '),
    features: center.features.join(', '),
    agesServed: center.ageGroups.map((v) => labelOf(AGE_GROUPS, v)).join(', '),
    insuranceAccepted: center.insurance.map((v) => labelOf(INSURANCE, v)).join(', '),
    languages: center.languages.map((v) => labelOf(LANGUAGES, v)).join(', '),
    serviceSettings: center.serviceSettings.map((v) => labelOf(SERVICE_SETTINGS, v)).join(', '),
    acceptingNewClients: center.acceptingClients ? availabilityText(center) : '',
    availabilityLastUpdated: formatDate(center.availabilityUpdated),
    yearEstablished: center.yearEstablished > 0 ? String(center.yearEstablished) : '',
    teamSize: center.employeeCount > 0 ? `${String(center.employeeCount)} employees` : '',
    parentCompany: center.parentCompany,
  };
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v.trim() !== ''));
}
