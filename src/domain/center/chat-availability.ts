import type PocketBase from 'pocketbase';

/**
 * When a center page has the AI chat (owner-admin-side.md section 4): the center is featured,
 * its ai_chat_enabled is not false, and the ai_chat premium feature flag is active. The center
 * page (at build time) and the chat endpoint (at every message) both decide with this.
 */

/** The premium_features row that switches the chat on for the whole site. */
const AI_CHAT_FLAG = { featureName: 'ai_chat', category: 'chat' } as const;

/** Whether this center shows the chat, given the site-wide flag. */
export function isChatAvailable(
  center: { featured: boolean; aiChatEnabled: boolean | null | undefined },
  flagActive: boolean,
): boolean {
  return flagActive && center.featured && center.aiChatEnabled !== false;
}

/** Reads the ai_chat flag (premium_features is public); false when it is missing or off. */
export async function readChatFlag(pb: PocketBase): Promise<boolean> {
  const page = await pb.collection('premium_features').getList(1, 1, {
    filter: pb.filter(
      'feature_name = {:name} && feature_category = {:category} && is_active = true',
      {
        name: AI_CHAT_FLAG.featureName,
        category: AI_CHAT_FLAG.category,
      },
    ),
    skipTotal: true,
  });
  return page.items.length > 0;
}
