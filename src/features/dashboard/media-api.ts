import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import type { ImageKind } from '../../domain/center/media-limits.ts';
import { publishAfter } from './publishing.ts';
import type { VideoInput } from './video-schema.ts';

/** One image of a center, as its owner manages it. */
export interface OwnerImage {
  id: string;
  kind: ImageKind;
  alt: string;
  order: number;
  url: string;
  thumbUrl: string;
}

/** One video of a center. */
export interface OwnerVideo {
  id: string;
  url: string;
  title: string;
  description: string;
}

function toImage(pb: PocketBase, record: RecordModel): OwnerImage {
  const file = String(record.file);
  return {
    id: record.id,
    kind: record.kind as ImageKind,
    alt: String(record.alt_text ?? ''),
    order: Number(record.display_order ?? 0),
    url: pb.files.getURL(record, file),
    thumbUrl: pb.files.getURL(record, file, { thumb: '400x300' }),
  };
}

/** A center's images, by kind and display order. */
export async function listImages(pb: PocketBase, centerId: string): Promise<OwnerImage[]> {
  const records = await pb.collection('center_images').getFullList({
    filter: pb.filter('center = {:center}', { center: centerId }),
    sort: 'kind,display_order,created',
  });
  return records.map((record) => toImage(pb, record));
}

/**
 * Adds an image, or replaces the file of `replacing` (main and logo hold one image: the spec
 * replaces it rather than adding a second). The server numbers new gallery images.
 */
export async function saveImage(
  pb: PocketBase,
  centerId: string,
  kind: ImageKind,
  file: File,
  alt: string,
  replacing?: OwnerImage,
): Promise<OwnerImage> {
  const images = pb.collection('center_images');
  const record = await publishAfter(() =>
    replacing
      ? images.update(replacing.id, { file, alt_text: alt || replacing.alt })
      : images.create({ center: centerId, kind, file, alt_text: alt }),
  );
  return toImage(pb, record);
}

/** Changes an image's alt text. */
export async function saveAltText(pb: PocketBase, image: OwnerImage, alt: string): Promise<void> {
  await publishAfter(() => pb.collection('center_images').update(image.id, { alt_text: alt }));
}

/** Swaps the display order of two gallery images. */
export async function swapOrder(pb: PocketBase, a: OwnerImage, b: OwnerImage): Promise<void> {
  const images = pb.collection('center_images');
  // Distinct positions first: images uploaded together may share one.
  const [first, second] = a.order === b.order ? [a.order, a.order + 1] : [a.order, b.order];
  await publishAfter(async () => {
    await images.update(a.id, { display_order: second });
    await images.update(b.id, { display_order: first });
  });
}

/** Removes an image. */
export async function removeImage(pb: PocketBase, image: OwnerImage): Promise<void> {
  await publishAfter(() => pb.collection('center_images').delete(image.id));
}

/** A center's videos, newest first. */
export async function listVideos(pb: PocketBase, centerId: string): Promise<OwnerVideo[]> {
  const records = await pb.collection('center_videos').getFullList({
    filter: pb.filter('center = {:center}', { center: centerId }),
    sort: '-created',
  });
  return records.map((r) => ({
    id: r.id,
    url: String(r.video_url),
    title: String(r.title ?? ''),
    description: String(r.description ?? ''),
  }));
}

/** Adds a video. */
export async function addVideo(pb: PocketBase, centerId: string, input: VideoInput): Promise<void> {
  await publishAfter(() => pb.collection('center_videos').create({ center: centerId, ...input }));
}

/** Removes a video. */
export async function removeVideo(pb: PocketBase, video: OwnerVideo): Promise<void> {
  await publishAfter(() => pb.collection('center_videos').delete(video.id));
}
