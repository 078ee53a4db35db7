import { SITE_STATUS_PATH } from '../../lib/routes.ts';
import type { SiteStatus } from '../../lib/site-status.ts';

/** What the dashboard says after a saved change to a public center (issue 12). */
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
 * after the save): when it should be live (rounded up to 5 s), that it is, or that it waits.
 */
export function publishingNews(status: SiteStatus, target: number): PublishingNews {
  if (status.published >= target) return { text: PUBLISHING_MESSAGES.live, done: true };
  if (status.state === 'failed') return { text: PUBLISHING_MESSAGES.delayed, done: true };
  const seconds = Math.max(5, Math.ceil(status.estimatedSeconds / 5) * 5);
  return { text: PUBLISHING_MESSAGES.soon(seconds), done: false };
}

async function readStatus(signal: AbortSignal): Promise<SiteStatus | null> {
  const answer = await fetch(SITE_STATUS_PATH, { cache: 'no-store', signal });
  return answer.ok ? ((await answer.json()) as SiteStatus) : null;
}

/**
 * Follows the site's rebuild after a save, calling `say` with each new message, until the
 * change is live. Says nothing when the save asked for no rebuild (nothing public changed) or
 * when no site server answers (`npm run dev` renders every request from current data).
 */
export async function followPublishing(
  say: (text: string) => void,
  signal: AbortSignal,
  pollMs = 1000,
): Promise<void> {
  const first = await readStatus(signal).catch(() => null);
  if (!first || first.published >= first.requested) return;
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
