import type PocketBase from 'pocketbase';
import { answerStream } from '../assistant/answer-stream.ts';
import type { TextProvider } from '../../../lib/ai/provider.ts';
import { ndjsonResponse } from '../../../lib/ndjson.ts';
import { userOfToken } from '../../../lib/pocketbase.ts';
import {
  CHAT_MESSAGES,
  ChatRequestSchema,
  type ChatRequest,
  type ChatStreamEvent,
} from '../chat-schema.ts';
import type { AddressLimiter } from './address-limiter.ts';
import { chatCenter } from './chat-center.ts';
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
  addressLimiter: AddressLimiter;
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

/**
 * The chat-ai call (POST /api/chat-ai): checks the message, the limits and who is asking,
 * reads the center from PocketBase, stores the family's message, then streams the reply as
 * newline-delimited JSON events and stores it when complete. Refusals are JSON {error}.
 */
export async function handleChatRequest(
  request: Request,
  clientAddress: string,
  deps: ChatDeps,
): Promise<Response> {
  const parsed = ChatRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? CHAT_MESSAGES.invalid);
  const body = parsed.data;
  if (!deps.addressLimiter.allow(clientAddress)) return refuse(429, CHAT_MESSAGES.tooMany);

  try {
    const chatter = await chatterOf(request, body, deps);
    if (chatter instanceof Response) return chatter;
    const knowledge = await chatCenter(deps.pocketbaseUrl, body.centerId);
    if (!knowledge) return refuse(404, CHAT_MESSAGES.unavailable);
    const pb = await deps.serverAccount();
    const conversation = await conversationFor(pb, body.centerId, chatter, body.conversationId);
    if (!conversation) return refuse(404, CHAT_MESSAGES.conversationNotFound);
    if (await conversationOverLimit(pb, conversation.id)) return refuse(429, CHAT_MESSAGES.tooMany);
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
