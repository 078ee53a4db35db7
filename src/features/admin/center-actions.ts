import type PocketBase from 'pocketbase';

/**
 * The admin's changes to a center (owner-admin-side.md sections 4 and 6). PocketBase's rules
 * decide who may make them: the center update and delete rules let an admin (role admin)
 * change approval, premium and featured, which an owner's update may not touch, and access
 * codes come only from the server's admin route (pb_hooks/admin-codes.pb.js).
 */

/** Approve: approved becomes 'approved' (spec), and nothing else changes. */
export async function approveCenter(pb: PocketBase, id: string): Promise<void> {
  await pb.collection('centers').update(id, { approved: 'approved' });
}

/** Reject: approved becomes 'rejected', and nothing else changes. */
export async function rejectCenter(pb: PocketBase, id: string): Promise<void> {
  await pb.collection('centers').update(id, { approved: 'rejected' });
}

/**
 * The Featured toggle. The spec flips `premium` (what the table's Featured column and the home
 * page's featured block show); `featured` (the directory's featured-first order and 'Featured
 * Center' label) is set to the same value, so the admin's one switch means one thing everywhere.
 */
export async function setFeatured(pb: PocketBase, id: string, featured: boolean): Promise<void> {
  await pb.collection('centers').update(id, { premium: featured, featured });
}

/** Generates (or replaces) the access code of an unclaimed center; returns the new code. */
export async function generateAccessCode(pb: PocketBase, id: string): Promise<string> {
  const answer: { access_code: string } = await pb.send(
    `/api/admin/centers/${encodeURIComponent(id)}/access-code`,
    { method: 'POST' },
  );
  return answer.access_code;
}

/** Gives every unclaimed center without an access code one; returns how many got one. */
export async function generateMissingAccessCodes(pb: PocketBase): Promise<number> {
  const answer: { generated: number } = await pb.send('/api/admin/access-codes', {
    method: 'POST',
  });
  return answer.generated;
}
