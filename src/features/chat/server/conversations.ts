import type PocketBase from 'pocketbase';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { CHAT_LIMITS } from '../chat-schema.ts';

/**
 * Conversations and messages, written by the site server's own account (the collections
 * allow no writes from browsers). Who may continue a conversation: its signed-in user, or,
 * for an anonymous one, the browser session that started it.
 */

/** Who is chatting: a signed-in user, or an anonymous browser session. */
export type Chatter = { userId: string } | { sessionId: string };

/** The conversation to add to: the one given if it is this chatter's, else a new one. */
export async function conversationFor(
  pb: PocketBase,
  centerId: string,
  chatter: Chatter,
  conversationId: string | null | undefined,
): Promise<RecordModel | null> {
  if (!conversationId) {
    return pb.collection('chat_conversations').create({
      center: centerId,
      user: 'userId' in chatter ? chatter.userId : '',
      user_session_id: 'sessionId' in chatter ? chatter.sessionId : '',
      is_active: true,
    });
  }
  let found: RecordModel;
  try {
    found = await pb.collection('chat_conversations').getOne(conversationId);
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return null;
    throw error;
  }
  const mine =
    'userId' in chatter
      ? found.user === chatter.userId
      : found.user === '' && found.user_session_id === chatter.sessionId;
  return found.center === centerId && found.is_active === true && mine ? found : null;
}

/** True when the conversation already has its hour's share of the family's messages. */
export async function conversationOverLimit(
  pb: PocketBase,
  conversationId: string,
): Promise<boolean> {
  const { count, windowMs } = CHAT_LIMITS.perConversation;
  const since = new Date(Date.now() - windowMs).toISOString().replace('T', ' ');
  const recent = await pb.collection('chat_messages').getList(1, 1, {
    filter: pb.filter('conversation = {:id} && is_user = true && created >= {:since}', {
      id: conversationId,
      since,
    }),
  });
  return recent.totalItems >= count;
}

/** Stores one message; a bot message also marks the conversation as just used. */
export async function saveMessage(
  pb: PocketBase,
  conversationId: string,
  message: string,
  isUser: boolean,
): Promise<void> {
  await pb
    .collection('chat_messages')
    .create({ conversation: conversationId, message, is_user: isUser });
  if (!isUser)
    await pb.collection('chat_conversations').update(conversationId, { is_active: true });
}
