// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import { useEffect, useState } from 'react';
import { routes } from '../../lib/routes.ts';
import { getPocketBase } from '../../lib/session.ts';

type State = 'working' | 'verified' | 'failed';

/**
 * /auth/confirm-verification?token=…: the verification mail's link. Confirms the address with
 * PocketBase, refreshes a signed-in session (so it shows as verified) and goes to /dashboard.
 */
export default function ConfirmVerification() {
  const [state, setState] = useState<State>('working');

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    const pb = getPocketBase();
    void (async () => {
      try {
        await pb.collection('users').confirmVerification(token);
      } catch (error) {
        console.error('Email verification failed', error);
        setState('failed');
        return;
      }
      if (pb.authStore.isValid) {
        await pb
          .collection('users')
          .authRefresh()
          .catch((error: unknown) => {
            console.error('Could not refresh the session after verification', error);
          });
      }
      setState('verified');
      window.location.assign(routes.dashboard);
    })();
  }, []);

  return (
    <div className="rounded-xl border border-slate-200 p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Email verification</h1>
      <p role="status" className="mt-3">
        {state === 'working' && 'Verifying your email address...'}
        {state === 'verified' && 'Your email address is verified. Taking you to your dashboard...'}
      </p>
      {state === 'failed' && (
        <p role="alert" className="mt-3 text-red-800">
          This verification link is invalid or has expired. Sign in and ask for a new one from your
          dashboard, or{' '}
          <a className="underline" href={routes.auth}>
            go to Sign In
          </a>
          .
        </p>
      )}
    </div>
  );
}
