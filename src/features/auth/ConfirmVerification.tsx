// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import { useEffect, useState } from 'react';
import type { IslandMessages } from '../../lib/i18n/catalog.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import englishAuth from '../../lib/i18n/messages/en/auth.ts';
import { I18nProvider, useLocale, useMessages } from '../../lib/i18n/react.tsx';
import { routes } from '../../lib/routes.ts';
import { getPocketBase } from '../../lib/session.ts';

type State = 'working' | 'verified' | 'failed';

/**
 * /auth/confirm-verification?token=…: the verification mail's link. Confirms the address with
 * PocketBase, refreshes a signed-in session (so it shows as verified) and goes to /dashboard
 * (English only) from every language.
 */
export default function ConfirmVerification({
  i18n,
}: {
  i18n?: IslandMessages<'auth' | 'account'> | undefined;
}) {
  return (
    <I18nProvider value={i18n}>
      <Verification />
    </I18nProvider>
  );
}

function Verification() {
  const m = useMessages('auth', englishAuth).verify;
  const locale = useLocale();
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
      <h1 className="text-2xl font-bold">{m.heading}</h1>
      <p role="status" className="mt-3">
        {state === 'working' && m.working}
        {state === 'verified' && m.verified}
      </p>
      {state === 'failed' && (
        <p role="alert" className="mt-3 text-red-800">
          {m.failed}{' '}
          <a className="underline" href={localizePath(locale, routes.auth)}>
            {m.signIn}
          </a>
          .
        </p>
      )}
    </div>
  );
}
