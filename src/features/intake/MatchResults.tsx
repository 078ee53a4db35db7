import { useId, type Ref } from 'react';
import { intakeStatusHref } from '../../lib/routes.ts';
import type { IntakeOutcome } from './intake-api.ts';
import MatchCard from './MatchCard.tsx';
import OpeningsToggle from './OpeningsToggle.tsx';

interface MatchResultsProps {
  outcome: IntakeOutcome;
  headingRef: Ref<HTMLHeadingElement>;
  headingLevel: 2 | 3;
}

function summary({ kind, matches }: IntakeOutcome): string {
  const n = matches.length;
  if (kind === 'matches') {
    return `${String(n)} ${n === 1 ? 'center serves' : 'centers serve'} your child's age group and ${n === 1 ? 'takes' : 'take'} your insurance. Best match first:`;
  }
  if (kind === 'partial') {
    return 'No center matches everything you asked for yet. These come closest; each says what it does not match.';
  }
  return "No center matches your answers yet. We'll be in touch to help you find the right center.";
}

/** The family's ranked matches right after sending, with their private status link. */
export default function MatchResults({ outcome, headingRef, headingLevel }: MatchResultsProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = useId();
  const shared = outcome.matches.filter((m) => m.shared).map((m) => m.center.name);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-brand-100 bg-brand-50 p-5"
    >
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        Your matches
      </Heading>
      <p>{summary(outcome)}</p>
      {outcome.matches.length > 0 && (
        <ol className="space-y-3">
          {outcome.matches.map((match) => (
            <li key={match.center.number}>
              <MatchCard
                center={match.center}
                headingLevel={headingLevel === 3 ? 4 : 3}
                reasons={match.reasons}
                cautions={match.cautions}
              >
                {match.shared && (
                  <p className="mt-1 text-sm font-medium text-green-900">
                    Your request was sent to this center.
                  </p>
                )}
              </MatchCard>
            </li>
          ))}
        </ol>
      )}
      {shared.length > 0 && <p>As you allowed, we sent your request to {shared.join(', ')}.</p>}
      <div className="space-y-3 rounded-lg bg-white p-4">
        <p>
          <a
            href={intakeStatusHref(outcome.token)}
            className="font-semibold text-brand-700 underline"
          >
            Follow your request
          </a>{' '}
          on its private page: it shows whether each center has seen and answered your request. We
          also e-mailed you the link; keep it to yourself.
        </p>
        <OpeningsToggle token={outcome.token} initial={false} />
      </div>
    </section>
  );
}
