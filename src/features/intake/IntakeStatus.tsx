// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import { useEffect, useState } from 'react';
import { formatMatchDate } from './matching/match-availability.ts';
import { routes } from '../../lib/routes.ts';
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
function progress(match: StatusMatch): string {
  if (match.partial)
    return 'A partial match: your request was not sent. Contact the center directly.';
  if (!match.shared && !match.claimed) {
    return 'Not sent: this center does not manage its listing here yet. Contact it directly.';
  }
  if (!match.shared) return 'Not sent, as you chose. Contact the center directly.';
  if (match.responded_at) return `Responded on ${formatMatchDate(match.responded_at)}.`;
  if (match.viewed_at) return `Viewed on ${formatMatchDate(match.viewed_at)}; no response yet.`;
  return 'Sent; not viewed yet.';
}

/** A family's private follow-up page: where their request went and how far each center got. */
export default function IntakeStatus() {
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

  if (view.state === 'loading') return <p role="status">Loading your request…</p>;
  if (view.state === 'invalid') {
    return (
      <div role="alert" className="space-y-2">
        <p className="font-semibold">This status link is not valid.</p>
        <p>
          Check that you copied the whole link from your e-mail, or{' '}
          <a href={routes.intake} className="text-brand-700 underline">
            send a new request
          </a>
          .
        </p>
      </div>
    );
  }
  if (view.state === 'error') {
    return (
      <p role="alert" className="font-semibold">
        Could not load your request. Please try again later.
      </p>
    );
  }

  const { status, token } = view;
  return (
    <div className="space-y-6">
      <p>Sent on {formatMatchDate(status.submitted)}.</p>
      <section aria-labelledby="status-centers-heading" className="space-y-3">
        <h2 id="status-centers-heading" className="text-xl font-semibold">
          Centers matched with your request
        </h2>
        {status.matches.length === 0 ? (
          <p>
            No center matched your request yet. We'll be in touch to help you find the right center.
          </p>
        ) : (
          <ol className="space-y-3">
            {status.matches.map((match) => (
              <li key={match.center.number}>
                <MatchCard center={match.center} headingLevel={3} reasons={[]}>
                  <p className="mt-2 font-medium">{progress(match)}</p>
                  <p className="text-sm text-slate-700">{match.availability}</p>
                </MatchCard>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="status-openings-heading" className="space-y-2">
        <h2 id="status-openings-heading" className="text-xl font-semibold">
          Openings
        </h2>
        <OpeningsToggle token={token} initial={status.notify_openings} />
      </section>
    </div>
  );
}
