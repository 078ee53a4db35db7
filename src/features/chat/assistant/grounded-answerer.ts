import {
  contactLine,
  knowledgeIndexOf,
  unknownAnswer,
  type CenterKnowledge,
} from './center-knowledge.ts';
import { answerText, answerTopic, topicsOf } from './listing-answers.ts';
import { checkSafety } from './safety.ts';
import { format } from '../../../lib/i18n/format.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';

/**
 * The built-in answerer (DESIGN.md decision 10): replies only with what the center published.
 * Listing fields answer the topics they cover; the knowledge base is searched for the rest and
 * quoted as the center's own words (never where the listing says otherwise); when neither
 * says, the reply says so and gives the center's phone and e-mail. The reply is in the page's
 * language; the center's own words are quoted as written.
 */

const GREETING =
  /^\s*[¡!]?\s*(hi|hello|hey|good (morning|afternoon|evening)|thanks?( you)?|thank you|hola|buenos dias|buenas tardes|buenas noches|gracias|muchas gracias|salaan|nabad|mahadsanid|nyob zoo|ua tsaug)\b[\s!.,]*$/i;
/** A thank-you, in any of the site's languages. */
const THANKS = /thank|gracias|mahadsanid|ua tsaug/i;

/** Words that make a passage speak of prices, for a question about cost. */
const COST_WORDS = /\$|\b(costs?|price[sd]?|pricing|fees?|rates?|charges?|co-?pays?|free)\b/i;

/** The grounded reply to a family's question about one center, in `locale` (English by default). */
export function groundedAnswer(
  question: string,
  knowledge: CenterKnowledge,
  locale: Locale = 'en',
): string {
  const { center } = knowledge;
  const text = answerText(locale);
  const messages = text.answers;
  const name = center.name;
  const safety = checkSafety(question);
  if (safety === 'emergency') return messages.emergency;
  if (safety === 'medical-advice') return format(messages.medicalAdvice, { name });
  if (GREETING.test(question)) {
    return THANKS.test(question) ? messages.thanks : format(messages.hello, { name });
  }

  const index = knowledgeIndexOf(knowledge);
  const topics = topicsOf(question, locale);
  const answers: string[] = [];
  let unanswered = false;
  for (const topic of topics) {
    const answer = answerTopic(center, topic, question, text);
    if (answer) answers.push(answer);
    else unanswered = true;
  }
  if (answers.length > 0 && !unanswered) {
    return `${answers.join(' ')}\n\n${format(messages.fromListing, { name })}`;
  }
  // A price is answered only by a passage that speaks of prices, never one about the service.
  const passages = index
    .find(question)
    .filter((p) => !topics.includes('cost') || COST_WORDS.test(p.text));
  if (passages.length > 0) {
    // The center's own words, quoted as written (never translated).
    const quotes = passages.map((p) => `"${p.text}"`).join(' ');
    return [...answers, format(messages.quoted, { name, quotes })].join('\n\n');
  }
  if (answers.length > 0) {
    return format(messages.partly, {
      answers: answers.join(' '),
      name,
      contact: contactLine(center, messages),
    });
  }
  return unknownAnswer(center, messages);
}
