import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerCenterFixture } from '../../testing/owner-center.ts';
import {
  bodyOf,
  http,
  HttpResponse,
  pbList,
  pbRecord,
  pocketBase,
  records,
  route,
} from '../../testing/pocketbase-server.ts';
import { findToast, renderIsland, screen, signInAs } from '../../testing/render-island.tsx';
import CenterPageEditor from './CenterPageEditor.tsx';
import { OwnerCenterSchema } from './dashboard-data.ts';

const center = ownerCenterFixture({ id: 'c1', number: 12 });

beforeEach(() => {
  signInAs({ id: 'user1', email: 'owner@example.com' });
  pocketBase.use(
    // A premium owner: the editor opens without the plan chooser.
    http.get(records('subscriptions'), () =>
      pbList([
        pbRecord('subscriptions', { user: 'user1', plan_type: 'premium', status: 'active' }),
      ]),
    ),
    http.get(records('center_images'), () => pbList([])),
    // No site server answers the rebuild status (as under `npm run dev`).
    http.get(route('/api/site-status'), () => new HttpResponse(null, { status: 404 })),
    // The page itself, whose edited parts a save brings up to date.
    http.get(route('/'), () => HttpResponse.html('<!doctype html><main></main>')),
  );
});

describe("'Edit Details' on the center page", () => {
  it('stays closed when the owner closes it before the reload after a save comes back', async () => {
    let reads = 0;
    let answerReload: () => void = () => undefined;
    const reloadAnswered = new Promise<void>((resolve) => {
      answerReload = resolve;
    });
    let saved = center as Record<string, unknown>;
    pocketBase.use(
      http.get(records('centers', 'c1'), async () => {
        reads += 1;
        // The reload after the save is slow (a busy network): it answers once the test says.
        if (reads > 1) await reloadAnswered;
        return HttpResponse.json(pbRecord('centers', saved));
      }),
      http.patch(records('centers', 'c1'), async ({ request }) => {
        saved = { ...center, ...(await bodyOf(request)) };
        return HttpResponse.json(pbRecord('centers', saved));
      }),
    );
    const { user } = renderIsland(<CenterPageEditor centerId="c1" ownerId="user1" />);
    const edit = screen.getByRole('button', { name: 'Edit Details' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bluejay Meadow' });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findToast('success', 'Center Updated', 'Your changes have been saved.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
    expect(edit).toHaveFocus();

    // The reload is handled once its record has been read into the editor's form (the parse
    // that comes just before the editor's state is set) and React has run what that set:
    // the editor is still closed and focus is where the owner left it.
    const parse = vi.spyOn(OwnerCenterSchema, 'parse');
    answerReload();
    await expect.poll(() => parse.mock.calls.length).toBe(1);
    await act(async () => {
      await Promise.resolve();
    });
    parse.mockRestore();
    expect(reads).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
  });
});
