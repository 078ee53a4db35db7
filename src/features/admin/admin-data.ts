import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { CenterRecordSchema, centerProblem } from '../../domain/center/center.ts';
import { logoUrls } from '../../domain/center/center-logos.ts';
import { planOf, type PlanType } from '../../domain/plan/premium.ts';

/**
 * What the admin page reads (owner-admin-side.md section 7: admin selects all centers ordered
 * by id descending; profiles ordered by created descending; counts of both). PocketBase's list
 * rules give admins every record and everyone else only their own, so these reads show an
 * admin everything and show nothing to anyone else.
 */

/** A center as the admin table and the data-quality view need it. */
const AdminCenterSchema = z.object({
  id: z.string(),
  number: z.number(),
  slug: z.string(),
  company_name: z.string(),
  address: z.string(),
  city: z.string(),
  zip_code: z.string(),
  phone_number: z.string(),
  website: z.string(),
  email: z.string(),
  logo: z.string(),
  owner: z.string(),
  claimed: z.boolean(),
  approved: z.string(),
  premium: z.boolean(),
  featured: z.boolean(),
  /** Hidden fields, shown to admins by the hooks (centers.pb.js, admin-reminders.pb.js). */
  access_code: z.string().default(''),
  stale_reminder_sent: z.string().default(''),
  facts_updated: z.string(),
  availability_updated: z.string(),
  created: z.string(),
});
/** A center row with why the build leaves it out of the site ('' when it publishes). */
export type AdminCenter = z.infer<typeof AdminCenterSchema> & { siteProblem: string };

/** A user row: the spec's profile and role. */
const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  created: z.string(),
});
/** A user with their plan: effective type, the stored status and where it came from. */
export type AdminUser = z.infer<typeof AdminUserSchema> & {
  plan: PlanType;
  planStatus: string;
  /** 'stripe' (paid) or 'admin' (granted by hand); '' for no subscription record. */
  planSource: string;
};

// The build schema's fields too: the data-quality view runs it to list what the build leaves out.
const CENTER_FIELDS = [
  ...new Set([...Object.keys(AdminCenterSchema.shape), ...Object.keys(CenterRecordSchema.shape)]),
].join(',');
const BATCH = 500;

/** Every center, newest number first, with each one's logo URL ('' when none). */
export async function loadAdminCenters(
  pb: PocketBase,
): Promise<{ centers: AdminCenter[]; logos: Map<string, string> }> {
  const [records, logos] = await Promise.all([
    pb.collection('centers').getFullList({
      sort: '-number',
      fields: CENTER_FIELDS,
      batch: BATCH,
      skipTotal: true,
    }),
    pb.collection('center_images').getFullList({
      filter: 'kind = "logo"',
      fields: 'id,collectionId,center,file',
      batch: BATCH,
      skipTotal: true,
    }),
  ]);
  const centers = records.map((r) => ({
    ...AdminCenterSchema.parse(r),
    siteProblem: centerProblem(r),
  }));
  return { centers, logos: logoUrls(pb, logos, centers) };
}

/** Every user, newest first, with their plan. */
export async function loadAdminUsers(pb: PocketBase): Promise<AdminUser[]> {
  const [records, subscriptions] = await Promise.all([
    pb.collection('users').getFullList({
      sort: '-created',
      fields: 'id,email,name,role,created',
      batch: BATCH,
      skipTotal: true,
    }),
    pb.collection('subscriptions').getFullList({
      fields: 'user,plan_type,status,source',
      batch: BATCH,
      skipTotal: true,
    }),
  ]);
  const byUser = new Map(subscriptions.map((row) => [String(row.user), row]));
  return records.map((r) => {
    const row = byUser.get(r.id) ?? null;
    return {
      ...AdminUserSchema.parse(r),
      plan: planOf(row),
      planStatus: typeof row?.status === 'string' ? row.status : '',
      planSource: typeof row?.source === 'string' ? row.source : '',
    };
  });
}

/** How many records a collection holds (one id fetched; the total is what counts). */
export async function countRecords(
  pb: PocketBase,
  collection: 'users' | 'centers',
): Promise<number> {
  const page = await pb.collection(collection).getList(1, 1, { fields: 'id' });
  return page.totalItems;
}

/**
 * The signed-in user's role, read fresh from PocketBase rather than from the stored session
 * (spec: the admin check reads the role). Throws when the read fails.
 */
export async function loadRole(pb: PocketBase, userId: string): Promise<string> {
  const record = await pb.collection('users').getOne(userId, { fields: 'id,role' });
  return String(record.role);
}
