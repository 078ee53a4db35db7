import { useEffect, useState } from 'react';
import { keepFocusedInView } from '../../lib/focus.ts';
import { routes } from '../../lib/routes.ts';
import { showToast } from '../../lib/toast.ts';
import BasicInfoForm from './BasicInfoForm.tsx';
import type { OwnerCenter } from './dashboard-data.ts';
import MediaTab from './MediaTab.tsx';
import { CloseButton, Modal } from '../../components/Modal.tsx';
import { PREMIUM_FEATURES, premiumNotice, type PlanType } from '../../domain/plan/premium.ts';
import PlanChooser, { planChooserSeen } from './PlanChooser.tsx';
import PublishingStatus from './PublishingStatus.tsx';
import { Tabs, type TabSpec } from './Tabs.tsx';
import VideosTab from './VideosTab.tsx';

/**
 * The Edit Center modal (owner-admin-side.md sections 2, 4 and 6): Basic Info, Media &
 * Branding and Videos. Free plans see the last two locked with an upgrade prompt, and the plan
 * chooser the first time they open it.
 */
export default function EditCenterDialog({
  center,
  plan,
  userId,
  onClose,
  onSaved,
}: {
  center: OwnerCenter;
  plan: PlanType;
  userId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const premium = plan === 'premium';
  const [choosing, setChoosing] = useState(false);

  useEffect(() => {
    if (!premium && !planChooserSeen(userId)) setChoosing(true);
  }, [premium, userId]);

  const tabs: TabSpec[] = [
    {
      id: 'basic',
      label: 'Basic Info',
      panel: <BasicInfoForm center={center} plan={plan} onSaved={onSaved} />,
    },
    {
      id: 'media',
      label: 'Media & Branding',
      locked: !premium,
      lockedNote: 'Premium',
      panel: <MediaTab centerId={center.id} />,
    },
    {
      id: 'videos',
      label: 'Videos',
      locked: !premium,
      lockedNote: 'Premium',
      panel: <VideosTab centerId={center.id} />,
    },
  ];

  return (
    <>
      <Modal open onClose={onClose} titleId="edit-center-title" wide>
        <div
          className="relative max-h-[calc(100vh-2rem)] scroll-pt-4 scroll-pb-28 overflow-y-auto p-6"
          onFocus={keepFocusedInView}
        >
          <h2 id="edit-center-title" className="pr-8 text-xl font-semibold">
            Edit {center.company_name}
          </h2>
          <CloseButton onClose={onClose} />
          {!premium && (
            <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              Media & Branding and Videos are premium features: a logo, a photo gallery, social
              links and video tours.{' '}
              <a className="font-medium underline" href={routes.pricing}>
                Upgrade to Premium
              </a>
            </p>
          )}
          <div className="mt-4">
            <PublishingStatus className="mb-4 text-sm" />
            <Tabs
              idPrefix="edit-center"
              label="Edit center"
              tabs={tabs}
              onLockedSelect={(tab) => {
                const feature =
                  tab.id === 'videos' ? PREMIUM_FEATURES.videos : PREMIUM_FEATURES.media;
                showToast({ variant: 'error', ...premiumNotice(feature) });
              }}
            />
          </div>
        </div>
      </Modal>
      <PlanChooser
        open={choosing}
        userId={userId}
        onClose={() => {
          setChoosing(false);
        }}
        onUpgraded={onSaved}
      />
    </>
  );
}
