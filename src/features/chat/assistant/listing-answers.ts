import { availabilityText } from '../../../domain/center/availability.ts';
import { HOURS_NOT_AVAILABLE, type Center } from '../../../domain/center/center.ts';
import { WEEKDAYS, type Weekday } from '../../../domain/center/weekdays.ts';
import {
  INSURANCE,
  LANGUAGES,
  SERVICE_SETTINGS,
  type Choice,
} from '../../../domain/center/choices.ts';
import {
  formatHour,
  formatRecordDate,
  ownerDescription,
} from '../../../domain/center/localized.ts';
import { addressLine, formatPhone, websiteLabel } from '../../../lib/format.ts';
import { messagesFor } from '../../../lib/i18n/catalog.ts';
import { format } from '../../../lib/i18n/format.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { Messages } from '../../../lib/i18n/types.ts';
import { plainWords, TOPIC_WORDS, WEEKEND_WORDS } from './topic-words.ts';

/**
 * Answers from a center's own published listing: each topic a family asks about, recognised
 * by its wording, answered only from the listing's fields, in the page's language (the chat
 * catalog's answers and the facts catalog's labels). A topic whose field is empty is
 * reported as unanswered, never guessed.
 */

/** The language of an answer and its messages. */
interface AnswerText {
  locale: Locale;
  answers: Messages<'chat'>['answers'];
  facts: Messages<'facts'>;
}

/** The answers' texts in `locale`. */
export function answerText(locale: Locale = 'en'): AnswerText {
  const { chat, facts } = messagesFor(locale);
  return { locale, answers: chat.answers, facts };
}

/**
 * What a family can ask about: the topics the listing has a field for, and `cost`, which no
 * listing field states (so only the center's own words or its phone can answer it).
 */
export type Topic =
  | 'cost'
  | 'availability'
  | 'hours'
  | 'address'
  | 'phone'
  | 'email'
  | 'website'
  | 'insurance'
  | 'ages'
  | 'languages'
  | 'settings'
  | 'services'
  | 'established'
  | 'team'
  | 'parent'
  | 'about';

const INSURERS = INSURANCE.map((i) => i.value);

/** Each topic's wording, tried in this order (availability before insurance's 'accept'). */
const TOPIC_PATTERNS: [Topic, RegExp][] = [
  [
    'cost',
    /\b(costs?|price[sd]?|pricing|fees?|rates?|charges?|how much (is|are|does|do|will|would)|per (hour|session|visit)|hourly|co-?pays?|deductibles?|expensive|afford(able)?)\b/i,
  ],
  [
    'availability',
    /\b(accepting|taking (new|on)|new (clients|patients|families|kids|children)|openings?|open (spots|slots)|wait ?lists?|waiting lists?|how long .*wait|availability|spots?|room for|how soon|start date|earliest)\b|\bwhen (could|can|would|will|might|should|do|does)\b.{0,60}\b(start|begin|join|enroll|get in|be seen)\b/i,
  ],
  [
    'hours',
    /\b(hours?|open(ing)?|close[sd]?|closing|what time|evenings?|weekends?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)\b/i,
  ],
  [
    'address',
    /\b((?<!e-?mail )address|located|location|where (are|is)|directions|how (do|can) (i|we) get (there|to (you|the))|find (you|it|them)|street|zip)\b/i,
  ],
  ['phone', /\b(phone|call|telephone|number to|text you)\b/i],
  ['email', /\b(e-?mail)\b/i],
  ['website', /\b(website|web site|web page|homepage|url|site)\b/i],
  [
    'insurance',
    /\b(insurance|insured|insurer|cover(ed|age)?|medicaid|medical assistance|\bma\b|funding|eidbi|tefra|blue ?cross|bcbs|medica|health ?partners|ucare|humana|aetna|united ?health ?care|united|minnesota ?care|private(ly)? pay|self[- ]pay|out of pocket|pay for)\b/i,
  ],
  [
    'ages',
    /\b(ages?|old|toddlers?|teens?|teenagers?|adults?|adolescents?|preschool(ers)?|infants?|babies|baby|years?[- ]old|grade|young adults?|school[- ]age)\b/i,
  ],
  [
    'languages',
    /\b(languages?|speak|spoken|bilingual|interpreters?|english|spanish|somali|hmong|vietnamese|russian|german|french|arabic|korean)\b/i,
  ],
  [
    'settings',
    /\b(in[- ]home|at home|home[- ]based|our home|come to (our|my) (house|home)|telehealth|virtual(ly)?|video (visits?|sessions?)|remote(ly)?|online sessions?|in school|at school|at the (center|clinic)|in[- ]person|settings?)\b/i,
  ],
  [
    'services',
    /\b(services?|therap(y|ies|ist)|aba|training|speech|occupational|ot|social skills|programs?|diagnos(is|tic)|evaluations?|assessments?|parent training|respite|feeding)\b/i,
  ],
  [
    'established',
    /\b(established|founded|since when|how long (have|has) (you|it|they) been|years in business|when did .* (start|open))\b/i,
  ],
  ['team', /\b(staff|employees|team|how many (people|therapists|workers|providers)|how big)\b/i],
  ['parent', /\b(parent company|owned by|who owns|part of)\b/i],
  [
    'about',
    /\b(tell me about|what is|who are you|what do you do|describe|about (you|the|this))\b/i,
  ],
];

