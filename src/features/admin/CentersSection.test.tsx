import { describe, expect, it, vi } from 'vitest';
import { adminCenterFixture } from '../../testing/admin-rows.ts';
import {
  bodyOf,
  http,
  HttpResponse,
  pbError,
  pbRecord,
  pocketBase,
  records,
} from '../../testing/pocketbase-server.ts';
import { findToast, renderIsland, screen, within } from '../../testing/render-island.tsx';
import CentersSection from './CentersSection.tsx';

const published = adminCenterFixture();
const pending = adminCenterFixture({
  id: 'c2',
  number: 102,
  company_name: 'Prairie Pathways',
  approved: 'pending',
  access_code: '',
});

function renderCenters() {
  const onChanged = vi.fn(() => Promise.resolve());
  const view = renderIsland(
    <CentersSection
      centers={[published, pending]}
      logos={new Map()}
      ownerName={(id) => id}
      onChanged={onChanged}
    />,
  );
  return { ...view, onChanged };
}

const table = () => screen.getByRole('table', { name: 'All centers' });
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

describe('Admin: centers table', () => {
  it("has the spec's columns and each center's status", () => {
    renderCenters();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Logo',
      'Center Name',
      'Location',
      'Contact',
      'Status',
      'Owner',
      'Access Code',
      'Featured',
      'Actions',
    ]);
    expect(row('Lakeside Autism Center')).toHaveTextContent('Available to Claim');
    expect(row('Prairie Pathways')).toHaveTextContent('Pending Review');
    expect(screen.getByText('2 centers')).toBeInTheDocument();
  });

  it('offers Approve and Reject on a pending row, Edit and Delete on the others', () => {
    renderCenters();
    const pendingRow = within(row('Prairie Pathways'));
    expect(
      pendingRow.getByRole('button', { name: 'Approve Prairie Pathways' }),
    ).toBeInTheDocument();
    expect(pendingRow.getByRole('button', { name: 'Reject Prairie Pathways' })).toBeInTheDocument();
    expect(pendingRow.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    const publishedRow = within(row('Lakeside Autism Center'));
    expect(
      publishedRow.getByRole('button', { name: 'Edit Lakeside Autism Center' }),
    ).toBeInTheDocument();
    expect(publishedRow.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('approves a pending center and says so', async () => {
    let sent: Record<string, unknown> = {};
    pocketBase.use(
      http.patch(records('centers', 'c2'), async ({ request }) => {
        sent = await bodyOf(request);
        return HttpResponse.json(pbRecord('centers', { id: 'c2', ...sent }));
      }),
    );
    const { user, onChanged } = renderCenters();
    await user.click(within(row('Prairie Pathways')).getByRole('button', { name: /^Approve/ }));
    await findToast('success', 'Success', 'Prairie Pathways has been approved.');
    expect(sent).toEqual({ approved: 'approved' });
    expect(onChanged).toHaveBeenCalled();
  });

  it("says the spec's text when an approval fails", async () => {
    pocketBase.use(
      http.patch(records('centers', 'c2'), () =>
        pbError(404, "The requested resource wasn't found."),
      ),
    );
    const { user } = renderCenters();
    await user.click(within(row('Prairie Pathways')).getByRole('button', { name: /^Reject/ }));
    await findToast('error', 'Error', 'Failed to update approval status. Please try again.');
  });

  it('marks a center as featured with the toggle', async () => {
    let sent: Record<string, unknown> = {};
    pocketBase.use(
      http.patch(records('centers', 'c1'), async ({ request }) => {
        sent = await bodyOf(request);
        return HttpResponse.json(pbRecord('centers', { id: 'c1', ...sent }));
      }),
    );
    const { user } = renderCenters();
    const toggle = within(row('Lakeside Autism Center')).getByRole('button', {
      name: 'Featured: Lakeside Autism Center',
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await findToast('success', 'Success', 'Lakeside Autism Center has been marked as featured.');
    expect(sent).toEqual({ premium: true, featured: true });
  });

  it('asks before deleting a center, and deletes it once confirmed', async () => {
    const deleted = vi.fn();
    pocketBase.use(
      http.delete(records('centers', 'c1'), () => {
        deleted();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, onChanged } = renderCenters();
    await user.click(
      within(row('Lakeside Autism Center')).getByRole('button', {
        name: 'Delete Lakeside Autism Center',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Lakeside Autism Center?' });
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeInTheDocument();
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Center' }));
    await findToast(
      'success',
      'Center deleted successfully',
      'Lakeside Autism Center has been removed.',
    );
    expect(deleted).toHaveBeenCalledOnce();
    expect(onChanged).toHaveBeenCalled();
  });

  it('finds centers by name and by status', async () => {
    const { user } = renderCenters();
    await user.type(screen.getByLabelText('Search centers'), 'prairie');
    expect(screen.getByText('1 center')).toBeInTheDocument();
    expect(within(table()).queryByText('Lakeside Autism Center')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search centers'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Available to Claim');
    expect(within(table()).getByText('Lakeside Autism Center')).toBeInTheDocument();
    expect(within(table()).queryByText('Prairie Pathways')).not.toBeInTheDocument();
  });
});
