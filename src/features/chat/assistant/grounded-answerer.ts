import {
  contactLine,
  knowledgeIndexOf,
  unknownAnswer,
  type CenterKnowledge,
} from './center-knowledge.ts';
import { answerTopic, topicsOf } from './listing-answers.ts';
import { checkSafety, EMERGENCY_REPLY, medicalAdviceReply } from './safety.ts';

/**
 * The built-in answerer (DESIGN.md decision 10): replies only with what the center published.
 * Listing fields answer the topics they cover; the knowledge base is searched for the rest and
 * quoted as the center's own words (never where the listing says otherwise); when neither
 * says, the reply says so and gives the center's phone and e-mail.
 */

const GREETING =
  /^\s*(hi|hello|hey|good (morning|afternoon|evening)|thanks?( you)?|thank you)\b[\s!.,]*$/i;

/** Words that make a passage speak of prices, for a question about cost. */
const COST_WORDS = /\$|\b(costs?|price[sd]?|pricing|fees?|rates?|charges?|co-?pays?|free)\b/i;

/** The passages of the knowledge base quoted as the center's own words, not the directory's. */
function quoted(name: string, passages: readonly { text: string }[]): string {
  const quotes = passages.map((p) => `"${p.text}"`).join(' ');
  return `In ${name}'s own words (what the center wrote; this directory has not checked it): ${quotes}`;
}

/** The grounded reply to a family's question about one center. */
export function groundedAnswer(question: string, knowledge: CenterKnowledge): string {
  const { center } = knowledge;
  const safety = checkSafety(question);
  if (safety === 'emergency') return EMERGENCY_REPLY;
  if (safety === 'medical-advice') return medicalAdviceReply(center.name);
  if (GREETING.test(question)) {
    return /thank/i.test(question)
      ? "You're welcome! Ask me anything else about the center."
      : `Hello! Ask me about ${center.name}'s hours, address, services, ages served, insurance, languages or openings.`;
  }

  const index = knowledgeIndexOf(knowledge);
  const topics = topicsOf(question);
  const answers: string[] = [];
  let unanswered = false;
  for (const topic of topics) {
    const answer = answerTopic(center, topic, question);
    if (answer) answers.push(answer);
    else unanswered = true;
  }
  if (answers.length > 0 && !unanswered) {
    return `${answers.join(' ')}\n\n(From ${center.name}'s listing in this directory.)`;
  }
  // A price is answered only by a passage that speaks of prices, never one about the service.
  const passages = index
    .find(question)
    .filter((p) => !topics.includes('cost') || COST_WORDS.test(p.text));
  if (passages.length > 0) return [...answers, quoted(center.name, passages)].join('\n\n');
  if (answers.length > 0) {
    return `${answers.join(' ')} (From ${center.name}'s listing.)\n\nI don't know the rest: ${center.name} hasn't published it here. ${contactLine(center)}`;
  }
  return unknownAnswer(center);
}
