import type PocketBase from 'pocketbase';
import { toCardCenter, type CardCenter } from '../../domain/center/card-center.ts';
import {
  publishableCenter,
  toCenter,
  type Center,
  type CenterImage,
} from '../../domain/center/center.ts';
import { toCenterImage } from '../../domain/center/center-media.ts';

/** How many centers the featured block shows (public-side.md section 9). */
export const FEATURED_LIMIT = 6;

/**
 * The featured block's rule (public-side.md section 7 'Featured centers'): premium centers by
 * name, at most six. The page applies it to the build's catalog (featuredOf), the island asks
 * PocketBase the same question (fetchFeaturedCenters): both read it from here.
 */
const FEATURED = { field: 'premium', sort: 'company_name', limit: FEATURED_LIMIT } as const;

/** The featured centers among the build's public centers. */
export function featuredOf(centers: readonly Center[]): Center[] {
  return centers
    .filter((c) => c[FEATURED.field])
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .slice(0, FEATURED.limit);
}

/** The featured block's centers, read as a visitor, with the pictures their cards need. */
export async function fetchFeaturedCenters(pb: PocketBase): Promise<CardCenter[]> {
  const list = await pb.collection('centers').getList(1, FEATURED.limit, {
    filter: `${FEATURED.field} = true`,
    sort: FEATURED.sort,
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
