import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { CenterRecordSchema } from '../../lib/center.ts';

/** A center as its owner reads it: the public record plus the code and the knowledge base. */
export const OwnerCenterSchema = CenterRecordSchema.extend({
  /** Hidden from everyone but the owner and admins (pb_hooks/centers.pb.js). */
  access_code: z.string().optional(),
  knowledge_base: z.string(),
});
export type OwnerCenter = z.infer<typeof OwnerCenterSchema>;

/** Spec: dashboard center queries retry twice, 1 second apart. */
const RETRIES = 2;
const RETRY_DELAY_MS = 1000;

async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

/** The user's centers, in number order, with the logo URL of each (empty when none). */
export async function loadOwnerCenters(
  pb: PocketBase,
  userId: string,
): Promise<{ centers: OwnerCenter[]; logos: Map<string, string> }> {
  return withRetries(async () => {
    const [records, logos] = await Promise.all([
      pb.collection('centers').getFullList({
        filter: pb.filter('owner = {:user}', { user: userId }),
        sort: 'number',
      }),
      pb.collection('center_images').getFullList({
        filter: pb.filter('center.owner = {:user} && kind = "logo"', { user: userId }),
      }),
    ]);
    const centers = records.map((record) => OwnerCenterSchema.parse(record));
    const byCenter = new Map<string, string>();
    for (const logo of logos) {
      byCenter.set(
        String(logo.center),
        pb.files.getURL(logo, String(logo.file), { thumb: '160x160f' }),
      );
    }
    for (const center of centers) {
      if (!byCenter.has(center.id) && center.logo.trim())
        byCenter.set(center.id, center.logo.trim());
    }
    return { centers, logos: byCenter };
  });
}
