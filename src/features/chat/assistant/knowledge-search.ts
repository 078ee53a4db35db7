import MiniSearch from 'minisearch';
import { isInstructionLike } from './instruction-filter.ts';

/**
 * Retrieval over a center's knowledge base (what the owner wrote and the text scraped from its
 * website) with MiniSearch. The text is untrusted: passages that read as instructions to an
 * assistant (instruction-filter.ts), and any the caller refuses (those the listing contradicts),
 * are left out of the index, so they are neither quoted nor handed to a model.
 */

/** One retrievable passage of the knowledge base. */
export interface Passage {
  id: number;
  text: string;
}

const MAX_PASSAGE = 600;

/** Words that carry no meaning for retrieval (English question words and fillers). */
const STOP_WORDS = new Set(
  `a an and are as at be but by can could do does did for from have has had how i if in into is it
its me my of on or our please should so tell than that the their them then there these they this
to us was we what when where which who whom why will with would you your yours about any there's
i'm know want like get got need much many some also just let see ok okay hi hello thanks center
centers clinic use used using anything something go come able there's here`.split(/\s+/),
);

/**
 * Words every center's text is full of: they help rank a passage but never make one an answer
 * on their own ('session' alone does not answer 'How much does a session cost?').
 */
const GENERIC_WORDS = new Set(
  `session sessions child children kid kids son daughter family families therapy therapies
program programs time day days week weeks visit visits people staff autism autistic services
service work works help`.split(/\s+/),
);

/** Everyday words for a step the center's text names differently. */
const SYNONYMS: Record<string, string> = {
  start: 'intake',
  started: 'intake',
  enroll: 'intake',
  enrollment: 'intake',
  register: 'intake',
  apply: 'intake',
  cost: 'rate price fee',
  price: 'rate cost fee',
  fees: 'rate cost price',
};

/** Splits the knowledge base into passages: blank-line blocks, long blocks cut at sentences. */
function splitPassages(knowledgeBase: string): string[] {
  const blocks = knowledgeBase
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const passages: string[] = [];
  for (const block of blocks) {
    if (block.length <= MAX_PASSAGE) {
      passages.push(block);
      continue;
    }
    let current = '';
    for (const sentence of block.split(/(?<=[.!?])\s+/)) {
      if (current && current.length + sentence.length > MAX_PASSAGE) {
        passages.push(current);
        current = '';
      }
      current = current ? `${current} ${sentence}` : sentence.slice(0, MAX_PASSAGE);
    }
    if (current) passages.push(current);
  }
  return passages;
}

/** The meaningful words of a text, lower-cased (what the index and queries keep). */
function contentWords(text: string, extraStopWords: ReadonlySet<string> = new Set()): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []).filter(
    (w) => w.length > 1 && !STOP_WORDS.has(w) && !extraStopWords.has(w),
  );
}

/** A searchable knowledge base of one center. */
export class KnowledgeIndex {
  readonly passages: Passage[];
  private readonly search: MiniSearch<Passage>;
  private readonly ignored: ReadonlySet<string>;

  /**
   * Indexes `knowledgeBase`; words of `ignoredWords` (the center's name) never count as a
   * match, and passages `refused` returns true for are left out.
   */
  constructor(
    knowledgeBase: string,
    ignoredWords: readonly string[] = [],
    refused: (passage: string) => boolean = () => false,
  ) {
    this.ignored = new Set(ignoredWords.flatMap((w) => contentWords(w)));
    this.passages = splitPassages(knowledgeBase)
      .filter((text) => !isInstructionLike(text) && !refused(text))
      .map((text, id) => ({ id, text }));
    this.search = new MiniSearch<Passage>({
      fields: ['text'],
      storeFields: ['text'],
      processTerm: (term) => {
        const word = term.toLowerCase();
        return word.length > 1 && !STOP_WORDS.has(word) && !this.ignored.has(word) ? word : null;
      },
      searchOptions: {
        prefix: (term) => term.length > 3,
        fuzzy: (term) => (term.length > 5 ? 0.2 : 0),
      },
    });
    this.search.addAll(this.passages);
  }

  /**
   * The passages that answer `question`, best first: a passage counts only when it shares
   * enough of the question's meaningful words (all of one or two, at least two of more), so
   * an unrelated passage is never offered as an answer.
   */
  find(question: string, limit = 2): Passage[] {
    const asked = contentWords(question, this.ignored);
    const words = [...new Set([...asked, ...asked.flatMap((w) => SYNONYMS[w]?.split(' ') ?? [])])];
    if (words.length === 0) return [];
    const needed = asked.length >= 4 ? 2 : 1;
    const hits = this.search.search(words.join(' ')).filter((hit) => {
      const matched = new Set(hit.queryTerms);
      return matched.size >= needed && [...matched].some((t) => !GENERIC_WORDS.has(t));
    });
    const best = hits[0]?.score ?? 0;
    return hits
      .filter((hit) => hit.score >= best / 2)
      .slice(0, limit)
      .map((hit) => ({ id: Number(hit.id), text: String(hit.text) }));
  }
}
