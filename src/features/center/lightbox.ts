import type { Messages } from '../../lib/i18n/types.ts';
/**
 * The photo lightbox's rules, kept apart from React so they are tested on their own:
 * wrapping navigation, zoom steps, keys, and when the thumbnail strip shows.
 */

/** One picture of the gallery, as the lightbox needs it. */
export interface LightboxPhoto {
  url: string;
  thumbUrl: string;
  alt: string;
}

/** The thumbnail strip shows only for this many photos or fewer (owner-admin-side.md 9). */
export const THUMBNAIL_LIMIT = 10;

/** Zoom factors, smallest first; 1 fits the photo in the dialog. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
export type ZoomLevel = (typeof ZOOM_LEVELS)[number];

/** Whether the dialog shows a thumbnail strip for a gallery of `count` photos. */
export function showsThumbnails(count: number): boolean {
  return count > 1 && count <= THUMBNAIL_LIMIT;
}

/** The photo `delta` steps away from `index`, wrapping around both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** One zoom step in (`+1`) or out (`-1`), staying within ZOOM_LEVELS. */
export function stepZoom(level: ZoomLevel, direction: 1 | -1): ZoomLevel {
  const at = ZOOM_LEVELS.indexOf(level);
  const next = Math.min(ZOOM_LEVELS.length - 1, Math.max(0, at + direction));
  return ZOOM_LEVELS[next] ?? 1;
}

/** What a key pressed inside the open dialog does (Escape is the dialog's own cancel). */
export type LightboxAction = 'next' | 'previous' | 'first' | 'last' | 'zoom-in' | 'zoom-out';

/** Maps a KeyboardEvent.key to a lightbox action; null for keys the lightbox leaves alone. */
export function lightboxAction(key: string): LightboxAction | null {
  switch (key) {
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case '+':
    case '=':
      return 'zoom-in';
    case '-':
      return 'zoom-out';
    default:
      return null;
  }
}

/** The index an action leads to (zoom actions keep the photo). */
export function indexAfter(action: LightboxAction, index: number, count: number): number {
  switch (action) {
    case 'next':
      return stepIndex(index, 1, count);
    case 'previous':
      return stepIndex(index, -1, count);
    case 'first':
      return 0;
    case 'last':
      return Math.max(0, count - 1);
    default:
      return index;
  }
}

/** The lightbox's texts (the center catalog's `lightbox` part, in the page's language). */
export type LightboxText = Messages<'center'>['lightbox'];
