// Which writes ask the site to rebuild (pb_hooks/rebuild.pb.js, issue 12): only those that
// change a public page. Each case ends with a write that must ask, so the test waits for that
// positive signal before checking the writes before it asked nothing.
import { describe, expect, inject, it } from 'vitest';
import { createCenter, superuserClient } from './support/pocketbase.ts';

const rebuildsUrl = inject('rebuildsUrl');

async function reasons(): Promise<string[]> {
  return (await (await fetch(rebuildsUrl)).json()) as string[];
}

/**
 * Waits until a rebuild is asked for `reason` after the first `from` reasons: PocketBase asks
 * off the write's path (pocketbase/rebuild.go), so a write's answer may come first.
 */
async function waitFor(reason: string, from = 0): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const seen = await reasons();
    if (seen.slice(from).includes(reason)) return seen;
    if (Date.now() > deadline) throw new Error(`no rebuild was asked for ${reason}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('rebuild requests', () => {
  it('come from public changes only', async () => {
    const su = await superuserClient();
    const pending = await createCenter({ approved: 'pending', company_name: 'Quiet Pending ABA' });
    const listed = await createCenter({ approved: 'yes', company_name: 'Listed ABA' });
    await waitFor(`centers ${listed.id}`);
    const before = (await reasons()).length;

    // Nothing public changes: an empty update of a pending center, an edit of a pending
    // center, an empty update and a private-field edit of a public one.
    await su.collection('centers').update(pending.id, {});
    await su.collection('centers').update(pending.id, { about: 'Not yet public.' });
    await su.collection('centers').update(listed.id, {});
    await su.collection('centers').update(listed.id, { access_code: '87654321' });
    // A public change: the signal the writes above were handled.
    await su.collection('centers').update(listed.id, { about: 'Now with Saturday hours.' });
    const seen = await waitFor(`centers ${listed.id}`, before);

    // Other test files write at the same time: only this test's two centers count.
    const ours = seen.slice(before).filter((r) => r.endsWith(listed.id) || r.endsWith(pending.id));
    expect(ours).toEqual([`centers ${listed.id}`]);
    expect(seen).not.toContain(`centers ${pending.id}`);

    // Approving the pending center changes the public pages.
    await su.collection('centers').update(pending.id, { approved: 'yes' });
    await waitFor(`centers ${pending.id}`);
  });
});
