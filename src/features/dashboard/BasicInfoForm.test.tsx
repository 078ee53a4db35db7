import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerCenterFixture } from '../../testing/owner-center.ts';
import {
  bodyOf,
  http,
  HttpResponse,
  pbError,
  pbList,
  pbRecord,
  pocketBase,
  records,
  route,
} from '../../testing/pocketbase-server.ts';
import {
  findToast,
  renderIsland,
  screen,
  signInAs,
  expectFieldMessages,
} from '../../testing/render-island.tsx';
import BasicInfoForm from './BasicInfoForm.tsx';

const center = ownerCenterFixture({ id: 'c1', number: 12 });

beforeEach(() => {
  signInAs({ id: 'user1', email: 'owner@example.com' });
  pocketBase.use(
    // The main image slot lists the center's pictures: none yet.
    http.get(records('center_images'), () => pbList([])),
    // No site server answers the rebuild status (as under `npm run dev`).
    http.get(route('/api/site-status'), () => new HttpResponse(null, { status: 404 })),
  );
});

function renderForm() {
  const onSaved = vi.fn();
  const view = renderIsland(<BasicInfoForm center={center} plan="free" onSaved={onSaved} />);
  return { ...view, onSaved };
}

describe("Edit Center: the owner's Basic Info form", () => {
  it("starts from the center's own values", () => {
    renderForm();
    expect(screen.getByLabelText('Center name')).toHaveValue('Bluejay Meadow');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('55802');
    expect(screen.getByLabelText('City')).toHaveValue('Duluth');
  });

  it('requires the name and checks the ZIP code and e-mail, saving nothing', async () => {
    const { user, onSaved } = renderForm();
    await user.clear(screen.getByLabelText('Center name'));
    await user.clear(screen.getByLabelText('ZIP code'));
    await user.type(screen.getByLabelText('ZIP code'), '5580');
    await user.type(screen.getByLabelText('Email'), 'front-desk@');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expectFieldMessages({
      'Center name': 'Center name is required',
      'ZIP code': 'ZIP code must be 5 digits',
      Email: 'Please enter a valid email address',
    });
    expect(screen.getByLabelText('Center name')).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves the basic fields of a free plan and says so', async () => {
    let sent: Record<string, unknown> = {};
    pocketBase.use(
      http.patch(records('centers', 'c1'), async ({ request }) => {
        sent = await bodyOf(request);
        return HttpResponse.json(pbRecord('centers', { ...center, ...sent }));
      }),
    );
    const { user, onSaved } = renderForm();
    await user.clear(screen.getByLabelText('Center name'));
    await user.type(screen.getByLabelText('Center name'), 'Bluejay Meadow Therapy');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await findToast('success', 'Center Updated', 'Your changes have been saved.');
    expect(onSaved).toHaveBeenCalledOnce();
    expect(sent).toMatchObject({ company_name: 'Bluejay Meadow Therapy', zip_code: '55802' });
    // Free plans send only the basic fields (owner-admin-side.md section 6).
    expect(sent).not.toHaveProperty('facebook');
    expect(sent).not.toHaveProperty('knowledge_base');
  });

  it("says the spec's failure text when PocketBase fails, and keeps the edits", async () => {
    pocketBase.use(
      http.patch(records('centers', 'c1'), () =>
        pbError(500, 'Something went wrong while processing your request.'),
      ),
    );
    const { user, onSaved } = renderForm();
    await user.type(screen.getByLabelText('Address'), ' Suite 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const toast = await findToast('error', 'Error', 'Failed to update center. Please try again.');
    expect(toast).toHaveFocus();
    expect(screen.getByLabelText('Address')).toHaveValue('1 Example Way Suite 2');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
