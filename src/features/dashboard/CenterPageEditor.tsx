import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { refreshLiveParts } from '../../lib/live-parts.ts';
import { loadPlan } from '../../domain/plan/plans.ts';
import type { PlanType } from '../../domain/plan/premium.ts';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { useSession } from '../../lib/use-session.ts';
import { OwnerCenterSchema, type OwnerCenter } from './dashboard-data.ts';
import EditCenterDialog from './EditCenterDialog.tsx';
import { $publishing, PUBLISHING_MESSAGES } from './publishing.ts';

interface Props {
  /** The center's record id. */
  centerId: string;
  /** The center's owner (users record id). */
  ownerId: string;
}

/** Brings the center page's edited parts up to date; a failure leaves them for a reload. */
function refreshPage(): void {
  refreshLiveParts().catch((error: unknown) => {
    console.error('Could not refresh the center page', error);
  });
}

/**
 * 'Edit Details' on the center page (owner-admin-side.md section 2): the dashboard's Edit
 * Center modal, opened on the page itself, so the owner stays where they are. After a save
 * the page's edited parts are brought up to date in place: at once (a page rendered on
 * demand is fresh already), and again when the site says the change is live. Hydrated when
 * the owner reaches for the button (client:interact).
 */
export default function CenterPageEditor({ centerId, ownerId }: Props) {
  const session = useSession();
  const [editing, setEditing] = useState<{ center: OwnerCenter; plan: PlanType } | null>(null);
  const [opening, setOpening] = useState(false);
  const [saved, setSaved] = useState(false);
  const publishing = useStore($publishing);
  const userId = session.status === 'signed-in' ? session.user.id : '';

  useEffect(() => {
    getPocketBase();
  }, []);
  useEffect(() => {
    if (saved && publishing === PUBLISHING_MESSAGES.live) refreshPage();
  }, [saved, publishing]);

  /** The center and the plan as they are now (after an upgrade too). */
  const load = async () => {
    const pb = getPocketBase();
    const [record, plan] = await Promise.all([
      pb.collection('centers').getOne(centerId),
      loadPlan(pb, ownerId),
    ]);
    return { center: OwnerCenterSchema.parse(record), plan };
  };

  const open = async () => {
    if (opening || userId !== ownerId) return;
    setOpening(true);
    try {
      setEditing(await load());
    } catch (error) {
      console.error('Opening the editor failed', error);
      showToast(
        {
          variant: 'error',
          title: 'Error',
          description: 'Failed to load your center. Please try again.',
        },
        { focus: true },
      );
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-disabled={opening || undefined}
        className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 aria-disabled:opacity-70"
        onClick={() => void open()}
      >
        {opening ? 'Opening...' : 'Edit Details'}
      </button>
      {editing && (
        <EditCenterDialog
          center={editing.center}
          plan={editing.plan}
          userId={userId}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={() => {
            setSaved(true);
            refreshPage();
            // Into the editor only while it is open: an owner who closed it before the
            // reload came back must not see it open again.
            void load()
              .then((next) => {
                setEditing((current) => current && next);
              })
              .catch((error: unknown) => {
                console.error('Reloading the center failed', error);
              });
          }}
        />
      )}
    </>
  );
}
