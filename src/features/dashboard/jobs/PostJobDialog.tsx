import { firstErrors } from '../../../lib/field-errors.ts';
import { useState, type SyntheticEvent } from 'react';
import { CloseButton, Modal } from '../../../components/Modal.tsx';
import {
  canPostJobs,
  JOB_MESSAGES,
  JobPostingSchema,
} from '../../../domain/job/job-posting-schema.ts';
import { getPocketBase } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import type { OwnerCenter } from '../dashboard-data.ts';
import { BUTTON } from '../../../components/control-styles.ts';
import { notifyError, refusalText } from '../notify.ts';
import { JOB_DAYS, JOB_PRICE_TEXT } from './job-payment.ts';
import { createPosting } from './jobs-api.ts';
import PostJobFields from './PostJobFields.tsx';

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Post Job (owner-admin-side.md sections 2 and 5): the form with the spec's messages, checked
 * here and again by PocketBase; the posting is stored unpaid, then the $99 payment follows.
 */
export default function PostJobDialog({
  center,
  userId,
  onClose,
  onCreated,
}: {
  center: OwnerCenter | null;
  userId: string;
  onClose: () => void;
  /** Called with the new posting once stored (the payment step takes it from there). */
  onCreated: (posting: { id: string; title: string }) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Busy: the button stays focusable (aria-disabled), so a second press lands here.
    if (busy) return;
    if (!center) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    if (!userId) {
      notifyError(JOB_MESSAGES.signIn);
      return;
    }
    if (!canPostJobs(center)) {
      notifyError(JOB_MESSAGES.notApproved);
      return;
    }
    const parsed = JobPostingSchema.safeParse({
      title: text(data, 'title'),
      description: text(data, 'description'),
      requirements: text(data, 'requirements'),
      employment_type: text(data, 'employment_type') || undefined,
      salary_range: text(data, 'salary_range'),
      location: text(data, 'location'),
      remote_option: data.get('remote_option') === 'true',
      application_email: text(data, 'application_email'),
      application_url: text(data, 'application_url'),
    });
    if (!parsed.success) {
      // Each field says what is wrong with it, beside it (the missing application method
      // too, under its own title): a toast would cover the form on a phone.
      const next = firstErrors(parsed.error);
      setErrors(next);
      const first = Object.keys(next)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const posting = await createPosting(getPocketBase(), center.id, userId, parsed.data);
      showToast({
        variant: 'success',
        title: 'Job posting created!',
        description: `Complete the ${JOB_PRICE_TEXT} payment to publish it for ${String(JOB_DAYS)} days.`,
      });
      onCreated(posting);
    } catch (error) {
      console.error('Posting the job failed', error);
      showToast(
        {
          variant: 'error',
          title: 'Error posting job',
          description: refusalText(error, 'Please try again.'),
        },
        { focus: true },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={center !== null} onClose={onClose} titleId="post-job-heading" wide>
      <form noValidate onSubmit={(e) => void submit(e)} className="relative space-y-4 p-6">
        <CloseButton onClose={onClose} />
        <div>
          <h2 id="post-job-heading" className="text-xl font-semibold">
            Post a Job
          </h2>
          <p className="text-slate-700">
            For {center?.company_name}. A posting costs {JOB_PRICE_TEXT} and stays live for{' '}
            {JOB_DAYS} days after payment.
          </p>
        </div>
        <PostJobFields errors={errors} />
        <div className="flex justify-end gap-2">
          <button type="button" className={BUTTON.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={BUTTON.primary} aria-disabled={busy || undefined}>
            {busy ? 'Posting...' : 'Post Job'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
