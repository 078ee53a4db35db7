import { availabilityText } from '../../../domain/center/availability.ts';
import { type Center } from '../../../domain/center/center.ts';
import { WEEKDAYS, type Weekday } from '../../../domain/center/weekdays.ts';
import {
  AGE_GROUPS,
  INSURANCE,
  LANGUAGES,
  SERVICE_SETTINGS,
  labelOf,
  type Choice,
} from '../../../domain/center/choices.ts';
import {
  addressLine,
  formatDate,
  formatPhone,
  formatTime,
  websiteLabel,
} from '../../../lib/format.ts';

/**
 * Answers from a center's own published listing: each topic a family asks about, recognised
 * by its wording, answered only from the listing's fields. A topic whose field is empty is
 * reported as unanswered, never guessed.
 */

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

/** The topics a question asks about, in the order above. */
export function topicsOf(question: string): Topic[] {
  let topics = TOPIC_PATTERNS.filter(([, p]) => p.test(question)).map(([topic]) => topic);
  // 'How much does an hour of ABA cost?' asks a price: the hour and the service only say of what.
  if (topics.includes('cost')) topics = topics.filter((t) => t !== 'hours' && t !== 'services');
  // 'What is ...' asks about the center as a whole only when nothing more precise is asked.
  return topics.length > 1 ? topics.filter((t) => t !== 'about') : topics;
}

const dayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);
const labels = (choices: readonly Choice[], values: readonly string[]) =>
  values.map((v) => labelOf(choices, v));
const joinWords = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;

function hoursAnswer(center: Center, question: string): string | null {
  const days = WEEKDAYS.filter((d) => new RegExp(`\\b${d}s?\\b`, 'i').test(question));
  const listed = WEEKDAYS.some((d) => center.hours[d]);
  if (!listed) {
    const text = center.workingHours.trim();
    return text && text !== 'Hours not available' ? `${center.name}'s hours: ${text}.` : null;
  }
  const line = (d: Weekday) => {
    const h = center.hours[d];
    return h
      ? `${dayName(d)} ${formatTime(h.open)} – ${formatTime(h.close)}`
      : `${dayName(d)} closed`;
  };
  if (/\bweekends?\b/i.test(question) && days.length === 0) days.push('saturday', 'sunday');
  if (days.length > 0) return `${center.name}'s listed hours: ${days.map(line).join('; ')}.`;
  return `${center.name}'s listed hours: ${WEEKDAYS.map(line).join('; ')}.`;
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
    ['medical-assistance', /medical assistance|medicaid|\bma\b/],
    ['minnesotacare', /minnesota ?care/],
    ['eidbi', /eidbi/],
    ['tefra', /tefra/],
    [
      'private-pay',
      /private(ly)? pay|self[- ]pay|out of pocket|pay (ourselves|myself)|no insurance/,
    ],
  ];
  return named
    .filter(([value, p]) => INSURERS.includes(value as never) && p.test(q))
    .map(([v]) => v);
}

