// First: zod parses without eval under the site's content security policy (zod-jitless.ts).
import '../../lib/zod-jitless.ts';
import LoadFailed from '../../components/LoadFailed.tsx';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  authReturnPath,
  DASHBOARD_EDIT_PARAM,
  routes,
  signInReturningTo,
} from '../../lib/routes.ts';
import { getPocketBase } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { showToast } from '../../lib/toast.ts';
import AddCenterDialog from './AddCenterDialog.tsx';
import CentersTable from './OwnerCentersTable.tsx';
import { loadPlan } from '../../domain/plan/plans.ts';
import { loadOwnerCenters, type OwnerCenter } from './dashboard-data.ts';
import DeleteCenterDialog from '../../components/DeleteCenterDialog.tsx';
import EditCenterDialog from './EditCenterDialog.tsx';
import ApplicationsTab from './jobs/ApplicationsTab.tsx';
import JobPostingsTab from './jobs/JobPostingsTab.tsx';
import { BUTTON } from '../../components/control-styles.ts';
import type { PlanType } from '../../domain/plan/premium.ts';
import PlanBenefits from './PlanBenefits.tsx';
import { returnNotice } from './return-toasts.ts';
import { Tabs, type TabSpec } from './Tabs.tsx';
import PublishingStatus from './PublishingStatus.tsx';

// Its own chunk: loaded when the owner opens the tab.
const AnalyticsTab = lazy(() => import('./analytics/AnalyticsTab.tsx'));

const NOT_YOURS = {
  variant: 'error',
  title: 'Center not found',
  description: 'That center is not among your centers, so it cannot be edited here.',
} as const;

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; centers: OwnerCenter[]; logos: Map<string, string> };

/**
 * /dashboard (owner-admin-side.md section 2): plan badge, Add Center, the pending notice, the
 * Centers tab (or the first-center empty state) and Your Plan Benefits. Signed-out visitors
 * go to /auth. What they may change is decided by PocketBase, not here.
 */
/** /auth, coming back to this dashboard (with the editor ?edit= asks for) after signing in. */
function signInBackHere(): string {
  const here = routes.dashboard + window.location.search;
  return authReturnPath(here) ? signInReturningTo(here) : routes.auth;
}

export default function Dashboard() {
  const session = useSession();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [plan, setPlan] = useState<PlanType>('free');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OwnerCenter | null>(null);
  const [deleting, setDeleting] = useState<OwnerCenter | null>(null);
  const userId = session.user?.id ?? '';

  useEffect(() => {
    getPocketBase();
    const back = returnNotice(new URL(window.location.href));
    if (back) {
      showToast(back.notice);
      window.history.replaceState(window.history.state, '', back.cleanUrl);
    }
  }, []);

  // Signed out on arrival: sign in first, then back here (with the editor that 'Edit Details'
  // asked for). Signed out later (Sign Out here or in another tab): home, where sign-out goes.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (session.status === 'signed-in') wasSignedIn.current = true;
    if (session.status === 'signed-out') {
      window.location.assign(wasSignedIn.current ? routes.home : signInBackHere());
    }
  }, [session.status]);

  const reload = useCallback(async () => {
    if (!userId) return;
    const pb = getPocketBase();
    // A refresh after a change keeps the table on screen; only the first load shows 'Loading'.
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    const [centers, nextPlan] = await Promise.all([
      loadOwnerCenters(pb, userId).catch((error: unknown) => {
        console.error('Error loading your centers', error);
        return null;
      }),
      loadPlan(pb, userId),
    ]);
    setPlan(nextPlan);
    setLoad(centers ? { status: 'ready', ...centers } : { status: 'error' });
  }, [userId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // A link to one center's editor comes here with ?edit={center id}: open that editor once
  // the owner's centers are in, and drop the parameter so a reload does not reopen it.
  const loadedCenters = load.status === 'ready' ? load.centers : null;
  useEffect(() => {
    if (!loadedCenters) return;
    const url = new URL(window.location.href);
    const id = url.searchParams.get(DASHBOARD_EDIT_PARAM);
    if (id === null) return;
    const center = loadedCenters.find((c) => c.id === id);
    if (center) setEditing(center);
    else showToast(NOT_YOURS);
    url.searchParams.delete(DASHBOARD_EDIT_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
  }, [loadedCenters]);

  if (session.status !== 'signed-in') {
    return <p role="status">Loading your dashboard...</p>;
  }
  const centers = load.status === 'ready' ? load.centers : [];
  const pending = centers.filter((c) => c.approved === 'pending').length;
  const tabs: TabSpec[] = [
    {
      id: 'centers',
      label: 'Centers',
      panel: load.status === 'ready' && (
        <CentersTable
          centers={centers}
          logos={load.logos}
          owner={session.user.name || session.user.email}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      ),
    },
    {
      id: 'jobs',
      label: 'Job Postings',
      panel: <JobPostingsTab centers={centers} userId={userId} />,
    },
    { id: 'applications', label: 'Applications', panel: <ApplicationsTab userId={userId} /> },
    {
      id: 'analytics',
      label: 'Analytics',
      panel: (
        <Suspense fallback={<p role="status">Loading analytics...</p>}>
          <AnalyticsTab centers={centers} plan={plan} />
        </Suspense>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Dashboard</h1>
          <p className="mt-1 text-slate-700">
            Manage your center listings and keep them current for families.
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${
              plan === 'premium' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800'
            }`}
          >
            {plan === 'premium' ? 'Premium Plan' : 'Free Plan'}
          </span>
          <button
            type="button"
            className={BUTTON.primary}
            onClick={() => {
              setAdding(true);
            }}
          >
            Add Center
          </button>
        </div>
      </div>

      {pending > 0 && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
        >
          {pending === 1
            ? '1 center is pending admin approval.'
            : `${String(pending)} centers are pending admin approval.`}
        </p>
      )}

      {/* While the editor is open, it says the same inside (what is behind a modal is inert). */}
      {!editing && <PublishingStatus />}

      {load.status === 'loading' && <p role="status">Loading your centers...</p>}
      {load.status === 'error' && <LoadFailed what="your centers" onRetry={() => void reload()} />}
      {load.status === 'ready' &&
        (centers.length > 0 ? (
          <Tabs idPrefix="dashboard" label="Dashboard sections" tabs={tabs} />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <h2 className="text-xl font-semibold">No centers yet</h2>
            <p className="mt-1 text-slate-700">
              Claim your existing listing with its access code, or add your center for review.
            </p>
            <button
              type="button"
              className={`${BUTTON.primary} mt-4`}
              onClick={() => {
                setAdding(true);
              }}
            >
              Add Your First Center
            </button>
          </div>
        ))}

      <PlanBenefits plan={plan} />

      <AddCenterDialog
        open={adding}
        onClose={() => {
          setAdding(false);
        }}
        onChanged={() => void reload()}
      />
      {editing && (
        <EditCenterDialog
          center={editing}
          plan={plan}
          userId={userId}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={() => {
            void reload();
          }}
        />
      )}
      <DeleteCenterDialog
        center={deleting}
        onClose={() => {
          setDeleting(null);
        }}
        onDeleted={() => void reload()}
      />
    </div>
  );
}
