import { describe, expect, it, vi } from 'vitest';
import {
  http,
  HttpResponse,
  pbError,
  pocketBase,
  records,
} from '../../../testing/pocketbase-server.ts';
import { findToast, renderIsland, screen } from '../../../testing/render-island.tsx';
import DeletePostingDialog from './DeletePostingDialog.tsx';
import type { OwnerPosting } from './jobs-api.ts';

const posting = { id: 'p0st1ng000000001', title: 'Behavior Technician' } as OwnerPosting;

function renderDialog() {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  const view = renderIsland(
    <DeletePostingDialog posting={posting} onClose={onClose} onDeleted={onDeleted} />,
  );
  return { ...view, onClose, onDeleted };
}

describe('Delete a job posting', () => {
  it('asks first, then deletes the posting and says so', async () => {
    const deleted = vi.fn();
    pocketBase.use(
      http.delete(records('job_postings', ':id'), ({ params }) => {
        deleted(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, onDeleted, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Delete Behavior Technician?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    await findToast('success', 'Job deleted', 'Behavior Technician has been removed.');
    expect(deleted).toHaveBeenCalledWith(posting.id);
    expect(onDeleted).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the posting and says so when the delete fails', async () => {
    pocketBase.use(http.delete(records('job_postings', ':id'), () => pbError(404, 'Not found.')));
    const { user, onDeleted } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    await findToast('error', 'Error deleting job', 'Please try again.');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('Cancel closes without deleting', async () => {
    const { user, onClose, onDeleted } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
