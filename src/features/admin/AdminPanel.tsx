// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import LoadFailed from '../../components/LoadFailed.tsx';
import { useCallback, useMemo } from 'react';
import { routes } from '../../lib/routes.ts';
import type { AdminCenter } from './admin-data.ts';
import AdminTotals from './AdminTotals.tsx';
import CentersSection from './CentersSection.tsx';
import DataQuality from './DataQuality.tsx';
import ImportExport from './ImportExport.tsx';
import MailOutbox from './MailOutbox.tsx';
import { ACCESS_DENIED, useAdminAccess, VERIFY_FAILED } from './use-admin-access.ts';
import { useAdminData, type Loaded } from './use-admin-data.ts';
import UsersSection from './UsersSection.tsx';

function Refusal({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6 text-red-950">
      <p className="text-lg font-semibold">{message}</p>
      <a href={routes.home} className="mt-2 inline-block underline">
        Back to the home page
      </a>
    </div>
  );
}

function ready<T>(loaded: Loaded<T>): T | null {
  return loaded.status === 'ready' ? loaded.value : null;
}

const SECTIONS = [
  ['#admin-centers', 'Centers'],
  ['#admin-users', 'Users'],
  ['#admin-quality', 'Data quality'],
  ['#admin-import-export', 'Import and export'],
  ['#admin-outbox', 'Mail outbox'],
] as const;

/** The admin area once the role check passed: totals, centers, users, data quality, CSV, mail. */
function AdminArea({ userId }: { userId: string }) {
  const data = useAdminData();
  const centers = ready(data.centers);
  const users = ready(data.users);
  const reload = data.reload;
  const retry = useCallback(() => void reload(), [reload]);

  const byOwner = useMemo(() => {
    const map = new Map<string, AdminCenter[]>();
    for (const center of centers?.centers ?? []) {
      if (!center.owner) continue;
      map.set(center.owner, [...(map.get(center.owner) ?? []), center]);
    }
    return map;
  }, [centers]);
  const names = useMemo(
    () => new Map((users ?? []).map((u) => [u.id, u.name || u.email])),
    [users],
  );
  const ownerName = useCallback((id: string) => names.get(id) ?? id.slice(0, 8), [names]);
  const centersOf = useCallback((id: string) => byOwner.get(id) ?? [], [byOwner]);

  return (
    <div className="space-y-10">
      <AdminTotals users={data.totals?.users ?? null} centers={data.totals?.centers ?? null} />
      <nav aria-label="Admin sections">
        <ul className="flex flex-wrap gap-3">
          {SECTIONS.map(([href, label]) => (
            <li key={href}>
              <a href={href} className="text-brand-700 underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.centers.status === 'loading' && <p role="status">Loading centers...</p>}
      {data.centers.status === 'error' && <LoadFailed what="centers" onRetry={retry} />}
      {centers && (
        <CentersSection
          centers={centers.centers}
          logos={centers.logos}
          ownerName={ownerName}
          onChanged={reload}
        />
      )}
      {data.users.status === 'loading' && <p role="status">Loading users...</p>}
      {data.users.status === 'error' && <LoadFailed what="users" onRetry={retry} />}
      {users && (
        <UsersSection
          users={users}
          centersOf={centersOf}
          currentUserId={userId}
          onChanged={reload}
        />
      )}
      {centers && (
        <DataQuality centers={centers.centers} ownerName={ownerName} onChanged={reload} />
      )}
      <ImportExport onImported={reload} />
      <MailOutbox />
    </div>
  );
}

/**
 * /admin (owner-admin-side.md sections 2 and 6): the role check with the spec's messages, then
 * the admin area. What an admin may read and change is enforced by PocketBase's rules and the
 * admin routes; this island only decides what to show.
 */
export default function AdminPanel() {
  const { access, user } = useAdminAccess();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">Admin Dashboard</h1>
        <p className="mt-1 text-slate-700">
          Keep the directory honest: review, fix and moderate listings and users.
        </p>
      </div>
      {access === 'checking' && <p role="status">Checking admin permissions...</p>}
      {access === 'denied' && <Refusal message={ACCESS_DENIED} />}
      {access === 'failed' && <Refusal message={VERIFY_FAILED} />}
      {access === 'admin' && user && <AdminArea userId={user.id} />}
    </div>
  );
}
