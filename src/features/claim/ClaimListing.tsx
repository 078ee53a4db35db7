// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { verifyAccessCode } from '../../domain/claim/claim-center.ts';
import type { IslandMessages } from '../../lib/i18n/catalog.ts';
import { format, translateText } from '../../lib/i18n/format.ts';
import englishAccount from '../../lib/i18n/messages/en/account.ts';
import englishClaim from '../../lib/i18n/messages/en/claim.ts';
import { I18nProvider, useMessages } from '../../lib/i18n/react.tsx';
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
 * `i18n`: the 'claim' messages of a translated page (islandMessages); none in English.
 */
export default function ClaimListing({
  i18n,
}: {
  i18n?: IslandMessages<'claim' | 'account'> | undefined;
}) {
  return (
    // The provider holds any island's namespaces; this one's are a part of them.
    <I18nProvider value={i18n as IslandMessages | undefined}>
      <Claim />
    </I18nProvider>
  );
}

function Claim() {
  const m = useMessages('claim', englishClaim);
  const errors = { ...useMessages('account', englishAccount).errors, ...m.errors };
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
        title: m.toasts.codeRequiredTitle,
        description: m.toasts.codeRequired,
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
          { variant: 'error', title: m.toasts.invalidTitle, description: m.toasts.invalid },
          focus,
        );
        return;
      case 'locked':
        showToast(
          {
            variant: 'error',
            title: m.toasts.validationTitle,
            description: translateText(errors, result.message),
          },
          focus,
        );
        return;
      case 'error':
        showToast(
          {
            variant: 'error',
            title: m.toasts.validationTitle,
            description: m.toasts.validationFailed,
          },
          focus,
        );
    }
  };

  return (
    <div ref={card} className="rounded-xl border border-slate-200 p-6 shadow-sm">
      <p className="text-sm font-medium text-brand-700">
        {format(m.step, { step: verified ? 2 : 1 })}
      </p>
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
            {m.code.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{m.code.intro}</p>
          <form
            noValidate
            onSubmit={(e) => void verify(e)}
            className="mt-4 space-y-4"
            key={prefill.code}
          >
            <TextField
              id="claim-code"
              name="code"
              label={m.code.label}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={prefill.code}
              error={error && translateText(errors, error)}
            />
            <TextField
              id="claim-center"
              name="centerName"
              label={m.code.centerName}
              hint={m.code.centerNameHint}
              autoComplete="organization"
              defaultValue={prefill.centerName}
            />
            <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
              {busy ? m.code.checking : m.code.verify}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
