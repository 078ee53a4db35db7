import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import englishIntake from '../../lib/i18n/messages/en/intake.ts';
import { useLocale, useMessages } from '../../lib/i18n/react.tsx';
import { showToast } from '../../lib/toast.ts';
import { submitIntake, type IntakeOutcome } from './intake-api.ts';
import {
  clearDraft,
  EMPTY_ANSWERS,
  loadDraft,
  saveDraft,
  type IntakeAnswers,
} from './intake-draft.ts';
import { INTAKE_STEPS, IntakeSchema, STEP_INCOMPLETE, SUBMIT_INCOMPLETE } from './intake-schema.ts';
import { minnesotaToday } from './minnesota-date.ts';
import { firstErrors } from '../../lib/field-errors.ts';

type Focus = { to: 'step' } | { to: 'results' } | { to: 'field'; name: string } | null;

/**
 * The intake wizard's behaviour (public-side.md section 4): the step, the answers (kept on this
 * device until sent), Next only past a valid step, the submit with the spec's toasts, and where
 * keyboard focus goes after each move.
 */
export function useIntakeWizard() {
  const idPrefix = useId();
  const toasts = useMessages('intake', englishIntake).toasts;
  const locale = useLocale();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<IntakeAnswers>(EMPTY_ANSWERS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [incomplete, setIncomplete] = useState<{ text: string; key: number } | null>(null);
  const [today, setToday] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<IntakeOutcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const focus = useRef<Focus>(null);

  useEffect(() => {
    const draft = loadDraft();
    if (draft) {
      setStep(draft.step);
      setAnswers(draft.answers);
    }
    setToday(minnesotaToday());
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded) return;
    if (step === 0 && answers === EMPTY_ANSWERS) clearDraft();
    else saveDraft({ step, answers });
  }, [loaded, step, answers]);

  // Focus moves where the family's attention should go, after the render that shows it.
  useEffect(() => {
    const target = focus.current;
    focus.current = null;
    if (target?.to === 'step') heading.current?.focus();
    else if (target?.to === 'results') resultsHeading.current?.focus();
    else if (target?.to === 'field') {
      const id = `${idPrefix}-${target.name}`;
      (document.getElementById(id) ?? document.getElementById(`${id}-0`))?.focus();
    }
  });

  const update = (change: Partial<IntakeAnswers>) => {
    setAnswers((current) => ({ ...current, ...change }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !(key in change))),
    );
  };

  const refuse = (problems: Record<string, string>, text: string) => {
    setErrors(problems);
    setIncomplete({ text, key: Date.now() });
    const first = Object.keys(problems)[0];
    if (first) focus.current = { to: 'field', name: first };
  };

  const goTo = (target: number) => {
    setErrors({});
    setIncomplete(null);
    focus.current = { to: 'step' };
    setStep(target);
  };

  const next = () => {
    const checked = INTAKE_STEPS[step]?.schema.safeParse(answers);
    if (checked && !checked.success) refuse(firstErrors(checked.error), STEP_INCOMPLETE);
    else goTo(step + 1);
  };

  const submit = async () => {
    const checked = IntakeSchema.safeParse(answers);
    if (!checked.success) {
      const problems = firstErrors(checked.error);
      const first = INTAKE_STEPS.findIndex((s) =>
        Object.keys(problems).some((f) => f in s.schema.shape),
      );
      setStep(first >= 0 ? first : step);
      refuse(problems, SUBMIT_INCOMPLETE);
      return;
    }
    setSubmitting(true);
    try {
      // The language the form was filled in: the family's mails are written in it.
      const result = await submitIntake(
        { ...checked.data, language: locale },
        honeypot.current?.value ?? '',
      );
      showToast({ variant: 'success', title: toasts.sentTitle, description: toasts.sent });
      clearDraft();
      setAnswers(EMPTY_ANSWERS);
      setErrors({});
      setIncomplete(null);
      setStep(0);
      setOutcome(result);
      focus.current = { to: 'results' };
    } catch (error) {
      console.error('Intake submission failed', error);
      // Focus goes to the message, not left on Submit.
      showToast(
        { variant: 'error', title: toasts.failedTitle, description: toasts.failed },
        { focus: true },
      );
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Busy: Submit stays focusable (aria-disabled) and a second press does nothing.
    if (submitting) return;
    if (step < INTAKE_STEPS.length - 1) next();
    else void submit();
  };

  return {
    idPrefix,
    step,
    answers,
    errors,
    incomplete,
    today,
    submitting,
    outcome,
    heading,
    resultsHeading,
    honeypot,
    update,
    previous: () => {
      goTo(step - 1);
    },
    /** Leaves the results for an empty step 1 (the sent request stays on its status page). */
    startOver: () => {
      setOutcome(null);
      focus.current = { to: 'step' };
    },
    onSubmit,
  };
}
