import { useState, type SyntheticEvent } from 'react';
import { claimCenter, readBackClaim } from '../../domain/claim/claim-center.ts';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { ADD_CENTER_MESSAGES, ClaimCodeSchema } from './add-center-schema.ts';
import { TextField } from '../../components/FormFields.tsx';
import { BUTTON } from '../../components/control-styles.ts';

/**
 * Claim Existing Center (owner-admin-side.md sections 5 and 8, 'Claim (dashboard)'): the
 * access code goes to PocketBase's claim route, which decides; the claim is read back after.
 */
export default function ClaimCenterForm({
  onClaimed,
  onClose,
}: {
  onClaimed: () => void;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Busy: the button stays focusable (aria-disabled), so a second press lands here.
    if (busy) return;
    const pb = getPocketBase();
    const userId = pb.authStore.record?.id;
    if (!pb.authStore.isValid || !userId) {
      showToast({
        variant: 'error',
        title: 'Error',
        description: ADD_CENTER_MESSAGES.claimSignedOut,
      });
      return;
    }
    const parsed = ClaimCodeSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await claimCenter(pb, parsed.data.code);
    setBusy(false);
    switch (result.kind) {
      case 'claimed': {
        const mine = await readBackClaim(pb, result.center.id, userId);
        showToast(
          mine
            ? {
                variant: 'success',
                title: 'Success',
                description: `You have claimed ${result.center.company_name}. It is approved and listed below.`,
              }
            : {
                variant: 'error',
                title: 'Warning',
                description: 'Claim may not have completed correctly. Please check your dashboard.',
              },
        );
        onClaimed();
        return;
      }
      case 'already-yours':
        showToast({
          variant: 'success',
          title: 'Already Claimed',
          description: 'You already own this center.',
        });
        onClose();
        return;
      case 'invalid':
        showToast({
          variant: 'error',
          title: 'Invalid Access Code',
          description: 'No center found with that access code. Please check and try again.',
        });
        return;
      case 'locked':
        showToast({ variant: 'error', title: 'Error', description: result.message });
        return;
      case 'error':
        showToast({
          variant: 'error',
          title: 'Error',
          description: `Failed to claim center: ${result.message}`,
        });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <p className="text-slate-700">
        Is your center already in the directory? Claim it with the access code that came with the
        listing.
      </p>
      <TextField
        id="add-claim-code"
        name="code"
        label="Access code"
        hint="The access code is 8 digits."
        inputMode="numeric"
        autoComplete="off"
        error={error}
      />
      <button type="submit" className={BUTTON.primary} aria-disabled={busy || undefined}>
        {busy ? 'Claiming...' : 'Claim Center'}
      </button>
    </form>
  );
}
