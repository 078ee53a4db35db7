import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FocusEvent, type SyntheticEvent } from 'react';
import { CloseButton, Modal } from '../../components/Modal.tsx';
import { PRIMARY_BUTTON } from '../../components/control-styles.ts';
import { APPLICATION_MESSAGES } from '../../domain/job/job-application-schema.ts';
import { format, translateText } from '../../lib/i18n/format.ts';
import englishJobs from '../../lib/i18n/messages/en/jobs.ts';
import { I18nProvider, useMessages } from '../../lib/i18n/react.tsx';
import type { IslandMessages } from '../../lib/i18n/catalog.ts';
import { getPocketBase } from '../../lib/session.ts';
import { $applyTarget, type ApplyTarget } from './apply-request.ts';
import QuickApplyFields from './QuickApplyFields.tsx';
import {
  checkQuickApply,
  checkQuickApplyField,
  isQuickApplyField,
  type QuickApplyErrors,
} from './quick-apply-check.ts';

type Phase = 'form' | 'sending' | 'sent';

/**
 * Quick Apply (owner-admin-side.md sections 2, 5 and 8): name, e-mail, phone, cover letter
 * text and document, resume. No account needed; PocketBase checks everything again (the files
 * by their content) and mails the employer. One dialog per page, for the posting whose Quick
 * Apply or Apply Now was pressed (apply-request.ts). `i18n`: on a translated page, the 'apply'
 * part of its 'jobs' messages (QuickApply.astro passes no more).
 */
export default function QuickApplyDialog({ i18n }: { i18n?: IslandMessages<'jobs'> | undefined }) {
  // The island hydrates on the very click that asks for the dialog, so the store may already
  // name a posting: hydration must still see what the server rendered (no posting, dialog
  // closed), or React throws the server HTML away with error #418. It opens right after.
  const target = useStore($applyTarget, { ssr: 'initial' });
  const close = () => {
    $applyTarget.set(null);
  };
  return (
    <I18nProvider value={i18n}>
      <Modal open={target !== null} onClose={close} titleId="quick-apply-title" wide>
        {target && <QuickApplyForm key={target.jobId} target={target} onClose={close} />}
      </Modal>
    </I18nProvider>
  );
}

function QuickApplyForm({ target, onClose }: { target: ApplyTarget; onClose: () => void }) {
  const m = useMessages('jobs', englishJobs).apply;
  // The shared rules write English; the form shows each message in the page's language.
  const say = (text: string) => translateText(m.errors, text);
  const names = { title: target.title, company: target.company };
  const [phase, setPhase] = useState<Phase>('form');
  const [errors, setErrors] = useState<QuickApplyErrors>({});
  const [failure, setFailure] = useState('');
  const failureMessage = useRef<HTMLDivElement>(null);

  // Sending failed: focus goes to the message, not left on the button.
  useEffect(() => {
    if (failure) failureMessage.current?.focus();
  }, [failure]);

  /** Shows (or clears) the message of the field `target` names, from the form as it stands. */
  const checkField = (form: HTMLFormElement, target: EventTarget) => {
    const name = target instanceof HTMLElement ? target.getAttribute('name') : null;
    if (!name || !isQuickApplyField(name)) return;
    const message = say(checkQuickApplyField(new FormData(form), name));
    setErrors((shown) =>
      Object.fromEntries(Object.entries({ ...shown, [name]: message }).filter(([, text]) => text)),
    );
  };
  // A field's message appears as soon as it is left, whatever the other fields hold. The
  // window losing focus (a file picker opening) is not leaving the field, and neither is
  // pressing Submit Application, which checks every field: a message shown on the way would
  // move the button from under the pointer and the press would be lost.
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    const toSubmit = next instanceof HTMLButtonElement && next.type === 'submit';
    if (document.hasFocus() && !toSubmit) checkField(event.currentTarget, event.target);
  };
  // A chosen file is checked at once; a field with a message is checked again as it changes.
  const change = (event: SyntheticEvent<HTMLFormElement>) => {
    const target = event.target;
    const name = target instanceof HTMLElement ? target.getAttribute('name') : null;
    const isFile = target instanceof HTMLInputElement && target.type === 'file';
    if (isFile || (name && name in errors)) checkField(event.currentTarget, target);
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Busy: the button stays focusable (aria-disabled), so a second press lands here.
    if (phase === 'sending') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const checked = checkQuickApply(data);
    setErrors(
      Object.fromEntries(Object.entries(checked.errors).map(([field, text]) => [field, say(text)])),
    );
    setFailure('');
    if (!checked.ok) {
      const first = Object.keys(checked.errors)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    data.set('job', target.jobId);
    // An empty optional file input still sends an empty part: leave it out.
    const coverFile = data.get('cover_letter_file');
    if (!(coverFile instanceof File) || coverFile.size === 0) data.delete('cover_letter_file');
    setPhase('sending');
    try {
      await getPocketBase().collection('job_applications').create(data);
      setPhase('sent');
    } catch (error) {
      console.error('Application failed', error);
      setFailure(say(APPLICATION_MESSAGES.failed));
      setPhase('form');
    }
  };

  if (phase === 'sent') {
    return (
      <div className="relative space-y-4 p-6" role="status">
        <CloseButton onClose={onClose} label={m.close} />
        <h2 id="quick-apply-title" className="text-xl font-semibold">
          {m.sentTitle}
        </h2>
        <p className="text-slate-700">{format(m.sentText, names)}</p>
        <button type="button" className={PRIMARY_BUTTON} onClick={onClose}>
          {m.close}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      onBlur={leave}
      onChange={change}
      className="relative space-y-4 p-6"
    >
      <CloseButton onClose={onClose} label={m.close} />
      <div>
        <h2 id="quick-apply-title" className="text-xl font-semibold">
          {m.title}
        </h2>
        <p className="text-slate-700">{format(m.jobAt, names)}</p>
      </div>
      {failure && (
        <div
          ref={failureMessage}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-red-950"
        >
          <p className="font-semibold">{failure.slice(0, failure.indexOf(':'))}</p>
          <p>{failure.slice(failure.indexOf(':') + 2)}</p>
        </div>
      )}
      <QuickApplyFields errors={errors} />
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-400 px-4 py-2 font-medium"
        >
          {m.cancel}
        </button>
        <button
          type="submit"
          aria-disabled={phase === 'sending' || undefined}
          className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 aria-disabled:opacity-70"
        >
          {phase === 'sending' ? m.submitting : m.submit}
        </button>
      </div>
    </form>
  );
}
