import type PocketBase from 'pocketbase';

/**
 * Deletes a user through PocketBase's admin route (pb_hooks/admin-users.pb.js): admins only,
 * never themselves. In one transaction the account goes with its subscription, job postings
 * (and their applications) and chat history, and its centers stay as unclaimed listings with
 * new access codes. Returns how many centers were released.
 */
export async function deleteUser(pb: PocketBase, id: string): Promise<number> {
  const answer: { releasedCenters: number } = await pb.send(
    `/api/admin/users/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
  );
  return answer.releasedCenters;
}

/**
 * Grants Premium by hand, or ends a granted plan (pb_hooks/admin-plans.pb.js): admins only.
 * A plan paid through Stripe ends in Stripe, not here (the server answers 409 with why).
 */
export async function setUserPlan(
  pb: PocketBase,
  id: string,
  plan: 'premium' | 'free',
): Promise<void> {
  await pb.send(`/api/admin/users/${encodeURIComponent(id)}/plan`, {
    method: 'POST',
    body: { plan },
  });
}
