import { useState } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { BUTTON } from '../../components/control-styles.ts';
import { generateLocationSummaries } from './location-summaries/summaries-api.ts';
import type { Total } from './use-admin-data.ts';

function TotalCard({
  label,
  total,
  failure,
}: {
  label: string;
  total: Total | null;
  failure: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 p-5">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-1 text-3xl font-bold">{total ? total.value : '…'}</p>
      {total?.failed && <p className="mt-1 text-sm text-red-800">{failure}</p>}
    </div>
  );
}

/**
 * Totals of users and centers (0 with the spec's message when a count fails) and the
 * 'Generate Location Summaries' button, which reports what the server answers.
 */
export default function AdminTotals({
  users,
  centers,
}: {
  users: Total | null;
  centers: Total | null;
}) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState('');
  const generate = async () => {
    setBusy(true);
    setResult('');
    setProgress(null);
    const outcome = await generateLocationSummaries(getPocketBase(), (done, total) => {
      setProgress({ done, total });
    });
    setBusy(false);
    if (outcome.ok) {
      setResult(outcome.message);
      showToast({ variant: 'success', title: 'Location summaries', description: outcome.message });
    } else {
      showToast({ variant: 'error', title: 'Error', description: outcome.error });
    }
  };
  return (
    <section aria-labelledby="admin-totals" className="space-y-4">
      <h2 id="admin-totals" className="sr-only">
        Totals
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <TotalCard label="Total Users" total={users} failure="Failed to fetch users count" />
        <TotalCard label="Total Centers" total={centers} failure="Failed to fetch centers count" />
        <div className="flex flex-col justify-center rounded-xl border border-slate-200 p-5">
          <p className="text-sm text-slate-700">AI descriptions of the area around each center.</p>
          <button
            type="button"
            className={`${BUTTON.primary} mt-2`}
            disabled={busy}
            onClick={() => void generate()}
          >
            {busy ? 'Generating...' : 'Generate Location Summaries'}
          </button>
          <div aria-live="polite" className="mt-2 text-sm text-slate-700">
            {busy && progress && (
              <>
                <progress
                  className="w-full"
                  max={Math.max(progress.total, 1)}
                  value={progress.done}
                  aria-label="Location summaries progress"
                />
                <p>
                  Summarized {progress.done} of {progress.total} centers…
                </p>
              </>
            )}
            {!busy && result && <p>{result}</p>}
          </div>
        </div>
      </div>
    </section>
  );
}
