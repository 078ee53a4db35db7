// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import { useEffect, useState, type SyntheticEvent } from 'react';
import {
  accountFailure,
  homeFor,
  signInWithPassword,
  signUpWithPassword,
} from '../../lib/account.ts';
import { routes } from '../../lib/routes.ts';
import { getPocketBase } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { showToast } from '../../lib/toast.ts';
import { readAuthParams, type AuthParams } from './auth-params.ts';
import { SignInSchema, SignUpSchema } from './auth-schema.ts';
import { claimAfterSignIn } from '../../domain/claim/claim-after-sign-in.ts';
import ForgotPassword from './ForgotPassword.tsx';
import { TextField } from '../../components/FormFields.tsx';
import { PRIMARY_BUTTON } from '../../components/control-styles.ts';
import { firstErrors, focusFirstInvalid } from '../../lib/field-errors.ts';

type Mode = 'sign-in' | 'sign-up' | 'forgot';

/** How long a notice shows before the page moves on (owner-admin-side.md section 9). */
const NOTICE_DELAY_MS = 2000;

/**
 * The /auth page (public-side.md section 2): Sign In / Create Account, claim mode with the
 * access code field, and the way to a password reset. Browser validation is off (noValidate).
 */
export default function AuthPage() {
  const session = useSession();
  const [params, setParams] = useState<AuthParams>(() => readAuthParams(''));
  const [mode, setMode] = useState<Mode>('sign-in');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getPocketBase();
    const read = readAuthParams(window.location.search);
    setParams(read);
    setMode(read.startWith);
  }, []);

  const switchTo = (next: Mode) => {
    setMode(next);
    setErrors({});
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Busy: the button stays focusable (aria-disabled), so a second press lands here.
    if (busy) return;
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const signUp = mode === 'sign-up';
    const parsed = signUp ? SignUpSchema.safeParse(data) : SignInSchema.safeParse(data);
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const user = signUp
        ? await signUpWithPassword({ ...parsed.data, name: data.fullName?.trim() ?? '' })
        : await signInWithPassword(parsed.data.email, parsed.data.password);
      if (signUp) {
        showToast({
          variant: 'success',
          title: 'Account created!',
          description: 'We sent you an email: open its link to verify your address.',
        });
      }
      if (params.claimMode) await claimAfterSignIn(data.accessCode ?? '', params.centerName);
      // After a notice, leave time to read it (spec: the claim redirect waits 2 seconds).
      const delay = signUp || params.claimMode ? NOTICE_DELAY_MS : 0;
      setTimeout(() => {
        window.location.assign(params.returnTo || homeFor(user));
      }, delay);
    } catch (error) {
      console.error(signUp ? 'Sign-up failed' : 'Sign-in failed', error);
      showToast(
        {
          variant: 'error',
          title: signUp ? 'Signup Failed' : 'Login Failed',
          description: accountFailure(error),
        },
        { focus: true },
      );
      setBusy(false);
    }
  };

  if (mode === 'forgot') {
    return (
      <ForgotPassword
        onBack={() => {
          switchTo('sign-in');
        }}
      />
    );
  }

  const signUp = mode === 'sign-up';
  const heading = params.claimMode
    ? `Claim ${params.centerName || 'your center'}`
    : signUp
      ? 'Create Account'
      : 'Sign In';
  return (
    <div className="rounded-xl border border-slate-200 p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {params.claimMode
          ? 'Sign in or create an account, and the listing is yours with its access code.'
          : 'Center owners sign in to list, claim and manage their centers.'}
      </p>
      {session.status === 'signed-in' && (
        <p className="mt-3 rounded-md bg-brand-50 p-3 text-sm">
          You are signed in as {session.user.email}.{' '}
          <a className="font-medium underline" href={homeFor(session.user)}>
            Continue to your {session.user.role === 'admin' ? 'admin panel' : 'dashboard'}
          </a>
        </p>
      )}
      <div
        role="group"
        aria-label="Account"
        className="mt-4 grid grid-cols-2 gap-1 rounded-md bg-slate-100 p-1"
      >
        {(['sign-in', 'sign-up'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => {
              switchTo(m);
            }}
            className="rounded px-3 py-2 text-sm font-medium aria-pressed:bg-white aria-pressed:shadow"
          >
            {m === 'sign-in' ? 'Sign In' : 'Create Account'}
          </button>
        ))}
      </div>
      {/* POST: a password never goes into the address, even sent without JavaScript. */}
      <form method="post" noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
        {signUp && (
          <TextField id="auth-fullName" name="fullName" label="Full name" autoComplete="name" />
        )}
        <TextField
          id="auth-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          error={errors.email}
        />
        <TextField
          id="auth-password"
          name="password"
          type="password"
          label="Password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          hint={signUp ? 'At least 8 characters.' : undefined}
          error={errors.password}
        />
        {params.claimMode && (
          <TextField
            id="auth-accessCode"
            name="accessCode"
            label="Access code"
            inputMode="numeric"
            autoComplete="off"
            hint="The 8-digit code that came with your listing."
            defaultValue={params.claimCode}
          />
        )}
        <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
          {busy ? 'Please wait...' : signUp ? 'Create Account' : 'Sign In'}
        </button>
      </form>
      {!signUp && (
        <button
          type="button"
          className="mt-3 min-h-11 text-sm font-medium text-brand-700 underline"
          onClick={() => {
            switchTo('forgot');
          }}
        >
          Forgot your password?
        </button>
      )}
      <p className="mt-4 text-sm text-slate-700">
        Have an access code for a listing?{' '}
        <a className="underline" href={routes.claimListing}>
          Claim your listing
        </a>
      </p>
    </div>
  );
}
