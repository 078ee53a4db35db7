import type { Center, CenterImage } from '../../domain/center/center.ts';
import type { CenterJob } from '../../domain/job/center-jobs.ts';
import type { CenterVideo } from '../../domain/center/center-media.ts';
import { ownerDescription } from '../../domain/center/localized.ts';
import { messagesFor } from '../../lib/i18n/catalog.ts';
import { format } from '../../lib/i18n/format.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

/** Everything a center page shows, whether pre-rendered or rendered on demand. */
export interface CenterPageData {
  center: Center;
  /** Live job postings, newest first. */
  jobs: CenterJob[];
  /** Videos, newest first. */
  videos: CenterVideo[];
  /** Whether the ai_chat premium feature flag is active (see domain/center/chat-availability.ts). */
  aiChatActive: boolean;
}

/** What leads the page: the main image, else a video, else the first gallery photo. */
export type CenterHero =
  { kind: 'image'; image: CenterImage } | { kind: 'video'; video: CenterVideo } | null;

/** Picks the hero (owner-admin-side.md 2: 'hero image or video player'). */
export function centerHero(center: Center, videos: readonly CenterVideo[]): CenterHero {
  const main = center.images.find((i) => i.kind === 'main' && i.url.trim());
  if (main) return { kind: 'image', image: main };
  const [video] = videos;
  if (video) return { kind: 'video', video };
  const gallery = center.images.find((i) => i.kind === 'gallery' && i.url.trim());
  return gallery ? { kind: 'image', image: gallery } : null;
}

/** The page title: the center's name and city. */
export function centerPageTitle(center: Center): string {
  return `${center.name} – ${center.city || 'Minnesota'}`;
}

const DESCRIPTION_MAX = 160;

/**
 * The meta description: the center's own description cut at a word near 160 characters; on a
 * translated page, the owner's description in that language, else the directory's own sentence
 * in it (an English description would not tell a search in that language what the page is).
 */
export function centerPageDescription(center: Center, locale: Locale = 'en'): string {
  const described = ownerDescription(center, locale);
  const text = described.lang === locale ? described.text.replace(/\s+/g, ' ').trim() : '';
  if (!text) {
    return format(messagesFor(locale).center.metaDescription, {
      name: center.name,
      city: center.city || 'Minnesota',
    });
  }
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The center's street address on one line: street, city, state and ZIP. */
export function fullAddress(center: Center): string {
  return [center.address, center.city, [center.state, center.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}
