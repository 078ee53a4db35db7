import type { ReactNode } from 'react';
import { format } from '../../lib/i18n/format.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import englishIntake from '../../lib/i18n/messages/en/intake.ts';
import { useLocale, useMessages } from '../../lib/i18n/react.tsx';
import { centerHref } from '../../lib/routes.ts';

interface MatchCardProps {
  center: { name: string; number: number; city: string };
  headingLevel: 3 | 4;
  reasons: readonly string[];
  cautions?: readonly string[];
  /** Extra lines under the name (the request's progress, a partial-match note). */
  children?: ReactNode;
}

/** One matched center: its name linking to its page, its city, why it fits and what to check. */
export default function MatchCard({
  center,
  headingLevel,
  reasons,
  cautions = [],
  children,
}: MatchCardProps) {
  const m = useMessages('intake', englishIntake).results;
  const locale = useLocale();
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <article className="rounded-lg border border-slate-300 p-4">
      <Heading className="text-lg font-semibold">
        <a
          href={localizePath(locale, centerHref(center))}
          className="text-brand-700 underline hover:text-brand-800"
        >
          {center.name}
        </a>
      </Heading>
      <p className="text-sm text-slate-700">{center.city}</p>
      {children}
      {reasons.length > 0 && (
        <ul aria-label={format(m.why, { name: center.name })} className="mt-2 space-y-1 text-sm">
          {reasons.map((reason) => (
            <li key={reason} className="flex gap-2">
              <span aria-hidden="true" className="text-green-800">
                ✓
              </span>
              {reason}
            </li>
          ))}
        </ul>
      )}
      {cautions.length > 0 && (
        <ul
          aria-label={format(m.goodToKnow, { name: center.name })}
          className="mt-2 space-y-1 text-sm text-slate-800"
        >
          {cautions.map((caution) => (
            <li key={caution} className="flex gap-2">
              <span aria-hidden="true" className="text-accent-600">
                !
              </span>
              {caution}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
