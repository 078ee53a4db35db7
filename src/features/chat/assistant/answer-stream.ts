import type { CenterKnowledge } from './center-knowledge.ts';
import { chatTurns } from './chat-prompt.ts';
import { groundedAnswer } from './grounded-answerer.ts';
import type { TextProvider } from '../../../lib/ai/provider.ts';
import { checkSafety } from './safety.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';

/** A piece of the reply, or `reset`: drop what was shown, the fallback answer follows. */
export type AnswerEvent = { type: 'delta'; text: string } | { type: 'reset' };

/** Splits a finished reply into a few words at a time, so it streams like a model's. */
function* pieces(text: string): Generator<AnswerEvent> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += 4) {
    yield { type: 'delta', text: words.slice(i, i + 4).join('') };
  }
}

/**
 * The reply to a family's question, streamed. Safety questions and the no-model case get the
 * grounded answerer; otherwise the model answers from the same facts, and any failure of the
 * model (error, rate limit, timeout, empty reply) falls back to the grounded answer, after a
 * `reset` when part of the model's reply was already sent. Replies are in `locale`, the page's.
 */
export async function* answerStream(
  question: string,
  knowledge: CenterKnowledge,
  provider: TextProvider | null,
  signal?: AbortSignal,
  locale: Locale = 'en',
): AsyncGenerator<AnswerEvent> {
  if (provider && checkSafety(question) === 'ok') {
    let sent = false;
    try {
      for await (const text of provider.stream(chatTurns(question, knowledge, locale), signal)) {
        sent = true;
        yield { type: 'delta', text };
      }
      if (sent) return;
      console.warn(
        `Assistant provider ${provider.name} sent an empty reply; using the grounded answer`,
      );
    } catch (error) {
      console.warn(`Assistant provider ${provider.name} failed; using the grounded answer`, error);
      if (sent) yield { type: 'reset' };
    }
  }
  yield* pieces(groundedAnswer(question, knowledge, locale));
}
