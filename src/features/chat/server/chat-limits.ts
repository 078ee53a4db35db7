import type PocketBase from 'pocketbase';
import { CHAT_LIMITS } from '../chat-schema.ts';

/**
 * The chat's limits per visitor and per address, counted in PocketBase
 * (pb_hooks/rate-limits.pb.js) rather than in this process: every site server process counts in
 * the same place, and a rebuild or restart does not reset them. PocketBase's own limiter cannot
 * do it: every chat call reaches PocketBase from the site server's address.
 */
export interface ChatLimiter {
  /** Counts one message in `bucket`; false when the bucket already holds `count` in `windowMs`. */
  take(bucket: string, count: number, windowMs: number): Promise<boolean>;
}

/** A limiter that counts through the site server's PocketBase account. */
export function pocketbaseLimiter(serverAccount: () => Promise<PocketBase>): ChatLimiter {
  return {
    async take(bucket, count, windowMs) {
      const pb = await serverAccount();
      const answer: { taken?: unknown } = await pb.send('/api/limits/take', {
        method: 'POST',
        body: { bucket, count, seconds: Math.ceil(windowMs / 1000) },
      });
      return answer.taken === true;
    },
  };
}

/** Who is chatting, for the limits: a signed-in user's id, or an anonymous session's id. */
export type VisitorKey = { userId: string } | { sessionId: string };

/**
 * Takes one message from the visitor's share first, then from the address's (which is larger:
 * families behind one address, a library's or a clinic's, each have their own share). False
 * when either is used up.
 */
export async function takeChatMessage(
  limiter: ChatLimiter,
  visitor: VisitorKey,
  address: string,
): Promise<boolean> {
  const { perVisitor, perAddress } = CHAT_LIMITS;
  const who = 'userId' in visitor ? `user:${visitor.userId}` : `session:${visitor.sessionId}`;
  if (!(await limiter.take(`chat:${who}`, perVisitor.count, perVisitor.windowMs))) return false;
  return limiter.take(`chat:address:${address}`, perAddress.count, perAddress.windowMs);
}

/** Counts a request that could not be read against its address (it used the server too). */
export function takeUnreadable(limiter: ChatLimiter, address: string): Promise<boolean> {
  const { perAddress } = CHAT_LIMITS;
  return limiter.take(`chat:address:${address}`, perAddress.count, perAddress.windowMs);
}
