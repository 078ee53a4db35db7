/**
 * The one provider interface of the assistant (DESIGN.md decision 10): the grounded answerer
 * and an OpenAI-compatible model both produce a reply as a stream of text pieces.
 */

/** One turn of a chat, as a model sees it. */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Something that writes text from prepared chat turns, piece by piece. */
export interface TextProvider {
  /** A short name for logs. */
  readonly name: string;
  /** Streams the reply; throws (or rejects mid-stream) on any failure, aborts on `signal`. */
  stream(turns: readonly ChatTurn[], signal?: AbortSignal): AsyncIterable<string>;
}

/** A provider failure: HTTP error, rate limit, timeout or an unreadable answer. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  /** True when `error` is a ProviderError. */
  static is(error: unknown): error is ProviderError {
    return error instanceof ProviderError;
  }
}
