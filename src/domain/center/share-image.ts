import type { Center } from './center.ts';
import { DEFAULT_IMAGE_ALT } from './center-media.ts';
import type { Messages } from '../../lib/i18n/types.ts';

/**
 * A center's share card (og:image): its main picture, else its first gallery photo, cropped to
 * 1200x630 by PocketBase; undefined when it has neither (the page shares the site's image).
 * `text` (the page's center messages) words a picture its owner gave no description.
 */
export function centerShareImage(
  center: Center,
  text?: Pick<Messages<'center'>['gallery'], 'imageAlt'>,
): { url: string; alt: string } | undefined {
  const picture =
    center.images.find((image) => image.kind === 'main' && image.shareUrl) ??
    center.images.find((image) => image.kind === 'gallery' && image.shareUrl);
  if (!picture?.shareUrl) return undefined;
  const alt = text && picture.alt === DEFAULT_IMAGE_ALT ? text.imageAlt : picture.alt;
  return { url: picture.shareUrl, alt: `${center.name}: ${alt}` };
}
