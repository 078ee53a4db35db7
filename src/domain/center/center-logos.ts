import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';

/**
 * Each center's logo for the owner's and the admin's centers tables: the uploaded logo's
 * thumbnail, else the logo address stored on the center, else none (no entry).
 */
export function logoUrls(
  pb: PocketBase,
  logos: readonly RecordModel[],
  centers: readonly { id: string; logo: string }[],
): Map<string, string> {
  const byCenter = new Map<string, string>();
  for (const logo of logos) {
    byCenter.set(
      String(logo['center']),
      pb.files.getURL(logo, String(logo['file']), { thumb: '160x160f' }),
    );
  }
  for (const center of centers) {
    if (!byCenter.has(center.id) && center.logo.trim()) byCenter.set(center.id, center.logo.trim());
  }
  return byCenter;
}
