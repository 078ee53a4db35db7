import { EMPLOYMENT_TYPE_LABELS } from '../../../domain/job/center-jobs.ts';
import { formatDate } from '../../../lib/format.ts';
import { postingBadge, remainingText } from '../../../domain/job/job-status.ts';
import { routes } from '../../../lib/routes.ts';
import { BUTTON } from '../../../components/control-styles.ts';
import { JOB_DAYS, JOB_PRICE_TEXT } from './job-payment.ts';
import type { OwnerPosting } from './jobs-api.ts';

const BADGE: Record<string, string> = {
  'Payment Pending': 'bg-amber-100 text-amber-950',
  Active: 'bg-green-100 text-green-900',
  Expired: 'bg-slate-200 text-slate-800',
};

/** The pending-payment hint (owner-admin-side.md section 2, Job Postings tab). */
const PENDING_PAYMENT_HINT = `Payment pending: this job goes live for ${String(JOB_DAYS)} days once its ${JOB_PRICE_TEXT} payment is complete.`;

/** One of the owner's postings in the Job Postings tab. */
export default function PostingCard({
  posting,
  now,
  onDelete,
  onPay,
}: {
  posting: OwnerPosting;
  now: number;
  onDelete: (posting: OwnerPosting) => void;
  /** Opens the $99 checkout for an unpaid posting. */
  onPay: (posting: OwnerPosting) => void;
}) {
  const badge = postingBadge(
    {
      status: posting.status,
      paymentStatus: posting.payment_status,
      expiresAt: posting.expires_at,
    },
    now,
  );
  const remaining = posting.payment_status === 'paid' ? remainingText(posting.expires_at, now) : '';
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <article aria-labelledby={`posting-${posting.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 id={`posting-${posting.id}`} className="text-lg font-semibold">
              {posting.title}
            </h3>
            <p className="text-sm text-slate-700">
              {EMPLOYMENT_TYPE_LABELS[posting.employment_type]}
            </p>
          </div>
          <span
            className={`rounded-full px-2 py-0.5 text-sm font-medium ${BADGE[badge] ?? 'bg-blue-100 text-blue-900'}`}
          >
            {badge}
          </span>
        </div>
        <p className="mt-2 line-clamp-3 text-slate-800">{posting.description}</p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {posting.location && <li>{posting.location}</li>}
          {posting.salary_range && <li>{posting.salary_range}</li>}
          {posting.remote_option && (
            <li>
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-900">
                Remote Available
              </span>
            </li>
          )}
          <li>Posted {formatDate(posting.created)}</li>
          {remaining && <li>{remaining}</li>}
        </ul>
        {posting.payment_status !== 'paid' && (
          <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
            {PENDING_PAYMENT_HINT}
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {posting.payment_status !== 'paid' && (
            <button
              type="button"
              className={BUTTON.small}
              onClick={() => {
                onPay(posting);
              }}
            >
              Complete Payment<span className="sr-only"> for {posting.title}</span>
            </button>
          )}
          {badge === 'Active' && (
            <a href={routes.careers} className={BUTTON.small}>
              View Live<span className="sr-only"> on the careers page</span>
            </a>
          )}
          <button
            type="button"
            className={`${BUTTON.small} text-red-800`}
            aria-label={`Delete ${posting.title}`}
            onClick={() => {
              onDelete(posting);
            }}
          >
            Delete
          </button>
        </div>
      </article>
    </li>
  );
}
