import { describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
  http,
  HttpResponse,
  pbError,
  pbRecord,
  pocketBase,
  records,
} from '../../testing/pocketbase-server.ts';
import {
  findToast,
  renderIsland,
  screen,
  signInAs,
  expectFieldMessages,
} from '../../testing/render-island.tsx';
import AddCenterDialog from './AddCenterDialog.tsx';

function openDialog() {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  const view = renderIsland(<AddCenterDialog open onClose={onClose} onChanged={onChanged} />);
  return { ...view, onClose, onChanged };
}

async function openCreateTab() {
  const view = openDialog();
  await view.user.click(screen.getByRole('tab', { name: 'Create New Center' }));
  return view;
}

const submit = () => screen.getByRole('button', { name: 'Submit for Admin Review' });

describe('Add Center dialog', () => {
  it('offers Claim Existing Center (an 8-digit code) and Create New Center', () => {
    openDialog();
    expect(screen.getByRole('dialog', { name: 'Add Center' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Claim Existing Center' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Access code')).toHaveAccessibleDescription(
      'The access code is 8 digits.',
    );
  });

  it('needs an access code to claim', async () => {
    signInAs({ id: 'user1', email: 'owner@example.com' });
    const { user } = openDialog();
    await user.type(screen.getByLabelText('Access code'), '   ');
    await user.click(screen.getByRole('button', { name: 'Claim Center' }));
    expect(screen.getByText('Please enter an access code.')).toBeInTheDocument();
  });

  it('says admin approval is needed before a new center is published', async () => {
    await openCreateTab();
    expect(
      screen.getByText(
        'Admin approval is required before your center is published in the directory.',
      ),
    ).toBeInTheDocument();
    expect(submit()).toBeInTheDocument();
  });

  it('requires the name and checks the ZIP code and e-mail', async () => {
    signInAs({ id: 'user1', email: 'owner@example.com' });
    const { user, onChanged } = await openCreateTab();
    await user.type(screen.getByLabelText('ZIP code'), '5540');
    await user.type(screen.getByLabelText('Email'), 'info@');
    await user.click(submit());
    expectFieldMessages({
      'Center name': 'Center name is required',
      'ZIP code': 'ZIP code must be 5 digits',
      Email: 'Please enter a valid email address',
    });
    expect(screen.getByLabelText('Center name')).toHaveFocus();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('needs a signed-in owner', async () => {
    const { user } = await openCreateTab();
    await user.type(screen.getByLabelText('Center name'), 'North Star Autism Services');
    await user.click(submit());
    await findToast('error', 'Error', 'You must be logged in to add a center.');
  });

  it('submits the center for review with only the name required', async () => {
    signInAs({ id: 'user1', email: 'owner@example.com' });
    let sent: Record<string, unknown> = {};
    pocketBase.use(
      http.post(records('centers'), async ({ request }) => {
        sent = await bodyOf(request);
        return HttpResponse.json(pbRecord('centers', { ...sent, approved: 'pending' }));
      }),
    );
    const { user, onChanged, onClose } = await openCreateTab();
    await user.type(screen.getByLabelText('Center name'), 'North Star Autism Services');
    await user.type(screen.getByLabelText('ZIP code'), '55401');
    await user.type(screen.getByLabelText('Services'), 'ABA therapy, Speech therapy');
    await user.click(submit());

    await findToast(
      'success',
      'Center Submitted Successfully!',
      'Your center was submitted for admin review. You will get its access code once it is approved.',
    );
    expect(sent).toMatchObject({
      company_name: 'North Star Autism Services',
      zip_code: '55401',
      services: ['ABA therapy', 'Speech therapy'],
      employee_count: 0,
    });
    expect(onChanged).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("says the spec's failure text when PocketBase refuses", async () => {
    signInAs({ id: 'user1', email: 'owner@example.com' });
    pocketBase.use(
      http.post(records('centers'), () =>
        pbError(400, 'Failed to create record.', {
          company_name: { code: 'validation_required', message: 'Cannot be blank.' },
        }),
      ),
    );
    const { user, onChanged } = await openCreateTab();
    await user.type(screen.getByLabelText('Center name'), 'North Star Autism Services');
    await user.click(submit());
    await findToast('error', 'Error', 'Failed to add center. Please try again.');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
