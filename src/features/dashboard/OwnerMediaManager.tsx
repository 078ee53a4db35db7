import { useEffect, useId, useState } from 'react';
import { BUTTON } from '../../components/control-styles.ts';
import { loadPlan } from '../../domain/plan/plans.ts';
import type { PlanType } from '../../domain/plan/premium.ts';
import { routes } from '../../lib/routes.ts';
import { getPocketBase } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import ImageSlot from './ImageSlot.tsx';
import PublishingStatus from './PublishingStatus.tsx';
import MediaTab from './MediaTab.tsx';
import VideosTab from './VideosTab.tsx';

interface Props {
  /** The center's record id. */
  centerId: string;
  /** The center's owner (users record id): anyone else sees nothing. */
  ownerId: string;
}

/**
 * The owner-only image and video management of the center page (owner-admin-side.md section
 * 2): the dashboard's own main image, logo, gallery and video controls, so the plan rules and
 * limits are the same (and PocketBase enforces them again). The page hydrates it only when the
 * owner reaches for 'Manage Images and Videos' (client:interact).
 */
export default function OwnerMediaManager({ centerId, ownerId }: Props) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<PlanType | null>(null);
  const panelId = useId();
  const isOwner = session.status === 'signed-in' && session.user.id === ownerId;

  useEffect(() => {
    getPocketBase();
  }, []);
  useEffect(() => {
    if (!open || !isOwner) return;
    void loadPlan(getPocketBase(), ownerId).then(setPlan);
  }, [open, isOwner, ownerId]);

  // Before hydration and while the session is read, the button is all there is.
  if (session.status === 'signed-out' || (session.status === 'signed-in' && !isOwner)) return null;
  return (
    <section aria-labelledby={`${panelId}-heading`} className="space-y-4">
      <h2 id={`${panelId}-heading`} className="text-xl font-semibold">
        Your Images and Videos
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={`${BUTTON.secondary} min-h-11`}
        onClick={() => {
          setOpen(!open);
        }}
      >
        Manage Images and Videos
      </button>
      <div id={panelId} hidden={!open} className="space-y-6">
        <PublishingStatus className="text-sm" />
        {open && plan === null && <p role="status">Checking your plan...</p>}
        {open && plan !== null && (
          <>
            <ImageSlot centerId={centerId} kind="main" title="Main image" />
            {plan === 'premium' ? (
              <>
                <MediaTab centerId={centerId} />
                <VideosTab centerId={centerId} />
              </>
            ) : (
              <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                A logo, a photo gallery and videos are premium features.{' '}
                <a className="font-medium underline" href={routes.pricing}>
                  Upgrade to Premium
                </a>
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
