import TableHead from '../../../components/TableHead.tsx';
import LoadFailed from '../../../components/LoadFailed.tsx';
import { useCallback, useEffect, useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { getPocketBase } from '../../../lib/session.ts';
import { BUTTON } from '../../../components/control-styles.ts';
import ApplicationDetail from './ApplicationDetail.tsx';
import { ApplicationStatusBadge } from './application-status.tsx';
import { loadApplications, type Application } from './jobs-api.ts';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: Application[] };

/**
 * The Applications tab (owner-admin-side.md section 2): applications to the owner's postings,
 * a table from 768 px up and cards below, each opening the detail overlay.
 */
export default function ApplicationsTab({ userId }: { userId: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [open, setOpen] = useState<Application | null>(null);

  const reload = useCallback(async () => {
    try {
      setLoad({ status: 'ready', list: await loadApplications(getPocketBase(), userId) });
    } catch (error) {
      console.error('Error loading applications', error);
      setLoad({ status: 'error' });
    }
  }, [userId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  if (load.status === 'loading') return <p role="status">Loading applications...</p>;
  if (load.status === 'error') {
    return <LoadFailed what="applications" onRetry={() => void reload()} />;
  }
  const list = load.list;
  const view = (a: Application) => (
    <button
      type="button"
      className={BUTTON.small}
      aria-label={`View application from ${a.applicant_name}`}
      onClick={() => {
        setOpen(a);
      }}
    >
      View
    </button>
  );

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">Applications ({list.length})</h2>
      {list.length === 0 && (
        <p className="text-slate-700">No applications yet. They appear here as candidates apply.</p>
      )}
      {list.length > 0 && (
        <>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Applications to your job postings</caption>
              <TableHead
                headers={['Applicant', 'Job', 'Contact', 'Applied', 'Status', 'Actions']}
              />
              <tbody>
                {list.map((a) => (
                  <tr key={a.id} className="border-b border-slate-200 align-top">
                    <th scope="row" className="px-2 py-3 font-medium">
                      {a.applicant_name}
                    </th>
                    <td className="px-2 py-3">{a.expand?.job?.title ?? '—'}</td>
                    <td className="break-all px-2 py-3">{a.applicant_email}</td>
                    <td className="px-2 py-3">{formatDate(a.created)}</td>
                    <td className="px-2 py-3">
                      <ApplicationStatusBadge status={a.application_status} />
                    </td>
                    <td className="px-2 py-3">{view(a)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden">
            {list.map((a) => (
              <li key={a.id} className="rounded-xl border border-slate-200 p-4">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold">{a.applicant_name}</p>
                  <ApplicationStatusBadge status={a.application_status} />
                </div>
                <p className="text-sm text-slate-700">{a.expand?.job?.title ?? '—'}</p>
                <p className="break-all text-sm text-slate-700">{a.applicant_email}</p>
                <p className="text-sm text-slate-700">Applied {formatDate(a.created)}</p>
                <div className="mt-2">{view(a)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      <ApplicationDetail
        application={open}
        onClose={() => {
          setOpen(null);
        }}
        onChanged={(id, status) => {
          const update = (a: Application) =>
            a.id === id ? { ...a, application_status: status } : a;
          setLoad((current) =>
            current.status === 'ready'
              ? { status: 'ready', list: current.list.map(update) }
              : current,
          );
          setOpen((current) => (current ? update(current) : current));
        }}
      />
    </div>
  );
}
