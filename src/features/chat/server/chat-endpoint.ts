import type PocketBase from 'pocketbase';
import { answerStream } from '../assistant/answer-stream.ts';
import type { TextProvider } from '../../../lib/ai/provider.ts';
import { checkSafety } from '../assistant/safety.ts';
import { ndjsonResponse } from '../../../lib/ndjson.ts';
import { userOfToken } from '../../../lib/pocketbase.ts';
import { readBoundedBody } from '../../../lib/request-body.ts';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  ChatRequestSchema,
  type ChatRequest,
  type ChatStreamEvent,
} from '../chat-schema.ts';
import { chatCenter } from './chat-center.ts';
import { takeChatMessage, takeUnreadable, type ChatLimiter } from './chat-limits.ts';
import {
  conversationFor,
  conversationOverLimit,
  saveMessage,
  type Chatter,
} from './conversations.ts';

/** What the chat endpoint needs from its surroundings (tests pass their own). */
export interface ChatDeps {
  pocketbaseUrl: string;
  /** A PocketBase client signed in as the site server's account. */
  serverAccount: () => Promise<PocketBase>;
  provider: TextProvider | null;
  /** Where the limits per visitor and per address are counted (PocketBase in the site). */
  limiter: ChatLimiter;
}

const refuse = (status: number, error: string): Response => Response.json({ error }, { status });

async function chatterOf(
  request: Request,
  body: ChatRequest,
  deps: ChatDeps,
): Promise<Chatter | Response> {
  const authorization = request.headers.get('authorization');
  if (authorization && !body.isAnonymous) {
    const user = await userOfToken(deps.pocketbaseUrl, authorization);
    return user ? { userId: user.id } : refuse(401, CHAT_MESSAGES.sessionExpired);
  }
  return body.sessionId ? { sessionId: body.sessionId } : refuse(400, CHAT_MESSAGES.invalid);
}

/** The request's JSON, read within the chat's size bound: 'too large', or null when not JSON. */
async function readChatBody(request: Request): Promise<unknown> {
  const body = await readBoundedBody(request, CHAT_LIMITS.bodyBytes);
  if (!body.ok) return 'too large';
  try {
    return JSON.parse(new TextDecoder().decode(body.bytes)) as unknown;
  } catch {
    return null;
  }
}

/**
 * The chat-ai call (POST /api/chat-ai): refuses a body past its size before reading it, checks
 * the message, who is asking and the limits (per visitor, then per address, then per
 * conversation; an emergency question is answered whatever they say), reads the center from
 * PocketBase, stores the family's message, then streams the reply as newline-delimited JSON
 * events and stores it when complete. Refusals are JSON {error}.
 */
export async function handleChatRequest(
  request: Request,
  clientAddress: string,
  deps: ChatDeps,
): Promise<Response> {
  const raw = await readChatBody(request);
  const parsed = ChatRequestSchema.safeParse(raw);
  if (!parsed.success) {
    // A request that cannot be read still used the server: it counts against its address. Its
    // answer does not wait on the count: it says what was wrong unless the address is over.
    const counted = await takeUnreadable(deps.limiter, clientAddress).catch((error: unknown) => {
      console.error('Counting a refused chat request failed', error);
      return true;
    });
    if (raw === 'too large') return refuse(413, CHAT_MESSAGES.tooLarge);
    if (!counted) return refuse(429, CHAT_MESSAGES.tooMany);
    return refuse(400, parsed.error.issues[0]?.message ?? CHAT_MESSAGES.invalid);
  }
  try {
    const body = parsed.data;
    const chatter = await chatterOf(request, body, deps);
    if (chatter instanceof Response) return chatter;
    // Help in an emergency (911, 988) is never held back by a limit.
    const urgent = checkSafety(body.message) === 'emergency';
    if (!urgent && !(await takeChatMessage(deps.limiter, chatter, clientAddress)))
      return refuse(429, CHAT_MESSAGES.tooMany);
    const knowledge = await chatCenter(deps.pocketbaseUrl, body.centerId);
    if (!knowledge) return refuse(404, CHAT_MESSAGES.unavailable);
    const pb = await deps.serverAccount();
    const conversation = await conversationFor(pb, body.centerId, chatter, body.conversationId);
    if (!conversation) return refuse(404, CHAT_MESSAGES.conversationNotFound);
    if (!urgent && (await conversationOverLimit(pb, conversation.id)))
      return refuse(429, CHAT_MESSAGES.tooMany);
    await saveMessage(pb, conversation.id, body.message, true);

    return ndjsonResponse(
      (async function* (): AsyncGenerator<ChatStreamEvent> {
        yield { type: 'conversation', conversationId: conversation.id };
        let reply = '';
        for await (const event of answerStream(
          body.message,
          knowledge,
          deps.provider,
          request.signal,
          body.locale,
        )) {
          reply = event.type === 'reset' ? '' : reply + event.text;
          yield event;
        }
        try {
          await saveMessage(pb, conversation.id, reply, false);
        } catch (error) {
          console.error('Storing the assistant reply failed', error);
        }
        yield { type: 'done' };
      })(),
    );
  } catch (error) {
    console.error('Chat request failed', error);
    return refuse(503, CHAT_MESSAGES.failure);
  }
}
