import { z } from 'zod';
import type { CenterImage } from './center.ts';
import { fileUrl } from '../../lib/pocketbase.ts';

/** A center_images record as the public API returns it. */
const ImageRecordSchema = z.object({
  id: z.string(),
  collectionId: z.string(),
  center: z.string(),
  kind: z.enum(['main', 'logo', 'gallery']),
  file: z.string(),
  alt_text: z.string(),
  display_order: z.number(),
});

/** A picture's text when its owner gave none (pages in other languages show theirs). */
export const DEFAULT_IMAGE_ALT = 'Center image';

/** Maps a center_images record to an image ready to show, its files served from `baseUrl`. */
export function toCenterImage(
  raw: unknown,
  baseUrl: string,
): { center: string; image: CenterImage } {
  const record = ImageRecordSchema.parse(raw);
  return {
    center: record.center,
    image: {
      kind: record.kind,
      url: fileUrl(baseUrl, record, record.file),
      thumbUrl: fileUrl(baseUrl, record, record.file, '400x300'),
      largeUrl: fileUrl(baseUrl, record, record.file, '800x0'),
      shareUrl: fileUrl(baseUrl, record, record.file, '1200x630'),
      alt: record.alt_text.trim() || DEFAULT_IMAGE_ALT,
    },
  };
}

/** A center_videos record as the public API returns it. */
const VideoRecordSchema = z.object({
  id: z.string(),
  center: z.string(),
  video_url: z.string(),
  thumbnail_url: z.string(),
  title: z.string(),
  description: z.string(),
});

/** One video of a center, ready to show. */
export interface CenterVideo {
  id: string;
  url: string;
  thumbnailUrl: string;
  title: string;
  description: string;
}

/** Maps a center_videos record to a video ready to show. */
export function toCenterVideo(raw: unknown): { center: string; video: CenterVideo } {
  const record = VideoRecordSchema.parse(raw);
  return {
    center: record.center,
    video: {
      id: record.id,
      url: record.video_url,
      thumbnailUrl: record.thumbnail_url,
      title: record.title.trim(),
      description: record.description.trim(),
    },
  };
}
