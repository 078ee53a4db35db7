// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { homeFor, signInWithPassword, signUpWithPassword } from '../../lib/account.ts';
import type { IslandMessages } from '../../lib/i18n/catalog.ts';
import { format } from '../../lib/i18n/format.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import englishAuth from '../../lib/i18n/messages/en/auth.ts';
import { I18nProvider, useLocale, useMessages } from '../../lib/i18n/react.tsx';
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
import { useAuthErrors } from './auth-errors.ts';

type Mode = 'sign-in' | 'sign-up' | 'forgot';

/** How long a notice shows before the page moves on (owner-admin-side.md section 9). */
const NOTICE_DELAY_MS = 2000;

/**
 * The /auth page (public-side.md section 2): Sign In / Create Account, claim mode with the
 * access code field, and the way to a password reset. Browser validation is off (noValidate).
 * In the page's language (`i18n`); where it goes after signing in is the same in every one
 * (the dashboard and the admin panel are English only).
 */
export default function AuthPage({
  i18n,
}: {
  i18n?: IslandMessages<'auth' | 'account'> | undefined;
}) {
  return (
    <I18nProvider value={i18n}>
      <AuthForms />
    </I18nProvider>
  );
}

function AuthForms() {
  const m = useMessages('auth', englishAuth).signIn;
  const locale = useLocale();
  const { say, failure } = useAuthErrors();
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
      setErrors(
        Object.fromEntries(
          Object.entries(firstErrors(parsed.error)).map(([field, text]) => [field, say(text)]),
        ),
      );
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const user = signUp
        ? await signUpWithPassword({
            ...parsed.data,
            name: data.fullName?.trim() ?? '',
            language: locale,
          })
        : await signInWithPassword(parsed.data.email, parsed.data.password);
      if (signUp) {
        showToast({
          variant: 'success',
          title: m.createdTitle,
          description: m.createdText,
        });
      }
      if (params.claimMode) await claimAfterSignIn(data.accessCode ?? '', params.centerName);
      // After a notice, leave time to read it (spec: the claim redirect waits 2 seconds).
      const delay = signUp || params.claimMode ? NOTICE_DELAY_MS : 0;
      setTimeout(() => {
        // Back to the page that asked (/pricing in the page's language; the dashboard's
        // editor stays English), else the user's home, English only.
        window.location.assign(
          params.returnTo ? localizePath(locale, params.returnTo) : homeFor(user),
        );
      }, delay);
    } catch (error) {
      console.error(signUp ? 'Sign-up failed' : 'Sign-in failed', error);
      showToast(
        {
          variant: 'error',
          title: signUp ? m.signUpFailed : m.signInFailed,
          description: failure(error),
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
    ? format(m.claim, { center: params.centerName || m.yourCenter })
    : signUp
      ? m.createAccount
      : m.signIn;
  return (
    <div className="rounded-xl border border-slate-200 p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-1 text-sm text-slate-700">{params.claimMode ? m.claimIntro : m.intro}</p>
      {session.status === 'signed-in' && (
        <p className="mt-3 rounded-md bg-brand-50 p-3 text-sm">
          {format(m.signedInAs, { email: session.user.email })}{' '}
          <a className="font-medium underline" href={homeFor(session.user)}>
            {session.user.role === 'admin' ? m.continueAdmin : m.continueDashboard}
          </a>
        </p>
      )}
      <div
        role="group"
        aria-label={m.account}
        className="mt-4 grid grid-cols-2 gap-1 rounded-md bg-slate-100 p-1"
      >
        {(['sign-in', 'sign-up'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => {
              switchTo(option);
            }}
            className="rounded px-3 py-2 text-sm font-medium aria-pressed:bg-white aria-pressed:shadow"
          >
            {option === 'sign-in' ? m.signIn : m.createAccount}
          </button>
        ))}
      </div>
      {/* POST: a password never goes into the address, even sent without JavaScript. */}
      <form method="post" noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
        {signUp && (
          <TextField id="auth-fullName" name="fullName" label={m.fullName} autoComplete="name" />
        )}
        <TextField
          id="auth-email"
          name="email"
          type="email"
          label={m.email}
          autoComplete="email"
          error={errors.email}
        />
        <TextField
          id="auth-password"
          name="password"
          type="password"
          label={m.password}
          autoComplete={signUp ? 'new-password' : 'current-password'}
          hint={signUp ? m.passwordHint : undefined}
          error={errors.password}
        />
        {params.claimMode && (
          <TextField
            id="auth-accessCode"
            name="accessCode"
            label={m.accessCode}
            inputMode="numeric"
            autoComplete="off"
            hint={m.accessCodeHint}
            defaultValue={params.claimCode}
          />
        )}
        <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
          {busy ? m.wait : signUp ? m.createAccount : m.signIn}
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
          {m.forgot}
        </button>
      )}
      <p className="mt-4 text-sm text-slate-700">
        {m.haveCode}{' '}
        <a className="underline" href={localizePath(locale, routes.claimListing)}>
          {m.claimListing}
        </a>
      </p>
    </div>
  );
}
