import type { Center } from './center.ts';

/**
 * A center's share card (og:image): its main picture, else its first gallery photo, cropped to
 * 1200x630 by PocketBase; undefined when it has neither (the page shares the site's image).
 */
export function centerShareImage(center: Center): { url: string; alt: string } | undefined {
  const picture =
    center.images.find((image) => image.kind === 'main' && image.shareUrl) ??
    center.images.find((image) => image.kind === 'gallery' && image.shareUrl);
  if (!picture?.shareUrl) return undefined;
  return { url: picture.shareUrl, alt: `${center.name}: ${picture.alt}` };
}
