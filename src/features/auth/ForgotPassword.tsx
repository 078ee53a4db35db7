import { useState, type SyntheticEvent } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { ResetRequestSchema } from './auth-schema.ts';
import { TextField } from '../../components/FormFields.tsx';
import { PRIMARY_BUTTON } from '../../components/control-styles.ts';
import { firstErrors } from '../../lib/field-errors.ts';
import { accountFailure } from '../../lib/account.ts';
import { showToast } from '../../lib/toast.ts';

/**
 * Forgot password: PocketBase mails a reset link (its link opens /auth/reset-password). The
 * answer is the same whether or not the address has an account, so it reveals none.
 */
export default function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ResetRequestSchema.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    if (!parsed.success) {
      setError(firstErrors(parsed.error).email);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await getPocketBase().collection('users').requestPasswordReset(parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (failure) {
      // PocketBase answers 204 for unknown addresses too: a failure is the network's or a
      // rate limit, and the link was not sent. Say so and keep the address.
      console.error('Password reset request failed', failure);
      showToast({
        variant: 'error',
        title: 'Reset Link Not Sent',
        description: accountFailure(failure),
      });
    }
    setBusy(false);
  };

  return (
    <div className="rounded-xl border border-slate-200 p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Reset your password</h1>
      <p className="mt-1 text-sm text-slate-700">
        Enter your account's email and we will send you a link to choose a new password.
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
        <TextField
          id="reset-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          error={error}
        />
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <p role="status" className="mt-3 text-sm text-green-900">
        {sentTo && `If an account exists for ${sentTo}, we sent it a link to reset the password.`}
      </p>
      <button
        type="button"
        onClick={onBack}
        className="mt-3 text-sm font-medium text-brand-700 underline"
      >
        Back to Sign In
      </button>
    </div>
  );
}
