import { claimCenter, readBackClaim } from '../../domain/claim/claim-center.ts';
import { format, translateText } from '../../lib/i18n/format.ts';
import type { Catalog } from '../../lib/i18n/types.ts';
import { routes } from '../../lib/routes.ts';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import type { VerifiedClaim } from './claim-listing-schema.ts';

/** Spec: the claim-listing page goes to the dashboard 2 seconds after a claim. */
const REDIRECT_DELAY_MS = 2000;

/**
 * Claims the verified center for the signed-in user, reads it back, says how it went
 * (owner-admin-side.md section 8, 'Claim-listing') and, when it worked, goes to the dashboard
 * after 2 seconds. Returns whether the claim worked. `m` and `account`: the page's 'claim' and 'account' messages.
 */
export async function finishClaim(
  claim: VerifiedClaim,
  m: Catalog['claim'],
  account: Catalog['account'],
): Promise<boolean> {
  const pb = getPocketBase();
  // A failed claim: focus goes to the message, not left on the button.
  const focus = { focus: true };
  const result = await claimCenter(pb, claim.code, claim.typedName);
  switch (result.kind) {
    case 'claimed':
    case 'already-yours': {
      if (!(await readBackClaim(pb, result.center.id, pb.authStore.record?.id ?? ''))) {
        showToast(
          { variant: 'error', title: m.toasts.errorTitle, description: m.toasts.unconfirmed },
          focus,
        );
        return false;
      }
      showToast({
        variant: 'success',
        title: m.toasts.successTitle,
        description: format(m.toasts.success, { center: result.center.company_name }),
      });
      setTimeout(() => {
        window.location.assign(routes.dashboard);
      }, REDIRECT_DELAY_MS);
      return true;
    }
    case 'invalid':
      showToast(
        { variant: 'error', title: m.toasts.failedTitle, description: m.toasts.failed },
        focus,
      );
      return false;
    case 'locked':
    case 'error':
      showToast(
        {
          variant: 'error',
          title: m.toasts.errorTitle,
          description: translateText({ ...account.errors, ...m.errors }, result.message),
        },
        focus,
      );
      return false;
  }
}
