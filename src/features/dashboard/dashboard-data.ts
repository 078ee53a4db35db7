import type PocketBase from 'pocketbase';
import * as z from 'zod/mini';
import { CenterRecordSchema } from '../../domain/center/center.ts';
import { logoUrls } from '../../domain/center/center-logos.ts';
import { withRetry } from '../../lib/retry.ts';

/** A center as its owner reads it: the public record plus the code and the knowledge base. */
export const OwnerCenterSchema = z.extend(CenterRecordSchema, {
  /** Hidden from everyone but the owner and admins (pocketbase/visibility.go). */
  access_code: z.optional(z.string()),
  knowledge_base: z.string(),
});
export type OwnerCenter = z.output<typeof OwnerCenterSchema>;

/** Spec: dashboard center queries retry twice, 1 second apart. */
const DASHBOARD_RETRY = { retries: 2, delayMs: () => 1000 };

/** The user's centers, in number order, with the logo URL of each (empty when none). */
export async function loadOwnerCenters(
  pb: PocketBase,
  userId: string,
): Promise<{ centers: OwnerCenter[]; logos: Map<string, string> }> {
  return withRetry(async () => {
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
    return { centers, logos: logoUrls(pb, logos, centers) };
  }, DASHBOARD_RETRY);
}
