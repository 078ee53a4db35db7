import { useId, type Ref } from 'react';
import { format, plural } from '../../lib/i18n/format.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import englishIntake from '../../lib/i18n/messages/en/intake.ts';
import { useLocale, useMessages } from '../../lib/i18n/react.tsx';
import type { Catalog } from '../../lib/i18n/types.ts';
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

function summary(
  { kind, matches }: IntakeOutcome,
  m: Catalog['intake']['results'],
  locale: Locale,
): string {
  if (kind === 'matches') {
    return plural(locale, matches.length, { one: m.matchesOne, other: m.matchesOther });
  }
  return kind === 'partial' ? m.partial : m.none;
}

/** The family's ranked matches right after sending, with their private status link. */
export default function MatchResults({
  outcome,
  headingRef,
  headingLevel,
  onStartOver,
}: MatchResultsProps) {
  const m = useMessages('intake', englishIntake);
  const locale = useLocale();
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
        {m.results.heading}
      </Heading>
      <p>{summary(outcome, m.results, locale)}</p>
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
                    {m.results.sentToCenter}
                  </p>
                )}
              </MatchCard>
            </li>
          ))}
        </ol>
      )}
      <div className="space-y-3 rounded-lg bg-white p-4">
        <SubHeading className="text-lg font-semibold">{m.results.nextHeading}</SubHeading>
        <ul className="list-disc space-y-2 pl-5">
          {shared.length > 0 ? (
            <li>{format(m.results.sharedWith, { centers: shared.join(', ') })}</li>
          ) : (
            <li>{m.results.notShared}</li>
          )}
          <li>
            <a
              href={localizePath(locale, intakeStatusHref(outcome.token))}
              className="font-semibold text-brand-700 underline"
            >
              {m.results.follow}
            </a>{' '}
            {m.results.followRest}
          </li>
        </ul>
        <OpeningsToggle token={outcome.token} initial={false} />
      </div>
      <button
        type="button"
        onClick={onStartOver}
        className="min-h-11 rounded-md border border-slate-400 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100"
      >
        {m.buttons.startOver}
      </button>
    </section>
  );
}
