import { useId, type Ref } from 'react';
import { intakeStatusHref } from '../../lib/routes.ts';
import type { IntakeOutcome } from './intake-api.ts';
import MatchCard from './MatchCard.tsx';
import OpeningsToggle from './OpeningsToggle.tsx';

interface MatchResultsProps {
  outcome: IntakeOutcome;
  headingRef: Ref<HTMLHeadingElement>;
  headingLevel: 2 | 3;
  /** 'Start a New Request': back to an empty step 1. */
  onStartOver: () => void;
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
export default function MatchResults({
  outcome,
  headingRef,
  headingLevel,
  onStartOver,
}: MatchResultsProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const SubHeading = headingLevel === 3 ? 'h4' : 'h3';
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
      <div className="space-y-3 rounded-lg bg-white p-4">
        <SubHeading className="text-lg font-semibold">What happens next</SubHeading>
        <ul className="list-disc space-y-2 pl-5">
          {shared.length > 0 ? (
            <li>
              As you allowed, we sent your request to {shared.join(', ')}. They contact you by phone
              or e-mail; you can also call them yourself from their pages.
            </li>
          ) : (
            <li>Call or e-mail the centers above from their pages; we will also be in touch.</li>
          )}
          <li>
            <a
              href={intakeStatusHref(outcome.token)}
              className="font-semibold text-brand-700 underline"
            >
              Follow your request
            </a>{' '}
            on its private page: it shows whether each center has seen and answered your request. We
            also e-mailed you the link; keep it to yourself.
          </li>
        </ul>
        <OpeningsToggle token={outcome.token} initial={false} />
      </div>
      <button
        type="button"
        onClick={onStartOver}
        className="min-h-11 rounded-md border border-slate-400 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100"
      >
        Start a New Request
      </button>
    </section>
  );
}
