// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import type { IslandMessages } from '../../lib/i18n/catalog.ts';
import { translateText } from '../../lib/i18n/format.ts';
import englishIntake from '../../lib/i18n/messages/en/intake.ts';
import { I18nProvider, useMessages } from '../../lib/i18n/react.tsx';
import { INCOMPLETE_TITLE, INTAKE_STEPS } from './intake-schema.ts';
import MatchResults from './MatchResults.tsx';
import StepFields from './StepFields.tsx';
import { useIntakeWizard } from './use-intake-wizard.ts';
import WizardProgress from './WizardProgress.tsx';

interface IntakeWizardProps {
  /** The level of the step and results headings (2 on /intake, 3 inside a page section). */
  headingLevel?: 2 | 3;
  /**
   * The 'intake' and 'facts' messages of a translated page (islandMessages); none in
   * English. The wizard also sends the page's language with the request, and the family's
   * mails are written in it.
   */
  i18n?: IslandMessages<'intake' | 'facts'> | undefined;
}

/**
 * The intake wizard (public-side.md sections 2, 4, 5, 8): five steps with their progress,
 * Previous and Next, 'Submit Form' on the last, then (in place of the form) the family's ranked
 * matches and what happens next. Pages render
 * it as an island: `<IntakeWizard client:load />` (/intake) or `client:interact` (/centers).
 */
export default function IntakeWizard({ headingLevel = 2, i18n }: IntakeWizardProps) {
  return (
    // The provider holds any island's namespaces; this one's are a part of them.
    <I18nProvider value={i18n as IslandMessages | undefined}>
      <Wizard headingLevel={headingLevel} />
    </I18nProvider>
  );
}

function Wizard({ headingLevel }: { headingLevel: 2 | 3 }) {
  const m = useMessages('intake', englishIntake);
  const wizard = useIntakeWizard();
  const { idPrefix, step, answers, errors, incomplete, today, submitting, outcome } = wizard;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const last = step === INTAKE_STEPS.length - 1;
  // The rules write the spec's English; the family reads them in the page's language.
  const shown = (text: string) => translateText(m.errors, text);
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, shown(text)]),
  );
  const stepKey = INTAKE_STEPS[step]?.key;
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
          {stepKey && m.steps[stepKey]}
        </Heading>
        <div className="space-y-5">
          <StepFields
            step={step}
            answers={answers}
            errors={fieldErrors}
            update={wizard.update}
            idPrefix={idPrefix}
            today={today}
          />
        </div>
        {/* Form-filling bots fill this; people never see or reach it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${idPrefix}-website`}>{m.fields.honeypot}</label>
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
              <p className="font-semibold">{shown(INCOMPLETE_TITLE)}</p>
              <p className="text-sm">{shown(incomplete.text)}</p>
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
            {m.buttons.previous}
          </button>
          <button
            type="submit"
            aria-disabled={submitting || undefined}
            className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {last ? (submitting ? m.buttons.submitting : m.buttons.submit) : m.buttons.next}
          </button>
        </div>
      </form>
    </div>
  );
}
