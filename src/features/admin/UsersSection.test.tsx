import { describe, expect, it, vi } from 'vitest';
import { adminCenterFixture, adminUserFixture } from '../../testing/admin-rows.ts';
import { http, HttpResponse, pbError, pocketBase, route } from '../../testing/pocketbase-server.ts';
import { findToast, renderIsland, screen, within } from '../../testing/render-island.tsx';
import UsersSection from './UsersSection.tsx';

const admin = adminUserFixture({
  id: 'adm1nistrator001',
  email: 'admin@example.com',
  name: 'Ada Admin',
  role: 'admin',
});
const owner = adminUserFixture({ id: 'own3rOfLakeside1', email: 'owner@example.com' });
const lakeside = adminCenterFixture({ owner: owner.id, claimed: true });

function renderUsers() {
  const onChanged = vi.fn(() => Promise.resolve());
  const view = renderIsland(
    <UsersSection
      users={[admin, owner]}
      centersOf={(id) => (id === owner.id ? [lakeside] : [])}
      currentUserId={admin.id}
      onChanged={onChanged}
    />,
  );
  return { ...view, onChanged };
}

/** The first control with this name: a row may show as a table row and as a card. */
const first = (name: string) => screen.getAllByRole('button', { name })[0] as HTMLElement;

describe('Admin: users', () => {
  it('lists each user with the id cut to 8 characters, role and centers', () => {
    renderUsers();
    const table = screen.getByRole('table', { name: 'All users' });
    const row = within(table).getByRole('row', { name: /Olivia Owner/ });
    expect(within(row).getByText('own3rOfL')).toBeInTheDocument();
    expect(within(row).queryByText(owner.id)).not.toBeInTheDocument();
    expect(within(row).getByText('owner@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Lakeside Autism Center')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Ada Admin/ })).toHaveTextContent('admin');
  });

  it('asks before deleting, naming the account and the center it releases', async () => {
    const { user } = renderUsers();
    await user.click(first('Delete user owner@example.com'));
    const dialog = screen.getByRole('dialog', { name: 'Delete user owner@example.com?' });
    expect(
      within(dialog).getByText(/Its center stays in the directory as an unclaimed listing/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Lakeside Autism Center')).toBeInTheDocument();
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the user once confirmed and says what became of the center', async () => {
    const deleted = vi.fn();
    pocketBase.use(
      http.delete(route('/api/admin/users/:id'), ({ params }) => {
        deleted(params.id);
        return HttpResponse.json({ releasedCenters: 1 });
      }),
    );
    const { user, onChanged } = renderUsers();
    await user.click(first('Delete user owner@example.com'));
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    await findToast(
      'success',
      'User deleted',
      'owner@example.com has been deleted; 1 center(s) are now unclaimed listings.',
    );
    expect(deleted).toHaveBeenCalledWith(owner.id);
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows PocketBase's reason when the delete fails", async () => {
    pocketBase.use(
      http.delete(route('/api/admin/users/:id'), () =>
        pbError(403, 'Only admins can perform this action.'),
      ),
    );
    const { user } = renderUsers();
    await user.click(first('Delete user owner@example.com'));
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    await findToast(
      'error',
      'Error',
      'Failed to delete user profile: Only admins can perform this action',
    );
  });

  it('never offers to delete the signed-in admin', async () => {
    const { user } = renderUsers();
    await user.click(first('Delete user admin@example.com'));
    await findToast('error', 'Error', 'Cannot delete your own account or invalid user');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
