import type PocketBase from 'pocketbase';
import { readNdjson } from '../../lib/ndjson.ts';
import { assistantEndpoints } from '../../lib/routes.ts';
import { translateText } from '../../lib/i18n/format.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { CHAT_MESSAGES, type ChatStreamEvent } from './chat-schema.ts';

/** One message in the chat window. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
}

const SESSION_KEY = 'chat-session-id';
const conversationKey = (centerId: string) => `chat-conversation:${centerId}`;

/** This browser session's random chat id (sessionStorage: one conversation per session). */
function browserSessionId(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

/** Remembers the anonymous conversation of this session for the center. */
function rememberConversation(centerId: string, conversationId: string): void {
  sessionStorage.setItem(conversationKey(centerId), conversationId);
}

const signedIn = (pb: PocketBase) =>
  pb.authStore.isValid && pb.authStore.record?.collectionName === 'users';

/**
 * The conversation to continue and its messages: a signed-in visitor's latest active one for
 * the center, else this browser session's. Null when there is none.
 */
export async function loadConversation(
  pb: PocketBase,
  centerId: string,
): Promise<{ id: string; messages: ChatMessage[] } | null> {
  let id: string | null;
  let headers: Record<string, string> = {};
  if (signedIn(pb)) {
    const latest = await pb.collection('chat_conversations').getList(1, 1, {
      filter: pb.filter('center = {:center} && user = {:user} && is_active = true', {
        center: centerId,
        user: pb.authStore.record?.id ?? '',
      }),
      sort: '-updated',
      skipTotal: true,
    });
    id = latest.items[0]?.id ?? null;
  } else {
    id = sessionStorage.getItem(conversationKey(centerId));
    headers = { 'X-Chat-Session': browserSessionId() };
  }
  if (!id) return null;
  const messages = await pb.collection('chat_messages').getFullList({
    filter: pb.filter('conversation = {:id}', { id }),
    sort: 'created',
    headers,
  });
  return {
    id,
    messages: messages.map((m) => ({
      id: m.id,
      text: String(m.message),
      isUser: m.is_user === true,
    })),
  };
}

/** What a sent message needs: the center, the conversation so far, and who is asking. */
export interface SendOptions {
  pb: PocketBase;
  centerId: string;
  centerName: string;
  conversationId: string | null;
  /** Called with the reply as it grows (and with '' when it starts over). */
  onReply: (text: string) => void;
  /** The page's language, which the assistant answers in. */
  locale: Locale;
  /** The chat's refusals in the page's language, keyed by the English text (chat catalog). */
  errors: Readonly<Record<string, string>>;
}

/**
 * Sends one message (the spec's chat-ai call) and streams the reply into `onReply`. Resolves
 * with the conversation id; a refusal or failure becomes the reply text (the server's message,
 * else the spec's failure text).
 */
export async function sendChatMessage(
  message: string,
  options: SendOptions,
): Promise<string | null> {
  const { pb, centerId, onReply, locale } = options;
  const fail = (text: string) => {
    onReply(translateText(options.errors, text));
  };
  const anonymous = !signedIn(pb);
  let conversationId = options.conversationId;
  try {
    const response = await fetch(assistantEndpoints.chat, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(anonymous ? {} : { Authorization: `Bearer ${pb.authStore.token}` }),
      },
      body: JSON.stringify({
        message,
        centerId,
        conversationId,
        sessionId: browserSessionId(),
        isAnonymous: anonymous,
        centerData: { name: options.centerName },
        locale,
      }),
    });
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => ({}))) as { error?: unknown };
      fail(typeof body.error === 'string' ? body.error : CHAT_MESSAGES.failure);
      return conversationId;
    }
    let reply = '';
    for await (const event of readNdjson<ChatStreamEvent>(response.body)) {
      if (event.type === 'conversation') {
        conversationId = event.conversationId;
        if (anonymous) rememberConversation(centerId, conversationId);
      } else if (event.type === 'delta') {
        reply += event.text;
        onReply(reply);
      } else if (event.type === 'reset') {
        reply = '';
        onReply(reply);
      } else if (event.type === 'error') {
        fail(event.message);
        return conversationId;
      }
    }
    if (!reply) fail(CHAT_MESSAGES.failure);
  } catch (error) {
    console.error('Chat message failed', error);
    fail(CHAT_MESSAGES.failure);
  }
  return conversationId;
}