/** The topics a question asks about, in the order above (in English or the page's language). */
export function topicsOf(question: string, locale: Locale = 'en'): Topic[] {
  const words = locale === 'en' ? {} : TOPIC_WORDS[locale];
  const plain = plainWords(question);
  let topics = TOPIC_PATTERNS.filter(
    ([topic, p]) => p.test(question) || words[topic]?.test(plain) === true,
  ).map(([topic]) => topic);
  // 'How much does an hour of ABA cost?' asks a price: the hour and the service only say of what.
  if (topics.includes('cost')) topics = topics.filter((t) => t !== 'hours' && t !== 'services');
  // 'What is ...' asks about the center as a whole only when nothing more precise is asked.
  return topics.length > 1 ? topics.filter((t) => t !== 'about') : topics;
}

/** A stored value's text in the answer's language (as stored when the catalog has none). */
const labelIn = (table: Readonly<Record<string, string>>, value: string) => table[value] ?? value;
const joinWords = (items: readonly string[], { answers }: AnswerText) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')}${answers.and}${items[items.length - 1] ?? ''}`;
/**
 * Whether the question names `label` (a day, a language) in the answer's language: its words
 * before any bracketed note ('Telesalud', not '... (telehealth)'), as words of their own.
 */
function names(question: string, label: string): boolean {
  const words = plainWords(label.replace(/\s*\(.*$/, '')).trim();
  if (!words) return false;
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'u').test(plainWords(question));
}

function hoursAnswer(center: Center, question: string, text: AnswerText): string | null {
  const { answers, facts, locale } = text;
  const days = WEEKDAYS.filter(
    (d) =>
      new RegExp(`\\b${d}s?\\b`, 'i').test(question) ||
      (locale !== 'en' && names(question, facts.weekdays[d])),
  );
  const listed = WEEKDAYS.some((d) => center.hours[d]);
  if (!listed) {
    const hours = center.workingHours.trim();
    return hours && hours !== HOURS_NOT_AVAILABLE
      ? format(answers.hoursText, { name: center.name, text: hours })
      : null;
  }
  const line = (d: Weekday) => {
    const h = center.hours[d];
    const day = facts.weekdays[d];
    return h
      ? format(answers.dayHours, {
          day,
          open: formatHour(locale, h.open),
          close: formatHour(locale, h.close),
        })
      : format(answers.dayClosed, { day });
  };
  const weekend =
    /\bweekends?\b/i.test(question) ||
    (locale !== 'en' && WEEKEND_WORDS[locale].test(plainWords(question)));
  if (weekend && days.length === 0) days.push('saturday', 'sunday');
  const shown = days.length > 0 ? days : WEEKDAYS;
  return format(answers.hoursListed, { name: center.name, days: shown.map(line).join('; ') });
}

