import LoadFailed from '../../../components/LoadFailed.tsx';
import { useCallback, useEffect, useState } from 'react';
import EmbeddedCheckoutDialog from '../../../components/EmbeddedCheckoutDialog.tsx';
import { canPostJobs } from '../../../domain/job/job-posting-schema.ts';
import { createJobPayment } from '../../../domain/plan/payments-client.ts';
import { getPocketBase } from '../../../lib/session.ts';
import type { OwnerCenter } from '../dashboard-data.ts';
import { BUTTON } from '../../../components/control-styles.ts';
import DeletePostingDialog from './DeletePostingDialog.tsx';
import { afterJobPayment, checkPayments } from './job-payment.ts';
import { loadPostings, type OwnerPosting } from './jobs-api.ts';
import PostingCard from './PostingCard.tsx';
import PostJobDialog from './PostJobDialog.tsx';

type Load =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; postings: OwnerPosting[] };

/**
 * The Job Postings tab (owner-admin-side.md section 2): the owner's postings with their count,
 * Post Job for each approved center, and each posting's state, days left and actions.
 */
export default function JobPostingsTab({
  centers,
  userId,
}: {
  centers: OwnerCenter[];
  userId: string;
}) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [posting, setPosting] = useState<OwnerCenter | null>(null);
  const [deleting, setDeleting] = useState<OwnerPosting | null>(null);
  const [paying, setPaying] = useState<{ id: string; title: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const reload = useCallback(async () => {
    try {
      const postings = await loadPostings(getPocketBase(), userId);
      setNow(Date.now());
      setLoad({ status: 'ready', postings });
    } catch (error) {
      console.error('Error loading job postings', error);
      setLoad({ status: 'error' });
    }
  }, [userId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const approved = centers.filter(canPostJobs);
  const postings = load.status === 'ready' ? load.postings : [];
  const anyPending = postings.some((p) => p.payment_status !== 'paid');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Job Postings ({postings.length})</h2>
        <div className="flex flex-wrap gap-2">
          {anyPending && (
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={checking}
              onClick={() => {
                setChecking(true);
                void checkPayments()
                  .then(reload)
                  .finally(() => {
                    setChecking(false);
                  });
              }}
            >
              {checking ? 'Checking...' : 'Check Payments'}
            </button>
          )}
          {approved.map((center) => (
            <button
              key={center.id}
              type="button"
              className={BUTTON.primary}
              onClick={() => {
                setPosting(center);
              }}
            >
              {approved.length === 1 ? 'Post Job' : `Post Job for ${center.company_name}`}
            </button>
          ))}
        </div>
      </div>
      {approved.length === 0 && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          Your center must be approved before posting jobs.
        </p>
      )}

      {load.status === 'loading' && <p role="status">Loading job postings...</p>}
      {load.status === 'error' && <LoadFailed what="job postings" onRetry={() => void reload()} />}
      {load.status === 'ready' && postings.length === 0 && (
        <p className="text-slate-700">
          No job postings yet. Post a job to reach candidates across Minnesota.
        </p>
      )}
      {postings.length > 0 && (
        <ul className="space-y-3">
          {postings.map((p) => (
            <PostingCard
              key={p.id}
              posting={p}
              now={now}
              onDelete={setDeleting}
              onPay={setPaying}
            />
          ))}
        </ul>
      )}

      <PostJobDialog
        center={posting}
        userId={userId}
        onClose={() => {
          setPosting(null);
        }}
        onCreated={(created) => {
          setPosting(null);
          setPaying(created);
          void reload();
        }}
      />
      {paying && (
        <EmbeddedCheckoutDialog
          title={`Pay for ${paying.title}`}
          loadClientSecret={() => createJobPayment(paying.id)}
          onComplete={() => {
            setPaying(null);
            void afterJobPayment().then(reload);
          }}
          onClose={() => {
            setPaying(null);
          }}
        />
      )}
      <DeletePostingDialog
        posting={deleting}
        onClose={() => {
          setDeleting(null);
        }}
        onDeleted={() => void reload()}
      />
    </div>
  );
}
