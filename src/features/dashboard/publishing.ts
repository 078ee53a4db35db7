import { atom } from 'nanostores';
import { SITE_STATUS_PATH } from '../../lib/routes.ts';
import type { SiteStatus } from '../../lib/site-status.ts';

/** What the dashboard says after a saved change to a public center. */
export const PUBLISHING_MESSAGES = {
  soon: (seconds: number) =>
    `Your changes will be live on your public page in about ${String(seconds)} seconds.`,
  live: 'Your changes are live on your public page.',
  delayed: 'Your changes are saved and will be live on your public page after the next update.',
} as const;

/** A message, and whether it is the last one for this save. */
export interface PublishingNews {
  text: string;
  done: boolean;
}

/**
 * What to say about the rebuild a save asked for (`target`: the site's request count right
 * after the save): that it is live (the site serves the pages it names fresh at once), when it
 * should be (rounded up to 5 s), or that it waits.
 */
export function publishingNews(status: SiteStatus, target: number): PublishingNews {
  if (status.live >= target) return { text: PUBLISHING_MESSAGES.live, done: true };
  if (status.state === 'failed') return { text: PUBLISHING_MESSAGES.delayed, done: true };
  const seconds = Math.max(5, Math.ceil(status.estimatedSeconds / 5) * 5);
  return { text: PUBLISHING_MESSAGES.soon(seconds), done: false };
}

async function readStatus(signal: AbortSignal | null = null): Promise<SiteStatus | null> {
  const answer = await fetch(SITE_STATUS_PATH, { cache: 'no-store', signal });
  return answer.ok ? ((await answer.json()) as SiteStatus) : null;
}

/**
 * Follows the site's rebuild after a save (`since`: the site's request count before it),
 * calling `say` with each new message, until the change is live. Says nothing when the save
 * asked for no rebuild (nothing public changed) or when no site server answers (`npm run dev`
 * renders every request from current data).
 */
async function followPublishing(
  since: number,
  say: (text: string) => void,
  signal: AbortSignal,
  pollMs = 1000,
): Promise<void> {
  const first = await readStatus(signal).catch(() => null);
  if (!first || first.requested <= since) return;
  const target = first.requested;
  let status: SiteStatus | null = first;
  while (status && !signal.aborted) {
    const news = publishingNews(status, target);
    say(news.text);
    if (news.done) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    status = await readStatus(signal).catch(() => null);
  }
}

/** The latest message about the last save, shown by the dashboard and the center page's media manager. */
export const $publishing = atom('');
let following: AbortController | undefined;

/**
 * Runs a save of a center, its pictures or videos, then says when the change is live (one
 * message at a time, for the latest save). What the save returns or throws passes through.
 */
export async function publishAfter<T>(save: () => Promise<T>): Promise<T> {
  const before = await readStatus().catch(() => null);
  const result = await save();
  if (before) {
    following?.abort();
    const controller = new AbortController();
    following = controller;
    $publishing.set('');
    void followPublishing(
      before.requested,
      (text) => {
        if (!controller.signal.aborted) $publishing.set(text);
      },
      controller.signal,
    );
  }
  return result;
}