/** Named insurers in a text, as stored values. */
export function insurersIn(question: string): string[] {
  const q = question.toLowerCase();
  const named: [string, RegExp][] = [
    ['blue-cross-blue-shield', /blue ?cross|bcbs/],
    ['medica', /\bmedica\b/],
    ['healthpartners', /health ?partners/],
    ['ucare', /\bucare\b/],
    ['humana', /humana/],
    ['aetna', /aetna/],
    ['united-healthcare', /united ?health ?care|\bunited\b/],
    [
      'medical-assistance',
      /medical assistance|medicaid|\bma\b|asistencia medica|kaalmada caafimaadka/,
    ],
    ['minnesotacare', /minnesota ?care/],
    ['eidbi', /eidbi/],
    ['tefra', /tefra/],
    [
      'private-pay',
      /private(ly)? pay|self[- ]pay|out of pocket|pay (ourselves|myself)|no insurance|pago privado/,
    ],
  ];
  return named
    .filter(([value, p]) => INSURERS.includes(value as never) && p.test(q))
    .map(([v]) => v);
}

function insuranceAnswer(center: Center, question: string, text: AnswerText): string | null {
  if (center.insurance.length === 0) return null;
  const { answers, facts } = text;
  const name = center.name;
  const accepted = center.insurance.map((v) => labelIn(facts.insurance, v));
  const asked = insurersIn(plainWords(question));
  const list = format(answers.insuranceList, { name, list: joinWords(accepted, text) });
  if (asked.length === 0) return list;
  const parts = asked.map((value) => {
    const item = labelIn(facts.insurance, value);
    return (center.insurance as string[]).includes(value)
      ? format(answers.insuranceYes, { name, item })
      : format(answers.insuranceNo, { name, item });
  });
  return `${parts.join(' ')} ${list}`;
}

const AGE_WORDS: [string, RegExp][] = [
  [
    'early-intervention',
    /\b(infants?|babies|baby|toddlers?|(1|2|one|two)[- ]years?[- ]old|under 3)\b/i,
  ],
  ['preschool', /\b(preschool(ers)?|(3|4|5|three|four|five)[- ]years?[- ]old)\b/i],
  [
    'school-age',
    /\b(school[- ]age|grade school|elementary|([6-9]|1[0-2]|six|seven|eight|nine|ten|eleven|twelve)[- ]years?[- ]old)\b/i,
  ],
  [
    'adolescent',
    /\b(teens?|teenagers?|adolescents?|middle school|high school|1[3-7][- ]years?[- ]old)\b/i,
  ],
  ['young-adult', /\b(young adults?|(1[89]|2[01])[- ]years?[- ]old)\b/i],
  ['adult', /\b(adults?|grown|(2[2-9]|[3-9]\d)[- ]years?[- ]old)\b/i],
];

function agesAnswer(center: Center, question: string, text: AnswerText): string | null {
  if (center.ageGroups.length === 0) return null;
  const { answers, facts } = text;
  const name = center.name;
  const served = center.ageGroups.map((v) => labelIn(facts.ages, v));
  const list = format(answers.agesList, { name, list: joinWords(served, text) });
  const asked = AGE_WORDS.filter(([, p]) => p.test(question)).map(([value]) => value);
  // 'Young adult' also says 'adult': keep the more precise group.
  const groups = asked.includes('young-adult') ? asked.filter((a) => a !== 'adult') : asked;
  if (groups.length === 0) return list;
  const parts = groups.map((value) => {
    const item = labelIn(facts.ages, value);
    return (center.ageGroups as string[]).includes(value)
      ? format(answers.agesYes, { name, item })
      : format(answers.agesNo, { name, item });
  });
  return `${parts.join(' ')} ${list}`;
}

function choiceAnswer(
  center: Center,
  question: string,
  choices: readonly Choice[],
  values: readonly string[],
  { table, list: listMessage }: { table: Readonly<Record<string, string>>; list: string },
  text: AnswerText,
): string | null {
  if (values.length === 0) return null;
  const { answers, locale } = text;
  const name = center.name;
  const list = format(listMessage, {
    name,
    list: joinWords(
      values.map((v) => labelIn(table, v)),
      text,
    ),
  });
  const asked = choices.filter((c) => {
    const key =
      c.value === 'home'
        ? 'home'
        : c.value === 'center'
          ? '(at|in) the (center|clinic)|in[- ]person'
          : c.value;
    return (
      new RegExp(`\\b(${key})\\b`, 'i').test(question) ||
      (locale !== 'en' && names(question, labelIn(table, c.value)))
    );
  });
  if (asked.length === 0) return list;
  const parts = asked.map((c) => {
    const item = labelIn(table, c.value);
    return values.includes(c.value)
      ? format(answers.choiceYes, { item })
      : format(answers.choiceNo, { name, item });
  });
  return `${parts.join(' ')} ${list}`;
}

