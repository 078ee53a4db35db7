// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import { useState, type SyntheticEvent } from 'react';
import { homeFor, signInWithPassword } from '../../lib/account.ts';
import type { IslandMessages } from '../../lib/i18n/catalog.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import englishAuth from '../../lib/i18n/messages/en/auth.ts';
import { I18nProvider, useLocale, useMessages } from '../../lib/i18n/react.tsx';
import { routes } from '../../lib/routes.ts';
import { getPocketBase } from '../../lib/session.ts';
import { NewPasswordSchema } from './auth-schema.ts';
import { emailFromToken } from './reset-token.ts';
import { TextField } from '../../components/FormFields.tsx';
import { PRIMARY_BUTTON } from '../../components/control-styles.ts';
import { firstErrors, focusFirstInvalid } from '../../lib/field-errors.ts';
import { useAuthErrors } from './auth-errors.ts';

/**
 * /auth/reset-password?token=…: the reset mail's link. Sets the new password with PocketBase,
 * then signs in with it and goes to the dashboard (admins to /admin), in every language.
 */
export default function ResetPassword({
  i18n,
}: {
  i18n?: IslandMessages<'auth' | 'account'> | undefined;
}) {
  return (
    <I18nProvider value={i18n}>
      <ResetForm />
    </I18nProvider>
  );
}

function ResetForm() {
  const auth = useMessages('auth', englishAuth);
  const m = auth.reset;
  const locale = useLocale();
  const { say, failure: failureText } = useAuthErrors();
  const signInPage = localizePath(locale, routes.auth);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = NewPasswordSchema.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    );
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
    setFailure('');
    setBusy(true);
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    const { password, passwordConfirm } = parsed.data;
    try {
      await getPocketBase()
        .collection('users')
        .confirmPasswordReset(token, password, passwordConfirm);
    } catch (error) {
      console.error('Password reset failed', error);
      setFailure(failureText(error));
      setBusy(false);
      return;
    }
    const email = emailFromToken(token);
    try {
      window.location.assign(homeFor(await signInWithPassword(email, password)));
    } catch (error) {
      // The password is changed; only the automatic sign-in failed.
      console.error('Sign-in after the reset failed', error);
      window.location.assign(signInPage);
    }
  };

  return (
    <div className="rounded-xl border border-slate-200 p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{m.heading}</h1>
      {/* POST: a password never goes into the address, even sent without JavaScript. */}
      <form method="post" noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
        <TextField
          id="new-password"
          name="password"
          type="password"
          label={m.password}
          autoComplete="new-password"
          hint={auth.signIn.passwordHint}
          error={errors.password}
        />
        <TextField
          id="new-password-confirm"
          name="passwordConfirm"
          type="password"
          label={m.confirm}
          autoComplete="new-password"
          error={errors.passwordConfirm}
        />
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? m.saving : m.save}
        </button>
      </form>
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {failure} {m.expired}{' '}
          <a className="underline" href={signInPage}>
            {m.askAgain}
          </a>
          .
        </p>
      )}
    </div>
  );
}
