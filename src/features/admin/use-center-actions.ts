import { useState } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import type { AdminCenter } from './admin-data.ts';
import type { CenterHandlers } from './CenterCells.tsx';
import { approveCenter, generateAccessCode, rejectCenter, setFeatured } from './center-actions.ts';

/** The spec's failure messages (owner-admin-side.md section 8). */
const FEATURED_FAILED = 'Failed to update featured status. Please try again.';
const APPROVAL_FAILED = 'Failed to update approval status. Please try again.';

const success = (description: string) => {
  showToast({ variant: 'success', title: 'Success', description });
};
const failure = (description: string) => {
  showToast({ variant: 'error', title: 'Error', description });
};

/**
 * The centers table's actions with the spec's messages: Approve, Reject and the Featured
 * toggle run at once; Edit and Delete open their dialogs (`editing`, `deleting`). After each
 * change the page reads its data again (`onChanged`).
 */
export function useCenterActions(onChanged: () => Promise<void>) {
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminCenter | null>(null);
  const [deleting, setDeleting] = useState<AdminCenter | null>(null);

  const run = async (center: AdminCenter, change: () => Promise<string>, failed: string) => {
    setBusy(center.id);
    try {
      success(await change());
      await onChanged();
    } catch (error) {
      console.error(failed, error);
      failure(failed);
    } finally {
      setBusy(null);
    }
  };

  const handlers: CenterHandlers = {
    busy,
    onApprove: (center) =>
      void run(
        center,
        async () => {
          await approveCenter(getPocketBase(), center.id);
          return `${center.company_name} has been approved.`;
        },
        APPROVAL_FAILED,
      ),
    onReject: (center) =>
      void run(
        center,
        async () => {
          await rejectCenter(getPocketBase(), center.id);
          return `${center.company_name} has been rejected.`;
        },
        APPROVAL_FAILED,
      ),
    onToggleFeatured: (center) =>
      void run(
        center,
        async () => {
          await setFeatured(getPocketBase(), center.id, !center.premium);
          return center.premium
            ? `${center.company_name} has been removed from featured.`
            : `${center.company_name} has been marked as featured.`;
        },
        FEATURED_FAILED,
      ),
    onGenerateCode: (center) =>
      void run(
        center,
        async () => {
          const code = await generateAccessCode(getPocketBase(), center.id);
          return `New access code for ${center.company_name}: ${code}`;
        },
        'Failed to generate an access code. Please try again.',
      ),
    onEdit: setEditing,
    onDelete: setDeleting,
  };

  return { handlers, editing, setEditing, deleting, setDeleting };
}
