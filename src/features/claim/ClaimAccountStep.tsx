import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { accountFailure, signInWithPassword, signUpWithPassword } from '../../lib/account.ts';
import { format, translateText } from '../../lib/i18n/format.ts';
import englishAccount from '../../lib/i18n/messages/en/account.ts';
import englishClaim from '../../lib/i18n/messages/en/claim.ts';
import { useLocale, useMessages } from '../../lib/i18n/react.tsx';
import { useSession } from '../../lib/use-session.ts';
import { showToast } from '../../lib/toast.ts';
import {
  ClaimSignInSchema,
  ClaimSignUpSchema,
  type VerifiedClaim,
} from './claim-listing-schema.ts';
import { finishClaim } from './finish-claim.ts';
import { TextField } from '../../components/FormFields.tsx';
import { PRIMARY_BUTTON } from '../../components/control-styles.ts';
import { firstErrors, focusFirstInvalid } from '../../lib/field-errors.ts';

/** Step 2 of /claim-listing: sign in or sign up (password typed twice), then claim. */
export default function ClaimAccountStep({
  claim,
  onBack,
}: {
  claim: VerifiedClaim;
  onBack: () => void;
}) {
  const m = useMessages('claim', englishClaim);
  const a = m.account;
  // The rules and the account server write the spec's English; shown in the page's language.
  const account = useMessages('account', englishAccount);
  const locale = useLocale();
  const shown = (text: string) => translateText({ ...account.errors, ...m.errors }, text);
  const session = useSession();
  const [signUp, setSignUp] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const doneMessage = useRef<HTMLParagraphElement>(null);

  // Claimed: the form is gone, so focus goes to the message that replaces it.
  useEffect(() => {
    if (done) doneMessage.current?.focus();
  }, [done]);

  const signIn = async (form: HTMLFormElement): Promise<boolean> => {
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const schema = signUp ? ClaimSignUpSchema : ClaimSignInSchema;
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const found = firstErrors(parsed.error);
      setErrors(found);
      focusFirstInvalid(form);
      if (found.confirmPassword) {
        showToast({
          variant: 'error',
          title: m.toasts.mismatchTitle,
          description: shown(found.confirmPassword),
        });
      }
      return false;
    }
    setErrors({});
    try {
      if (signUp) {
        await signUpWithPassword({
          email: parsed.data.email,
          password: parsed.data.password,
          name: data.fullName?.trim() ?? '',
          language: locale,
        });
      } else {
        await signInWithPassword(parsed.data.email, parsed.data.password);
      }
      return true;
    } catch (error) {
      console.error('Authentication failed', error);
      showToast(
        {
          variant: 'error',
          title: m.toasts.authTitle,
          description: shown(accountFailure(error)),
        },
        { focus: true },
      );
      return false;
    }
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Busy: the button stays focusable (aria-disabled), so a second press lands here.
    if (busy) return;
    setBusy(true);
    const signedIn = session.status === 'signed-in' || (await signIn(event.currentTarget));
    if (signedIn) setDone(await finishClaim(claim, m, account));
    setBusy(false);
  };

  if (done) {
    return (
      <p
        ref={doneMessage}
        tabIndex={-1}
        role="status"
        className="mt-2 text-lg font-medium text-green-900"
      >
        {format(a.done, { center: claim.centerName })}
      </p>
    );
  }
  return (
    <>
      <h2 tabIndex={-1} className="mt-1 text-xl font-semibold">
        {format(a.heading, { center: claim.centerName })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {session.status === 'signed-in'
          ? format(a.signedIn, { email: session.user.email })
          : a.signInOrUp}
      </p>
      {session.status !== 'signed-in' && (
        <div
          role="group"
          aria-label={a.group}
          className="mt-4 grid grid-cols-2 gap-1 rounded-md bg-slate-100 p-1"
        >
          {[false, true].map((isSignUp) => (
            <button
              key={String(isSignUp)}
              type="button"
              aria-pressed={signUp === isSignUp}
              onClick={() => {
                setSignUp(isSignUp);
                setErrors({});
              }}
              className="rounded px-3 py-2 text-sm font-medium aria-pressed:bg-white aria-pressed:shadow"
            >
              {isSignUp ? a.createAccount : a.signIn}
            </button>
          ))}
        </div>
      )}
      {/* POST: a password never goes into the address, even sent without JavaScript. */}
      <form method="post" noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
        {session.status !== 'signed-in' && (
          <>
            {signUp && (
              <TextField
                id="claim-fullName"
                name="fullName"
                label={a.fullName}
                autoComplete="name"
              />
            )}
            <TextField
              id="claim-email"
              name="email"
              type="email"
              label={a.email}
              autoComplete="email"
              error={errors.email && shown(errors.email)}
            />
            <TextField
              id="claim-password"
              name="password"
              type="password"
              label={a.password}
              autoComplete={signUp ? 'new-password' : 'current-password'}
              error={errors.password && shown(errors.password)}
            />
            {signUp && (
              <TextField
                id="claim-confirmPassword"
                name="confirmPassword"
                type="password"
                label={a.confirmPassword}
                autoComplete="new-password"
                error={errors.confirmPassword && shown(errors.confirmPassword)}
              />
            )}
          </>
        )}
        <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
          {busy
            ? a.claiming
            : session.status === 'signed-in'
              ? a.claim
              : signUp
                ? a.createAndClaim
                : a.signInAndClaim}
        </button>
      </form>
      <button
        type="button"
        onClick={onBack}
        className="mt-3 text-sm font-medium text-brand-700 underline"
      >
        {a.otherCode}
      </button>
    </>
  );
}
