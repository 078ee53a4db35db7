/**
 * Prose for the demo listings, assembled from the facts already chosen for a center so the
 * description, the about text and the structured fields never contradict each other.
 */
import { AGE_GROUPS, LANGUAGES, labelOf } from '../../src/domain/center/choices.ts';
import type { AgeGroup, Language } from '../../src/domain/center/choices.ts';
import type { Rng } from './prng.ts';

/** The facts the prose is written from. */
export interface TextFacts {
  readonly name: string;
  readonly city: string;
  readonly street: string;
  readonly services: readonly string[];
  readonly ages: readonly AgeGroup[];
  readonly languages: readonly Language[];
  readonly year: number;
  readonly employees: number;
  readonly acceptsMa: boolean;
}

const AGE_WORDS: Record<AgeGroup, string> = {
  'early-intervention': 'toddlers',
  preschool: 'preschoolers',
  'school-age': 'school-age children',
  adolescent: 'teens',
  'young-adult': 'young adults',
  adult: 'adults',
};

/** Joins words as prose: 'a', 'a and b', 'a, b and c'. */
function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const lower = (service: string): string =>
  service
    .split(' ')
    .map((w) => (w === 'ABA' ? w : w.toLowerCase()))
    .join(' ');

const covered = (services: readonly string[]): string =>
  services.length > 2
    ? `${services.slice(0, 2).map(lower).join(', ')} and more`
    : joinWords(services.map(lower));

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const APPROACH = [
  'Sessions are built around play, routine and each child’s own interests.',
  'Every family gets a named clinician and a written plan reviewed together each quarter.',
  'Goals are set with parents and tracked in short, plain-language progress notes.',
  'Therapists coordinate with schools and pediatricians so families repeat their story less.',
  'Small caseloads leave time for parent questions at pick-up.',
  'Rooms are kept calm and predictable, with visual schedules on every wall.',
];

const INTAKE = [
  'Intake starts with a free phone consultation.',
  'New families can tour the space before the first session.',
  'Most new clients begin with a two-week getting-to-know-you period.',
  'The intake team helps families sort out insurance before services start.',
];

/** 'toddlers and preschoolers'; a longer contiguous band as 'toddlers through teens'. */
function ageWords(ages: readonly AgeGroup[]): string {
  const all: readonly string[] = AGE_GROUPS.map((a) => a.value);
  const [first, last] = [ages[0], ages[ages.length - 1]];
  const contiguous = all.indexOf(last ?? '') - all.indexOf(first ?? '') === ages.length - 1;
  if (ages.length >= 3 && contiguous && first && last) {
    return `${AGE_WORDS[first]} through ${AGE_WORDS[last]}`;
  }
  return joinWords(ages.map((a) => AGE_WORDS[a]));
}

/** One to three sentences for the directory card. */
export function describe(facts: TextFacts, rng: Rng): string {
  const services = joinWords(facts.services.slice(0, 3).map(lower));
  const ages = ageWords(facts.ages);
  const first = rng.pick([
    `${facts.name} offers ${services} for ${ages} in ${facts.city}.`,
    `A ${facts.city} practice providing ${services} to ${ages} and their families.`,
    `${capitalize(services)} for ${ages}, close to home in ${facts.city}.`,
  ]);
  const extra = rng.sample([...APPROACH, ...INTAKE], rng.int(0, 2));
  return [first, ...extra].join(' ');
}

/** A paragraph for the detail page, always closing with the fictional-listing notice. */
export function writeAbout(facts: TextFacts, rng: Rng): string {
  const sentences = [
    rng.pick([
      `${facts.name} opened its doors in ${facts.year} on ${facts.street} in ${facts.city}.`,
      `Founded in ${facts.year}, ${facts.name} grew out of a small parent-led playgroup in ${facts.city}.`,
      `Since ${facts.year}, ${facts.name} has worked with families across the ${facts.city} area.`,
    ]),
    facts.employees < 15
      ? `The team is small on purpose: ${facts.employees} people who know every family by name.`
      : `A team of ${facts.employees} therapists, technicians and support staff covers ${covered(
          facts.services,
        )}.`,
    rng.pick(APPROACH),
  ];
  const others = facts.languages.filter((l) => l !== 'english');
  if (others.length > 0) {
    const names = others.map((l) => labelOf(LANGUAGES, l));
    sentences.push(`Staff also work with families in ${joinWords(names)}.`);
  }
  if (facts.acceptsMa) {
    sentences.push('Medical Assistance and the EIDBI benefit are accepted for eligible clients.');
  }
  sentences.push(rng.pick(INTAKE), 'This is a fictional demo listing.');
  return sentences.join(' ');
}

/** A short note on how to find the center. */
export function locationSummary(facts: TextFacts, rng: Rng): string {
  return rng.pick([
    `Ground-floor suite on ${facts.street} with a covered drop-off lane.`,
    `Single-story building on ${facts.street}; free parking right by the entrance.`,
    `Second floor of a quiet office building on ${facts.street}, with an elevator.`,
    `Corner building on ${facts.street}, a short walk from the nearest bus stop.`,
  ]);
}

/** A few questions and answers the AI chat can draw on (premium listings only). */
export function knowledgeBase(facts: TextFacts, hours: string): string {
  return [
    `Q: What ages does ${facts.name} serve?\nA: ${capitalize(joinWords(facts.ages.map((a) => AGE_WORDS[a])))}.`,
    `Q: Which services are offered?\nA: ${joinWords([...facts.services])}.`,
    `Q: When are you open?\nA: ${hours}.`,
    'Q: Is this a real center?\nA: No. This is a fictional demo listing.',
  ].join('\n\n');
}
