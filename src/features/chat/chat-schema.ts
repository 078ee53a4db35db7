import { z } from 'zod';
import { LOCALES } from '../../lib/i18n/locales.ts';
import type { Messages } from '../../lib/i18n/types.ts';

/**
 * The chat's limits: the request's size in bytes, message length, and how many messages per
 * visitor (a session or an account), per address (several families may share one) and per
 * conversation. Emergency questions are answered whatever the counts (chat-endpoint.ts).
 */
export const CHAT_LIMITS = {
  bodyBytes: 16 * 1024,
  messageMax: 1000,
  perVisitor: { count: 20, windowMs: 10 * 60_000 },
  perAddress: { count: 120, windowMs: 10 * 60_000 },
  perConversation: { count: 30, windowMs: 60 * 60_000 },
} as const;

/** What the chat shows and answers, in one place (the spec's failure text first). */
export const CHAT_MESSAGES = {
  failure: "I'm sorry, I'm having trouble responding right now. Please try again later.",
  empty: 'Please type a message.',
  tooLong: `Messages can be at most ${CHAT_LIMITS.messageMax.toLocaleString('en-US')} characters.`,
  invalid: 'This message could not be sent. Please reload the page and try again.',
  tooMany: "You're sending messages too quickly. Please wait a few minutes and try again.",
  unavailable: 'The assistant is not available for this center.',
  conversationNotFound:
    'This conversation could not be found. Please reload the page to start a new one.',
  sessionExpired: 'Your session has expired. Please sign in again to keep chatting.',
  tooLarge: 'This message is too large to send. Please shorten it and try again.',
} as const;

/**
 * The chat window's texts (the chat catalog's window and errors): a translated page passes its
 * language's; the island bundles English.
 */
export type ChatText = Pick<Messages<'chat'>, 'window' | 'errors'>;

/**
 * The spec's chat-ai request (message, conversationId, centerData, isAnonymous; bearer token
 * when signed in). The center is named by its record id; `centerData` is accepted for the
 * spec's shape but never used: the server reads the center from PocketBase; it is bounded like
 * every other field. Any other field is refused (the endpoint checks the raw request body).
 * `locale` is the page's language, which the answers are written in (English when absent).
 */
export const ChatRequestSchema = z.strictObject({
  message: z
    .string(CHAT_MESSAGES.empty)
    .trim()
    .min(1, CHAT_MESSAGES.empty)
    .max(CHAT_LIMITS.messageMax, CHAT_MESSAGES.tooLong),
  centerId: z.string(CHAT_MESSAGES.invalid).regex(/^[a-z0-9]{15}$/, CHAT_MESSAGES.invalid),
  conversationId: z
    .string(CHAT_MESSAGES.invalid)
    .regex(/^[a-z0-9]{15}$/, CHAT_MESSAGES.invalid)
    .nullish(),
  /** A random id the browser keeps for its session (sessionStorage); required when anonymous. */
  sessionId: z
    .string(CHAT_MESSAGES.invalid)
    .regex(/^[A-Za-z0-9_-]{16,100}$/, CHAT_MESSAGES.invalid)
    .nullish(),
  isAnonymous: z.boolean().default(true),
  locale: z.enum(LOCALES, CHAT_MESSAGES.invalid).default('en'),
  centerData: z
    .record(
      z.string().max(100, CHAT_MESSAGES.invalid),
      z.union([z.string().max(1000, CHAT_MESSAGES.invalid), z.number(), z.boolean(), z.null()]),
      CHAT_MESSAGES.invalid,
    )
    .refine((data) => Object.keys(data).length <= 30, CHAT_MESSAGES.invalid)
    .optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** One line of the streamed reply (newline-delimited JSON). */
export type ChatStreamEvent =
  | { type: 'conversation'; conversationId: string }
  | { type: 'delta'; text: string }
  | { type: 'reset' }
  | { type: 'done' }
  | { type: 'error'; message: string };
