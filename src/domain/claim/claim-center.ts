import PocketBase, { ClientResponseError } from 'pocketbase';

/**
 * Claiming a listing with its access code, through PocketBase's routes (pb_hooks/claims.pb.js),
 * shared by the dashboard's claim dialog, the claim-listing page and the auth page's claim mode.
 */

/** The claimed center, as the claim route answers it. */
interface ClaimedCenter {
  id: string;
  number: number;
  slug: string;
  company_name: string;
}

/** What a claim came to. */
export type ClaimResult =
  | { kind: 'claimed'; center: ClaimedCenter }
  | { kind: 'already-yours'; center: ClaimedCenter }
  | { kind: 'invalid' }
  | { kind: 'locked'; message: string }
  | { kind: 'error'; message: string };

/** What checking a code came to (claim-listing step 1). */
export type VerifyResult =
  | { kind: 'valid'; centerName: string }
  | { kind: 'invalid' }
  | { kind: 'locked'; message: string }
  | { kind: 'error'; message: string };

function failure(
  error: unknown,
): { kind: 'locked'; message: string } | { kind: 'error'; message: string } {
  if (error instanceof ClientResponseError && error.status === 429) {
    return { kind: 'locked', message: error.message };
  }
  console.error('Access code request failed', error);
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

/** Claims the center holding `code` for the signed-in user (optionally matching its name). */
export async function claimCenter(
  pb: PocketBase,
  code: string,
  centerName = '',
): Promise<ClaimResult> {
  try {
    const answer = await pb.send<{ outcome: 'claimed' | 'already-yours'; center: ClaimedCenter }>(
      '/api/centers/claim',
      { method: 'POST', body: { code: code.trim(), centerName: centerName.trim() } },
    );
    return answer.outcome === 'claimed'
      ? { kind: 'claimed', center: answer.center }
      : { kind: 'already-yours', center: answer.center };
  } catch (error) {
    // A used code is retired by its claim, so a center claimed by someone else answers 404 too.
    if (error instanceof ClientResponseError && error.status === 404) return { kind: 'invalid' };
    return failure(error);
  }
}

/** Checks that `code` belongs to an unclaimed center (optionally matching its name). */
export async function verifyAccessCode(
  pb: PocketBase,
  code: string,
  centerName = '',
): Promise<VerifyResult> {
  try {
    const answer = await pb.send<{ centerName: string }>('/api/centers/verify-code', {
      method: 'POST',
      body: { code: code.trim(), centerName: centerName.trim() },
    });
    return { kind: 'valid', centerName: answer.centerName };
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return { kind: 'invalid' };
    return failure(error);
  }
}

/** Reads the center back after a claim (spec): whether it is now the user's. */
export async function readBackClaim(
  pb: PocketBase,
  centerId: string,
  userId: string,
): Promise<boolean> {
  try {
    const center = await pb.collection('centers').getOne(centerId, { fields: 'owner' });
    return center.owner === userId;
  } catch (error) {
    console.error('Could not read the claimed center back', error);
    return false;
  }
}
