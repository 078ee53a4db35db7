import type PocketBase from 'pocketbase';
import { toCardCenter, type CardCenter } from '../../domain/center/card-center.ts';
import { publishableCenter, toCenter, type CenterImage } from '../../domain/center/center.ts';
import { toCenterImage } from '../../domain/center/center-media.ts';

/** How many centers the featured block shows (public-side.md section 9). */
export const FEATURED_LIMIT = 6;

/**
 * The featured block's centers, read as a visitor: premium centers by name, at most six
 * (public-side.md section 7 'Featured centers'), with the pictures their cards need.
 */
export async function fetchFeaturedCenters(pb: PocketBase): Promise<CardCenter[]> {
  const list = await pb.collection('centers').getList(1, FEATURED_LIMIT, {
    filter: 'premium = true',
    sort: 'company_name',
    skipTotal: true,
  });
  const records = list.items.flatMap((raw) => publishableCenter(raw) ?? []);
  if (records.length === 0) return [];
  const images = await pb.collection('center_images').getFullList({
    filter: records.map((r) => pb.filter('center = {:id}', { id: r.id })).join(' || '),
    sort: 'kind,display_order',
    skipTotal: true,
  });
  const byCenter = new Map<string, CenterImage[]>();
  for (const raw of images) {
    const { center, image } = toCenterImage(raw, pb.baseURL);
    byCenter.set(center, [...(byCenter.get(center) ?? []), image]);
  }
  return records.map((record) => toCardCenter(toCenter(record, byCenter.get(record.id))));
}
