import { z } from 'zod';
import {
  compareCenters,
  CenterRecordSchema,
  toCenter,
  type Center,
  type CenterImage,
} from './center.ts';
import { env } from './env.ts';
import { createPocketBase, fileUrl } from './pocketbase.ts';

/**
 * Build-time data: everything the public may see, read from PocketBase once per build as a
 * visitor would (so nothing private can reach a page), then shared by every page.
 */
export interface Catalog {
  /** Every public center, featured first, then by name. */
  centers: Center[];
  byNumber: Map<number, Center>;
}

const ImageRecordSchema = z.object({
  id: z.string(),
  collectionId: z.string(),
  center: z.string(),
  kind: z.enum(['main', 'logo', 'gallery']),
  file: z.string(),
  alt_text: z.string(),
  display_order: z.number(),
});

const BATCH = 1000;

async function load(): Promise<Catalog> {
  const pb = createPocketBase(env.POCKETBASE_URL);
  const [centerRecords, imageRecords] = await Promise.all([
    pb.collection('centers').getFullList({ batch: BATCH, sort: 'company_name', skipTotal: true }),
    pb.collection('center_images').getFullList({
      batch: BATCH,
      sort: 'center,kind,display_order',
      skipTotal: true,
    }),
  ]);

  const imagesByCenter = new Map<string, CenterImage[]>();
  for (const raw of imageRecords) {
    const image = ImageRecordSchema.parse(raw);
    const list = imagesByCenter.get(image.center) ?? [];
    list.push({
      kind: image.kind,
      url: fileUrl(env.PUBLIC_POCKETBASE_URL, image, image.file),
      thumbUrl: fileUrl(env.PUBLIC_POCKETBASE_URL, image, image.file, '400x300'),
      alt: image.alt_text.trim() || 'Center image',
    });
    imagesByCenter.set(image.center, list);
  }

  const centers = centerRecords
    .map((raw) => {
      const record = CenterRecordSchema.parse(raw);
      return toCenter(record, imagesByCenter.get(record.id));
    })
    .sort(compareCenters);
  return { centers, byNumber: new Map(centers.map((c) => [c.number, c])) };
}

let catalog: Promise<Catalog> | undefined;

/** The build's catalog, loaded on first use. */
export function getCatalog(): Promise<Catalog> {
  catalog ??= load().catch((error: unknown) => {
    throw new Error(`Could not read the directory from PocketBase at ${env.POCKETBASE_URL}`, {
      cause: error,
    });
  });
  return catalog;
}
