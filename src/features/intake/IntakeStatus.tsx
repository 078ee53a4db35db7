// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import { useEffect, useState } from 'react';
import type { IslandMessages } from '../../lib/i18n/catalog.ts';
import { format } from '../../lib/i18n/format.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import englishIntake from '../../lib/i18n/messages/en/intake.ts';
import { I18nProvider, useLocale, useMessages } from '../../lib/i18n/react.tsx';
import type { Catalog } from '../../lib/i18n/types.ts';
import { routes } from '../../lib/routes.ts';
import { shownDate } from './intake-labels.ts';
import { fetchIntakeStatus, type IntakeStatus as Status, type StatusMatch } from './intake-api.ts';
import MatchCard from './MatchCard.tsx';
import OpeningsToggle from './OpeningsToggle.tsx';

type View =
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'error' }
  | { state: 'ready'; token: string; status: Status };

/** The token of the private link (/intake/status#token=…). */
function tokenFromLocation(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** Where the request stands with one center, in words. */
function progress(match: StatusMatch, m: Catalog['intake']['status'], locale: Locale): string {
  if (match.partial) return m.partial;
  if (!match.shared && !match.claimed) return m.unclaimed;
  if (!match.shared) return m.notShared;
  if (match.responded_at) {
    return format(m.responded, { date: shownDate(locale, match.responded_at) });
  }
  if (match.viewed_at) return format(m.viewed, { date: shownDate(locale, match.viewed_at) });
  return m.sent;
}

/**
 * A family's private follow-up page: where their request went and how far each center got.
 * `i18n`: the 'intake' messages of a translated page (islandMessages); none in English.
 */
export default function IntakeStatus({ i18n }: { i18n?: IslandMessages<'intake'> | undefined }) {
  return (
    // The provider holds any island's namespaces; this one's are a part of them.
    <I18nProvider value={i18n as IslandMessages | undefined}>
      <StatusView />
    </I18nProvider>
  );
}

function StatusView() {
  const m = useMessages('intake', englishIntake).status;
  const locale = useLocale();
  const [view, setView] = useState<View>({ state: 'loading' });

  useEffect(() => {
    const token = tokenFromLocation();
    if (!token) {
      setView({ state: 'invalid' });
      return;
    }
    fetchIntakeStatus(token)
      .then((status) => {
        setView({ state: 'ready', token, status });
      })
      .catch((error: unknown) => {
        const notFound =
          typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
        if (!notFound) console.error('Could not load the request status', error);
        setView({ state: notFound ? 'invalid' : 'error' });
      });
  }, []);

  if (view.state === 'loading') return <p role="status">{m.loading}</p>;
  if (view.state === 'invalid') {
    return (
      <div role="alert" className="space-y-2">
        <p className="font-semibold">{m.invalid}</p>
        <p>
          {m.invalidHelp}{' '}
          <a href={localizePath(locale, routes.intake)} className="text-brand-700 underline">
            {m.invalidLink}
          </a>
          .
        </p>
      </div>
    );
  }
  if (view.state === 'error') {
    return (
      <p role="alert" className="font-semibold">
        {m.error}
      </p>
    );
  }

  const { status, token } = view;
  return (
    <div className="space-y-6">
      <p>{format(m.sentOn, { date: shownDate(locale, status.submitted) })}</p>
      <section aria-labelledby="status-centers-heading" className="space-y-3">
        <h2 id="status-centers-heading" className="text-xl font-semibold">
          {m.centersHeading}
        </h2>
        {status.matches.length === 0 ? (
          <p>{m.none}</p>
        ) : (
          <ol className="space-y-3">
            {status.matches.map((match) => (
              <li key={match.center.number}>
                <MatchCard center={match.center} headingLevel={3} reasons={[]}>
                  <p className="mt-2 font-medium">{progress(match, m, locale)}</p>
                  <p className="text-sm text-slate-700">{match.availability}</p>
                </MatchCard>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="status-openings-heading" className="space-y-2">
        <h2 id="status-openings-heading" className="text-xl font-semibold">
          {m.openingsHeading}
        </h2>
        <OpeningsToggle token={token} initial={status.notify_openings} />
      </section>
    </div>
  );
}
