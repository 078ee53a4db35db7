/**
 * The media limits of owner-admin-side.md sections 5 and 9 (main 1, logo 1, gallery 12,
 * videos 5; images 5 MB, logo 2 MB) with the spec's refusals. The dashboard checks them before
 * uploading and PocketBase's hooks enforce them (bundled into pb_hooks/site-bundle.js).
 */

export type ImageKind = 'main' | 'logo' | 'gallery';

/** Images per center, by kind. */
export const IMAGE_LIMITS: Record<ImageKind, number> = { main: 1, logo: 1, gallery: 12 };
/** The largest file per kind, in MB. */
export const IMAGE_MAX_MB: Record<ImageKind, number> = { main: 5, logo: 2, gallery: 5 };
/** The image types PocketBase accepts (center_images.file). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
/** Videos per center. */
export const VIDEO_LIMIT = 5;

/** 'You can only upload N kind image(s) total'. */
export function imageLimitMessage(kind: ImageKind): string {
  return `You can only upload ${String(IMAGE_LIMITS[kind])} ${kind} image(s) total`;
}

/** 'File NAME is too large. Maximum size is N MB'. */
export function fileTooLargeMessage(fileName: string, kind: ImageKind): string {
  return `File ${fileName} is too large. Maximum size is ${String(IMAGE_MAX_MB[kind])}MB`;
}

/** Whether a file of this many bytes is over the kind's size limit. */
export function isTooLarge(bytes: number, kind: ImageKind): boolean {
  return bytes > IMAGE_MAX_MB[kind] * 1024 * 1024;
}

/** The refusal of a gallery image without alt text. */
export const ALT_TEXT_REQUIRED = 'Please add alt text describing each gallery image.';

/** The refusal of a video past the limit. */
export const VIDEO_LIMIT_MESSAGE = `You can only upload up to ${String(VIDEO_LIMIT)} videos`;
