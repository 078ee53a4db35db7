import { useState, type SyntheticEvent } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { ResetRequestSchema } from './auth-schema.ts';
import { TextField } from '../../components/FormFields.tsx';
import { PRIMARY_BUTTON } from '../../components/control-styles.ts';
import { firstErrors } from '../../lib/field-errors.ts';
import { format } from '../../lib/i18n/format.ts';
import englishAuth from '../../lib/i18n/messages/en/auth.ts';
import { useLocale, useMessages } from '../../lib/i18n/react.tsx';
import { showToast } from '../../lib/toast.ts';
import { useAuthErrors } from './auth-errors.ts';

/**
 * Forgot password: PocketBase mails a reset link (its link opens /auth/reset-password). The
 * answer is the same whether or not the address has an account, so it reveals none.
 */
export default function ForgotPassword({ onBack }: { onBack: () => void }) {
  const auth = useMessages('auth', englishAuth);
  const locale = useLocale();
  const m = auth.forgot;
  const { say, failure: failureText } = useAuthErrors();
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ResetRequestSchema.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    if (!parsed.success) {
      const message = firstErrors(parsed.error).email;
      setError(message && say(message));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      // The mail is written in the page's language (pb_hooks/account-emails.pb.js).
      await getPocketBase()
        .collection('users')
        .requestPasswordReset(parsed.data.email, {
          body: { email: parsed.data.email, language: locale },
        });
      setSentTo(parsed.data.email);
    } catch (failure) {
      // PocketBase answers 204 for unknown addresses too: a failure is the network's or a
      // rate limit, and the link was not sent. Say so and keep the address.
      console.error('Password reset request failed', failure);
      showToast({
        variant: 'error',
        title: m.failed,
        description: failureText(failure),
      });
    }
    setBusy(false);
  };

  return (
    <div className="rounded-xl border border-slate-200 p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{m.heading}</h1>
      <p className="mt-1 text-sm text-slate-700">{m.intro}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
        <TextField
          id="reset-email"
          name="email"
          type="email"
          label={auth.signIn.email}
          autoComplete="email"
          error={error}
        />
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? m.sending : m.send}
        </button>
      </form>
      <p role="status" className="mt-3 text-sm text-green-900">
        {sentTo && format(m.sent, { email: sentTo })}
      </p>
      <button
        type="button"
        onClick={onBack}
        className="mt-3 text-sm font-medium text-brand-700 underline"
      >
        {m.back}
      </button>
    </div>
  );
}
