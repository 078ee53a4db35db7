// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { verifyAccessCode } from '../../domain/claim/claim-center.ts';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import ClaimAccountStep from './ClaimAccountStep.tsx';
import { CodeStepSchema, prefillFrom, type VerifiedClaim } from './claim-listing-schema.ts';
import { TextField } from '../../components/FormFields.tsx';
import { PRIMARY_BUTTON } from '../../components/control-styles.ts';
import { firstErrors, focusFirstInvalid } from '../../lib/field-errors.ts';

/**
 * /claim-listing (owner-admin-side.md section 2): step 1 verifies the access code (optionally
 * with the center's name), step 2 signs in or up and claims, then goes to the dashboard.
 */
export default function ClaimListing() {
  const [prefill, setPrefill] = useState({ code: '', centerName: '' });
  const [verified, setVerified] = useState<VerifiedClaim | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const stepChanged = useRef(false);

  useEffect(() => {
    getPocketBase();
    setPrefill(prefillFrom(window.location.search));
  }, []);

  // A step change puts focus on the new step's heading, not on <body>.
  useEffect(() => {
    if (stepChanged.current) card.current?.querySelector<HTMLElement>('h2')?.focus();
    stepChanged.current = true;
  }, [verified]);

  const verify = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Busy: the button stays focusable (aria-disabled), so a second press lands here.
    if (busy) return;
    const parsed = CodeStepSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setError(firstErrors(parsed.error).code);
      focusFirstInvalid(event.currentTarget);
      showToast({
        variant: 'error',
        title: 'Access Code Required',
        description: 'Please enter your access code.',
      });
      return;
    }
    setError(undefined);
    setBusy(true);
    const { code, centerName } = parsed.data;
    const result = await verifyAccessCode(getPocketBase(), code, centerName);
    setBusy(false);
    // A refused code: focus goes to the message, not left on the button.
    const focus = { focus: true };
    switch (result.kind) {
      case 'valid':
        setVerified({ code, centerName: result.centerName, typedName: centerName });
        return;
      case 'invalid':
        showToast(
          {
            variant: 'error',
            title: 'Invalid Access Code',
            description: 'This access code is not valid or the center has already been claimed.',
          },
          focus,
        );
        return;
      case 'locked':
        showToast(
          { variant: 'error', title: 'Validation Error', description: result.message },
          focus,
        );
        return;
      case 'error':
        showToast(
          {
            variant: 'error',
            title: 'Validation Error',
            description: 'Failed to validate access code. Please try again.',
          },
          focus,
        );
    }
  };

  return (
    <div ref={card} className="rounded-xl border border-slate-200 p-6 shadow-sm">
      <p className="text-sm font-medium text-brand-700">Step {verified ? 2 : 1} of 2</p>
      {verified ? (
        <ClaimAccountStep
          claim={verified}
          onBack={() => {
            setVerified(null);
          }}
        />
      ) : (
        <>
          <h2 tabIndex={-1} className="mt-1 text-xl font-semibold">
            Verify your access code
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            The access code is the 8-digit number that came with your listing.
          </p>
          <form
            noValidate
            onSubmit={(e) => void verify(e)}
            className="mt-4 space-y-4"
            key={prefill.code}
          >
            <TextField
              id="claim-code"
              name="code"
              label="Access code"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={prefill.code}
              error={error}
            />
            <TextField
              id="claim-center"
              name="centerName"
              label="Center name (optional)"
              hint="Part of the name is enough."
              autoComplete="organization"
              defaultValue={prefill.centerName}
            />
            <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
              {busy ? 'Checking...' : 'Verify Code'}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
