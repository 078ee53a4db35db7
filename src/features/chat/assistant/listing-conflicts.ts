import type { Center } from '../../../domain/center/center.ts';
import { AGE_GROUPS, INSURANCE, LANGUAGES } from '../../../domain/center/choices.ts';
import { WEEKDAYS } from '../../../domain/center/weekdays.ts';
import { insurersIn } from './listing-answers.ts';

/**
 * Where an owner's free text (the knowledge base) says something the structured listing says
 * otherwise. The listing's fields are what the owner keeps current and families see on the
 * page, so they win: a passage that contradicts one of them is never quoted as a fact.
 */

/** A listing field a knowledge-base passage can contradict. */
export type ListedFact =
  'availability' | 'phone' | 'email' | 'ages' | 'insurance' | 'languages' | 'hours';

const digitsOf = (text: string) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** What a passage says about taking new clients, in the listing's terms, or null. */
function availabilityClaim(text: string): Center['acceptingClients'] | null {
  if (
    /\b(not (currently )?(accepting|taking)|no (current )?openings|(are|is) (currently )?full|closed to new)\b/.test(
      text,
    )
  )
    return 'not-accepting';
  if (
    /\b(no (wait(ing)? ?list|wait(ing)?)|without (a )?wait|immediate(ly)?|right away|openings?|open spots?|spots? (available|open)|(accepting|taking) (new )?(clients|families|patients|children|kids)|start (this|next) week)\b/.test(
      text,
    )
  )
    return 'accepting';
  if (/\b(wait ?list|waiting list|wait time)\b/.test(text)) return 'waitlist';
  return null;
}

/** The youngest and oldest age of each listed group, in years. */
const AGE_SPANS: Record<string, [number, number]> = {
  'early-intervention': [0, 3],
  preschool: [3, 5],
  'school-age': [6, 12],
  adolescent: [13, 17],
  'young-adult': [18, 21],
  adult: [22, 120],
};

/** True when the passage claims ages the listing does not serve. */
function agesConflict(text: string, served: readonly string[]): boolean {
  if (served.length === 0) return false;
  if (/\b(all|every|any) ages?\b|\bages? \d+ (and|or) (up|older)\b/.test(text)) {
    return served.length < AGE_GROUPS.length;
  }
  const covered = (age: number) =>
    served.some((group) => {
      const span = AGE_SPANS[group];
      return span !== undefined && age >= span[0] && age <= span[1];
    });
  for (const m of text.matchAll(/\bages? (\d{1,2}) ?(?:to|-|through|–) ?(\d{1,2})\b/g)) {
    if (!covered(Number(m[1])) || !covered(Number(m[2]))) return true;
  }
  return false;
}

/** True when the passage names insurance the listing does not list, or says 'every' plan. */
function insuranceConflict(text: string, accepted: readonly string[]): boolean {
  if (accepted.length === 0) return false;
  if (/\b(all|every|any) (insurance|insurer|insurers|plans?|health plans?|payers?)\b/.test(text)) {
    return true;
  }
  const denies = /\b(not|don't|do not|no longer|never)\b/.test(text);
  return insurersIn(text).some((value) =>
    accepted.includes(value) ? denies : INSURANCE.some((i) => i.value === value),
  );
}

/** True when the passage names a language the listing does not list. */
function languagesConflict(text: string, listed: readonly string[]): boolean {
  if (listed.length === 0) return false;
  return LANGUAGES.some(
    (l) => !listed.includes(l.value) && new RegExp(`\\b${l.value}\\b`).test(text),
  );
}

/** True when the passage claims days or round-the-clock hours the listing does not have. */
function hoursConflict(text: string, center: Center): boolean {
  const open = WEEKDAYS.filter((d) => center.hours[d]);
  if (open.length === 0) return false;
  if (/\b(24 hours|24\/7|around the clock|7 days a week|seven days a week|every day)\b/.test(text))
    return true;
  return WEEKDAYS.some((d) => !center.hours[d] && new RegExp(`\\bopen (on )?${d}s?\\b`).test(text));
}

/** The listing's facts a knowledge-base passage contradicts (empty when it contradicts none). */
export function listingConflicts(passage: string, center: Center): ListedFact[] {
  const text = passage.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const conflicts: ListedFact[] = [];
  const claim = availabilityClaim(text);
  if (center.acceptingClients && claim && claim !== center.acceptingClients) {
    conflicts.push('availability');
  }
  const phone = digitsOf(center.phone);
  const phones = text.match(/\(?\b\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b/g) ?? [];
  if (phone && phones.some((p) => digitsOf(p) !== phone)) conflicts.push('phone');
  const email = center.email.toLowerCase();
  const emails = text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
  if (email && emails.some((e) => e !== email)) conflicts.push('email');
  if (agesConflict(text, center.ageGroups)) conflicts.push('ages');
  if (insuranceConflict(text, center.insurance)) conflicts.push('insurance');
  if (languagesConflict(text, center.languages)) conflicts.push('languages');
  if (hoursConflict(text, center)) conflicts.push('hours');
  return conflicts;
}
