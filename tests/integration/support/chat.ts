import { superuserClient } from './pocketbase.ts';

/** Turns the site-wide AI chat flag on (premium_features 'ai_chat'), creating it if missing. */
export async function enableChat(): Promise<void> {
  const su = await superuserClient();
  const flag = await su
    .collection('premium_features')
    .getFirstListItem('feature_name = "ai_chat" && feature_category = "chat"')
    .catch(() => null);
  if (flag) await su.collection('premium_features').update(flag.id, { is_active: true });
  else {
    await su
      .collection('premium_features')
      .create({ feature_name: 'ai_chat', feature_category: 'chat', is_active: true });
  }
}