const SERVICE_TERMS =
  /\b(aba|training|speech|occupational|ot|social skills|diagnos\w*|evaluations?|assessments?|parent training|respite|feeding|music|physical therapy|counseling|day treatment|camps?)\b/gi;

function servicesAnswer(center: Center, question: string, text: AnswerText): string | null {
  const offered = [...center.services, ...center.features];
  if (offered.length === 0) return null;
  const { answers } = text;
  const name = center.name;
  const list = format(answers.servicesList, {
    name,
    list: joinWords(center.services.length ? center.services : offered, text),
  });
  const asked = [...new Set((question.match(SERVICE_TERMS) ?? []).map((t) => t.toLowerCase()))];
  if (asked.length === 0) return list;
  const parts = asked.map((term) => {
    const stem = term.replace(/(s|ic|is)$/, '').slice(0, 7);
    const hit = offered.find((s) => new RegExp(`\\b${stem}`, 'i').test(s));
    return hit
      ? format(answers.servicesYes, { name, item: hit })
      : format(answers.servicesNo, { name, item: term });
  });
  return `${parts.join(' ')} ${list}`;
}

function availabilityAnswer(center: Center, { locale, facts, answers }: AnswerText): string | null {
  if (!center.acceptingClients) return null;
  const date = formatRecordDate(locale, center.availabilityUpdated);
  const status = availabilityText(center, { locale, facts });
  // Worded as the center page shows it: the status, then 'As of' its date.
  return format(date ? answers.availabilityAsOf : answers.availability, {
    name: center.name,
    status,
    date,
  });
}

/**
 * The listing's answer to one topic in `text`'s language (English when not given), or null
 * when the listing does not say. What the owner wrote (services, description) is quoted as
 * written, apart from the description they wrote in the answer's language.
 */
export function answerTopic(
  center: Center,
  topic: Topic,
  question: string,
  text: AnswerText = answerText(),
): string | null {
  const name = center.name;
  const { answers, facts } = text;
  switch (topic) {
    case 'cost':
      return null;
    case 'availability':
      return availabilityAnswer(center, text);
    case 'hours':
      return hoursAnswer(center, question, text);
    case 'address': {
      const address = addressLine({ ...center, zip_code: center.zipCode });
      return center.address || center.city ? format(answers.address, { name, address }) : null;
    }
    case 'phone':
      return center.phone
        ? format(answers.phone, { name, phone: formatPhone(center.phone) })
        : null;
    case 'email':
      return center.email ? format(answers.email, { name, email: center.email }) : null;
    case 'website':
      return center.website
        ? format(answers.website, { name, website: websiteLabel(center.website) })
        : null;
    case 'insurance':
      return insuranceAnswer(center, question, text);
    case 'ages':
      return agesAnswer(center, question, text);
    case 'languages':
      return choiceAnswer(
        center,
        question,
        LANGUAGES,
        center.languages,
        { table: facts.languages, list: answers.languagesList },
        text,
      );
    case 'settings':
      return choiceAnswer(
        center,
        question,
        SERVICE_SETTINGS,
        center.serviceSettings,
        { table: facts.settings, list: answers.settingsList },
        text,
      );
    case 'services':
      return servicesAnswer(center, question, text);
    case 'established':
      return center.yearEstablished > 0
        ? format(answers.established, { name, year: String(center.yearEstablished) })
        : null;
    case 'team':
      return center.employeeCount > 0
        ? format(answers.team, { name, count: String(center.employeeCount) })
        : null;
    case 'parent':
      return center.parentCompany
        ? format(answers.parent, { name, parent: center.parentCompany })
        : null;
    case 'about': {
      const about = ownerDescription(center, text.locale).text.trim();
      return about ? format(answers.about, { name, text: about }) : null;
    }
  }
}
