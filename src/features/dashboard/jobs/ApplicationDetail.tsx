import { useState } from 'react';
import { CloseButton, Modal } from '../../../components/Modal.tsx';
import { formatDate, formatPhone, phoneHref } from '../../../lib/format.ts';
import { getPocketBase } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { BUTTON } from '../../../components/control-styles.ts';
import { ApplicationStatusBadge, STATUS_STYLE, statusName } from './application-status.tsx';
import {
  APPLICATION_STATUSES,
  documentUrl,
  setApplicationStatus,
  type Application,
  type ApplicationStatus,
} from './jobs-api.ts';

const DOCUMENTS = [
  { field: 'resume', label: 'Resume' },
  { field: 'cover_letter_file', label: 'Cover Letter' },
] as const;

/**
 * An application's detail overlay (owner-admin-side.md section 2): contact links, the cover
 * letter, the documents (protected files, fetched with a file token) and the status buttons.
 */
export default function ApplicationDetail({
  application,
  onClose,
  onChanged,
}: {
  application: Application | null;
  onClose: () => void;
  onChanged: (id: string, status: ApplicationStatus) => void;
}) {
  const [busy, setBusy] = useState(false);
  const a = application;

  const download = async (field: 'resume' | 'cover_letter_file', label: string) => {
    if (!a) return;
    try {
      const url = await documentUrl(getPocketBase(), a, field);
      if (!url) {
        showToast({ variant: 'error', title: 'Error', description: 'File URL not found' });
        return;
      }
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      console.error('Download failed', error);
      showToast({ variant: 'error', title: 'Error', description: `Failed to download ${label}` });
    }
  };

  const setStatus = async (status: ApplicationStatus) => {
    if (!a) return;
    setBusy(true);
    try {
      await setApplicationStatus(getPocketBase(), a.id, status);
      onChanged(a.id, status);
      showToast({
        variant: 'success',
        title: 'Status Updated',
        description: `${a.applicant_name}'s application is now ${statusName(status).toLowerCase()}.`,
      });
    } catch (error) {
      console.error('Status update failed', error);
      showToast({
        variant: 'error',
        title: 'Error',
        description: 'Failed to update application status',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={a !== null} onClose={onClose} titleId="application-title" wide>
      {a && (
        <div className="relative space-y-5 p-6">
          <CloseButton onClose={onClose} />
          <div>
            <h2 id="application-title" className="text-xl font-semibold">
              {a.applicant_name}
            </h2>
            <p className="text-slate-700">
              {a.expand?.job?.title ?? 'Job'} · applied {formatDate(a.created)}
            </p>
            <div className="mt-2">
              <ApplicationStatusBadge status={a.application_status} />
            </div>
          </div>
          <dl className="grid gap-2 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-medium text-slate-700">Email</dt>
              <dd>
                <a
                  className="break-all text-brand-800 underline"
                  href={`mailto:${a.applicant_email}`}
                >
                  {a.applicant_email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-700">Phone</dt>
              <dd>
                {a.applicant_phone ? (
                  <a className="text-brand-800 underline" href={phoneHref(a.applicant_phone)}>
                    {formatPhone(a.applicant_phone)}
                  </a>
                ) : (
                  'Not given'
                )}
              </dd>
            </div>
          </dl>
          <section aria-labelledby="application-cover-letter">
            <h3 id="application-cover-letter" className="font-semibold">
              Cover Letter
            </h3>
            <p className="mt-1 whitespace-pre-line text-slate-800">
              {a.cover_letter || 'No cover letter text.'}
            </p>
          </section>
          <div className="flex flex-wrap gap-2">
            {DOCUMENTS.filter((d) => a[d.field]).map((d) => (
              <button
                key={d.field}
                type="button"
                className={BUTTON.secondary}
                onClick={() => void download(d.field, d.label)}
              >
                Download {d.label}
              </button>
            ))}
          </div>
          <fieldset>
            <legend className="font-semibold">Status</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {APPLICATION_STATUSES.map((status) => (
                <button
                  key={status}
                  type="button"
                  disabled={busy}
                  aria-pressed={a.application_status === status}
                  className={`rounded-md border px-3 py-1.5 text-sm font-medium aria-pressed:ring-2 aria-pressed:ring-slate-900 ${STATUS_STYLE[status]}`}
                  onClick={() => void setStatus(status)}
                >
                  {statusName(status)}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </Modal>
  );
}
