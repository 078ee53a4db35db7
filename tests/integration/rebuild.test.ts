// Which writes ask the site to rebuild (pb_hooks/rebuild.pb.js): only those that
// change a public page. Each case ends with a write that must ask, so the test waits for that
// positive signal before checking the writes before it asked nothing.
import { describe, expect, it } from 'vitest';
import { centerHref } from '../../src/lib/routes.ts';
import { pngFile } from './support/fixtures.ts';
import { createCenter, createUser, superuserClient, underTest } from './support/pocketbase.ts';
import type { RecordedRebuild } from './support/rebuild-recorder.ts';
import { livePostingFields } from '../support/job-posting.ts';

const { rebuildsUrl } = underTest;

/** Pages in every language, English first: what an edit publishes at once. */
const inEveryLanguage = (...paths: string[]) =>
  ['', '/es', '/so', '/hmn'].flatMap((prefix) => paths.map((path) => `${prefix}${path}`));

async function requests(): Promise<RecordedRebuild[]> {
  return (await (await fetch(rebuildsUrl)).json()) as RecordedRebuild[];
}

async function reasons(): Promise<string[]> {
  return (await requests()).map((request) => request.reason);
}

/** The pages named by the `count`-th request for `reason`, once it has come. */
async function pathsOf(reason: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await requests()).filter((request) => request.reason === reason);
    const request = found[count - 1];
    if (request) return request.paths;
    if (Date.now() > deadline) throw new Error(`no request ${String(count)} for ${reason}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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

  it('name the public pages the change alters, which the site serves fresh at once', async () => {
    const su = await superuserClient();
    const center = await createCenter({ approved: 'yes', company_name: 'Paths Test ABA' });
    const reason = `centers ${center.id}`;
    const page = centerHref({ name: 'Paths Test ABA', number: Number(center['number']) });
    expect(await pathsOf(reason, 1)).toEqual([page]);

    // A picture: its center's page.
    const picture = await su
      .collection('center_images')
      .create({ center: center.id, kind: 'main', file: pngFile(), alt_text: 'The front door' });
    expect(await pathsOf(`center_images ${picture.id}`)).toEqual(inEveryLanguage(page));

    // A new name: the old address (which redirects) and the new one.
    await su.collection('centers').update(center.id, { company_name: 'Paths Test Autism' });
    const renamed = centerHref({ name: 'Paths Test Autism', number: Number(center['number']) });
    expect(await pathsOf(reason, 2)).toEqual(inEveryLanguage(page, renamed));

    // Unpublished: its page, which must answer 'Center Not Found' at once.
    await su.collection('centers').update(center.id, { approved: 'rejected' });
    expect(await pathsOf(reason, 3)).toEqual(inEveryLanguage(renamed));
  });

  it("name a deleted center's job pages, which go with it at once", async () => {
    const su = await superuserClient();
    const owner = (await createUser()).record;
    const center = await createCenter({ approved: 'yes', company_name: 'Gone Soon ABA' });
    const job = await su.collection('job_postings').create(livePostingFields(center.id, owner.id));
    expect(await pathsOf(`job_postings ${job.id}`)).toContain(`/job/${job.id}`);
    await su.collection('centers').delete(center.id);
    expect(await pathsOf(`job_postings ${job.id}`, 2)).toEqual(inEveryLanguage(`/job/${job.id}`));
  });
});
