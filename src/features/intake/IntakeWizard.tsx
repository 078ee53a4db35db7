// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import { INCOMPLETE_TITLE, INTAKE_STEPS } from './intake-schema.ts';
import MatchResults from './MatchResults.tsx';
import StepFields from './StepFields.tsx';
import { useIntakeWizard } from './use-intake-wizard.ts';
import WizardProgress from './WizardProgress.tsx';

interface IntakeWizardProps {
  /** The level of the step and results headings (2 on /intake, 3 inside a page section). */
  headingLevel?: 2 | 3;
}

/**
 * The intake wizard (public-side.md sections 2, 4, 5, 8): five steps with their progress,
 * Previous and Next, 'Submit Form' on the last, then (in place of the form) the family's ranked
 * matches and what happens next. Pages render
 * it as an island: `<IntakeWizard client:load />` (/intake) or `client:interact` (/centers).
 */
export default function IntakeWizard({ headingLevel = 2 }: IntakeWizardProps) {
  const wizard = useIntakeWizard();
  const { idPrefix, step, answers, errors, incomplete, today, submitting, outcome } = wizard;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const last = step === INTAKE_STEPS.length - 1;
  const button =
    'rounded-md px-4 py-2 font-medium disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60';
  // After sending, the family sees their matches and what happens next, not an empty step 1.
  if (outcome) {
    return (
      <MatchResults
        outcome={outcome}
        headingRef={wizard.resultsHeading}
        headingLevel={headingLevel}
        onStartOver={wizard.startOver}
      />
    );
  }
  return (
    <div className="space-y-8">
      {/* POST, so that a submit before the island has loaded never puts answers in a URL. */}
      <form
        method="post"
        noValidate
        onSubmit={wizard.onSubmit}
        aria-labelledby={`${idPrefix}-heading`}
        className="space-y-6"
      >
        <WizardProgress step={step} total={INTAKE_STEPS.length} />
        <Heading
          id={`${idPrefix}-heading`}
          ref={wizard.heading}
          tabIndex={-1}
          className="text-xl font-semibold"
        >
          {INTAKE_STEPS[step]?.title}
        </Heading>
        <div className="space-y-5">
          <StepFields
            step={step}
            answers={answers}
            errors={errors}
            update={wizard.update}
            idPrefix={idPrefix}
            today={today}
          />
        </div>
        {/* Form-filling bots fill this; people never see or reach it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${idPrefix}-website`}>Website (leave empty)</label>
          <input
            ref={wizard.honeypot}
            id={`${idPrefix}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div role="alert" className="empty:hidden">
          {incomplete && (
            <div
              key={incomplete.key}
              className="rounded-md border border-red-700 bg-red-50 p-3 text-red-950"
            >
              <p className="font-semibold">{INCOMPLETE_TITLE}</p>
              <p className="text-sm">{incomplete.text}</p>
            </div>
          )}
        </div>
        <div className="flex justify-between gap-3">
          <button
            type="button"
            disabled={step === 0}
            onClick={wizard.previous}
            className={`${button} border border-slate-400 bg-white text-slate-900`}
          >
            Previous
          </button>
          <button
            type="submit"
            aria-disabled={submitting || undefined}
            className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {last ? (submitting ? 'Submitting...' : 'Submit Form') : 'Next'}
          </button>
        </div>
      </form>
    </div>
  );
}
