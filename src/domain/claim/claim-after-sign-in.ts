import { claimCenter, readBackClaim } from './claim-center.ts';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';

/**
 * The auth page's claim mode: once signed in, claims the center with the access code typed
 * (owner-admin-side.md section 8 'Claim' texts). Never throws: the user is signed in either way
 * and goes on to the dashboard, where a failed claim can be tried again.
 */
export async function claimAfterSignIn(code: string, centerName: string): Promise<void> {
  if (!code.trim()) {
    showToast({
      variant: 'error',
      title: 'Access Code Required',
      description: 'An access code is required to claim this center.',
    });
    return;
  }
  const pb = getPocketBase();
  // A center-name mismatch is tolerated here (spec): the code alone decides.
  const result = await claimCenter(pb, code);
  switch (result.kind) {
    case 'claimed':
    case 'already-yours': {
      const mine = await readBackClaim(pb, result.center.id, pb.authStore.record?.id ?? '');
      showToast(
        mine
          ? {
              variant: 'success',
              title: 'Success',
              description: `${result.center.company_name || centerName} is now yours.`,
            }
          : {
              variant: 'error',
              title: 'Warning',
              description:
                'Claim process may not have completed correctly. Please check your dashboard.',
            },
      );
      return;
    }
    case 'invalid':
      showToast({
        variant: 'error',
        title: 'Invalid Access Code',
        description: 'Please verify your access code and try again.',
      });
      return;
    case 'locked':
    case 'error':
      showToast({
        variant: 'error',
        title: 'Invalid Claim Process',
        description:
          result.kind === 'locked' ? result.message : 'Failed to claim listing. Please try again.',
      });
  }
}
