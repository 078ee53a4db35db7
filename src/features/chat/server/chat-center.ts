import { ClientResponseError } from 'pocketbase';
import { isChatAvailable, readChatFlag } from '../../../domain/center/chat-availability.ts';
import type { CenterKnowledge } from '../assistant/center-knowledge.ts';
import { publishableCenter, toCenter } from '../../../domain/center/center.ts';
import { createPocketBase } from '../../../lib/pocketbase.ts';

/**
 * The center a chat is about, read from PocketBase as a visitor would (so only a public
 * center is found), with its knowledge base. Null when the center is not public or its chat is
 * off: the browser's word for any of it is never taken.
 */
export async function chatCenter(
  pocketbaseUrl: string,
  centerId: string,
): Promise<CenterKnowledge | null> {
  const pb = createPocketBase(pocketbaseUrl);
  let raw: Record<string, unknown>;
  try {
    raw = await pb.collection('centers').getOne(centerId);
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return null;
    throw error;
  }
  const record = publishableCenter(raw);
  if (!record) return null;
  const center = toCenter(record);
  if (!isChatAvailable(center, await readChatFlag(pb))) return null;
  const knowledgeBase = typeof raw.knowledge_base === 'string' ? raw.knowledge_base : '';
  return { center, knowledgeBase };
}
