/**
 * Image and video rules for the browser, with the spec's messages (public-side.md sections 5
 * and 8, owner-admin-side.md sections 5 and 8). The limits are src/domain/center/media-limits.ts, which
 * PocketBase's hooks enforce too: these checks only spare the owner a round trip.
 */
import {
  ALT_TEXT_REQUIRED,
  fileTooLargeMessage,
  IMAGE_LIMITS,
  IMAGE_TYPES,
  imageLimitMessage,
  isTooLarge,
  VIDEO_LIMIT_MESSAGE,
  type ImageKind,
} from '../../domain/center/media-limits.ts';

/** What each kind is called in the upload messages. */
const IMAGE_LABELS: Record<ImageKind, string> = {
  main: 'main image',
  logo: 'logo',
  gallery: 'images',
};

export const MEDIA_MESSAGES = {
  altRequired: ALT_TEXT_REQUIRED,
  removeFailed: 'Failed to remove image. Please try again.',
  removed: 'Image removed',
  videoUrl: 'Please enter a video URL',
  videoUrlInvalid: 'Please enter a valid video URL (http or https)',
  videoLimit: VIDEO_LIMIT_MESSAGE,
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
  if (total > limit) return imageLimitMessage(kind);
  for (const file of files) {
    if (!IMAGE_TYPES.includes(file.type)) {
      return `File ${file.name} is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF file.`;
    }
    if (isTooLarge(file.size, kind)) return fileTooLargeMessage(file.name, kind);
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
