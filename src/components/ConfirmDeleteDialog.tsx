import type { ComponentProps } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * A delete confirmation: a title, what deleting does, Cancel and the delete button (which
 * says 'Deleting...' while it runs). The caller does the deleting in `onConfirm`.
 */
export function ConfirmDeleteDialog(
  props: Omit<ComponentProps<typeof ConfirmDialog>, 'busyLabel' | 'tone'>,
) {
  return <ConfirmDialog {...props} busyLabel="Deleting..." tone="danger" />;
}
