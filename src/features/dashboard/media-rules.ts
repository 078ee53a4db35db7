/**
 * Image and video rules for the browser, with the spec's messages (public-side.md sections 5
 * and 8, owner-admin-side.md sections 5 and 8). PocketBase enforces the same on the server
 * (pb_hooks/owner-media.js): these only spare the owner a round trip.
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

/** What each kind is called in the upload messages. */
export const IMAGE_LABELS: Record<ImageKind, string> = {
  main: 'main image',
  logo: 'logo',
  gallery: 'images',
};

export const MEDIA_MESSAGES = {
  altRequired: 'Please add alt text describing each gallery image.',
  removeFailed: 'Failed to remove image. Please try again.',
  removed: 'Image removed',
  videoUrl: 'Please enter a video URL',
  videoUrlInvalid: 'Please enter a valid video URL (http or https)',
  videoLimit: `You can only upload up to ${String(VIDEO_LIMIT)} videos`,
  videoAdded: 'Video added successfully',
  videoRemoved: 'Video removed successfully',
  videoAddFailed: 'Failed to add video. Please try again.',
  videoRemoveFailed: 'Failed to remove video. Please try again.',
} as const;

/** A file as the checks need it. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/**
 * Why these files cannot be added to `existing` images of a kind, or null. Main and logo
 * replace the one there, so only one file at a time counts against them.
 */
export function imageFilesProblem(
  kind: ImageKind,
  files: FileFacts[],
  existing: number,
): string | null {
  const limit = IMAGE_LIMITS[kind];
  const total = kind === 'gallery' ? existing + files.length : files.length;
  if (total > limit) return `You can only upload ${String(limit)} ${kind} image(s) total`;
  for (const file of files) {
    if (!IMAGE_TYPES.includes(file.type)) {
      return `File ${file.name} is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF file.`;
    }
    if (file.size > IMAGE_MAX_MB[kind] * 1024 * 1024) {
      return `File ${file.name} is too large. Maximum size is ${String(IMAGE_MAX_MB[kind])}MB`;
    }
  }
  return null;
}

/** The success text of an upload: 'N type image(s) uploaded successfully'. */
export function uploadedMessage(count: number, kind: ImageKind): string {
  return `${String(count)} ${kind} image(s) uploaded successfully`;
}

/** The failure text of an upload: 'Failed to upload {label}. Please try again.' */
export function uploadFailedMessage(kind: ImageKind): string {
  return `Failed to upload ${IMAGE_LABELS[kind]}. Please try again.`;
}