function insuranceAnswer(center: Center, question: string): string | null {
  if (center.insurance.length === 0) return null;
  const accepted = labels(INSURANCE, center.insurance);
  const asked = insurersIn(question);
  const list = `${center.name} lists these insurance and funding options: ${joinWords(accepted)}.`;
  if (asked.length === 0) return list;
  const parts = asked.map((value) =>
    (center.insurance as string[]).includes(value)
      ? `Yes, ${center.name} lists ${labelOf(INSURANCE, value)} as accepted.`
      : `${labelOf(INSURANCE, value)} is not among the insurance ${center.name} lists.`,
  );
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

function agesAnswer(center: Center, question: string): string | null {
  if (center.ageGroups.length === 0) return null;
  const served = labels(AGE_GROUPS, center.ageGroups);
  const list = `${center.name} lists these ages served: ${joinWords(served)}.`;
  const asked = AGE_WORDS.filter(([, p]) => p.test(question)).map(([value]) => value);
  // 'Young adult' also says 'adult': keep the more precise group.
  const groups = asked.includes('young-adult') ? asked.filter((a) => a !== 'adult') : asked;
  if (groups.length === 0) return list;
  const parts = groups.map((value) =>
    (center.ageGroups as string[]).includes(value)
      ? `Yes, ${center.name} lists ${labelOf(AGE_GROUPS, value)} among the ages it serves.`
      : `${labelOf(AGE_GROUPS, value)} is not among the ages ${center.name} lists.`,
  );
  return `${parts.join(' ')} ${list}`;
}

function choiceAnswer(
  center: Center,
  question: string,
  choices: readonly Choice[],
  values: readonly string[],
  what: string,
): string | null {
  if (values.length === 0) return null;
  const list = `${center.name} lists ${what}: ${joinWords(labels(choices, values))}.`;
  const asked = choices.filter((c) => {
    const key =
      c.value === 'home'
        ? 'home'
        : c.value === 'center'
          ? '(at|in) the (center|clinic)|in[- ]person'
          : c.value;
    return new RegExp(`\\b(${key})\\b`, 'i').test(question);
  });
  if (asked.length === 0) return list;
  const parts = asked.map((c) =>
    values.includes(c.value)
      ? `Yes: ${c.label}.`
      : `${c.label} is not among what ${center.name} lists.`,
  );
  return `${parts.join(' ')} ${list}`;
}

const SERVICE_TERMS =
  /\b(aba|training|speech|occupational|ot|social skills|diagnos\w*|evaluations?|assessments?|parent training|respite|feeding|music|physical therapy|counseling|day treatment|camps?)\b/gi;

function servicesAnswer(center: Center, question: string): string | null {
  const offered = [...center.services, ...center.features];
  if (offered.length === 0) return null;
  const list = `${center.name} lists these services: ${joinWords(center.services.length ? center.services : offered)}.`;
  const asked = [...new Set((question.match(SERVICE_TERMS) ?? []).map((t) => t.toLowerCase()))];
  if (asked.length === 0) return list;
  const parts = asked.map((term) => {
    const stem = term.replace(/(s|ic|is)$/, '').slice(0, 7);
    const hit = offered.find((s) => new RegExp(`\\b${stem}`, 'i').test(s));
    return hit
      ? `Yes, ${center.name} lists ${hit}.`
      : `I don't see ${term} in the services ${center.name} lists.`;
  });
  return `${parts.join(' ')} ${list}`;
}

function availabilityAnswer(center: Center): string | null {
  if (!center.acceptingClients) return null;
  const updated = formatDate(center.availabilityUpdated);
  const status = availabilityText(center);
  // Worded as the center page shows it: the status, then 'As of' its date.
  return `${center.name}'s listing says: ${status}${updated ? ` (as of ${updated})` : ''}.`;
}

/** The listing's answer to one topic, or null when the listing does not say. */
export function answerTopic(center: Center, topic: Topic, question: string): string | null {
  const name = center.name;
  switch (topic) {
    case 'cost':
      return null;
    case 'availability':
      return availabilityAnswer(center);
    case 'hours':
      return hoursAnswer(center, question);
    case 'address': {
      const line = addressLine({ ...center, zip_code: center.zipCode });
      return center.address || center.city ? `${name} is at ${line}.` : null;
    }
    case 'phone':
      return center.phone ? `You can call ${name} at ${formatPhone(center.phone)}.` : null;
    case 'email':
      return center.email ? `${name}'s e-mail address is ${center.email}.` : null;
    case 'website':
      return center.website ? `${name}'s website is ${websiteLabel(center.website)}.` : null;
    case 'insurance':
      return insuranceAnswer(center, question);
    case 'ages':
      return agesAnswer(center, question);
    case 'languages':
      return choiceAnswer(center, question, LANGUAGES, center.languages, 'these languages');
    case 'settings':
      return choiceAnswer(
        center,
        question,
        SERVICE_SETTINGS,
        center.serviceSettings,
        'where services happen',
      );
    case 'services':
      return servicesAnswer(center, question);
    case 'established':
      return center.yearEstablished > 0
        ? `${name} was established in ${String(center.yearEstablished)}.`
        : null;
    case 'team':
      return center.employeeCount > 0
        ? `${name} lists a team of ${String(center.employeeCount)} employees.`
        : null;
    case 'parent':
      return center.parentCompany ? `${name}'s parent company is ${center.parentCompany}.` : null;
    case 'about': {
      const text = (center.description || center.about).trim();
      return text ? `${name} describes itself this way: "${text}"` : null;
    }
  }
}
