// Visitors' reads of centers, images and videos answered from memory (pocketbase/public_cache.go):
// every answer is the current data, whatever wrote it, the moment the write is
// committed; signed-in readers are answered by PocketBase itself; the rate limit still counts
// every read. Each case reads twice before the write, so the second read comes from memory.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from './support/fixtures.ts';
import { ownedCenter, ownerOn, post } from './support/owners.ts';
import {
  createCenter,
  createUser,
  newClient,
  statusOf,
  superuserClient,
  type TestUser,
} from './support/pocketbase.ts';

let su: PocketBase;
let admin: TestUser;

beforeAll(async () => {
  su = await superuserClient();
  admin = await createUser('admin');
});

/** The names a visitor finds in the centers list with this name prefix. */
async function visitorFinds(prefix: string): Promise<string[]> {
  const list = await newClient()
    .collection('centers')
    .getList(1, 20, { filter: `company_name ~ "${prefix}"`, sort: 'company_name' });
  return list.items.map((c) => String(c['company_name']));
}

/** Reads twice as two visitors (the second read is answered from memory) and returns the last. */
async function readTwice<T>(read: () => Promise<T>): Promise<T> {
  await read();
  return read();
}

describe('visitors read the current data', () => {
  it('sees an update through the API in the list and the center view', async () => {
    const prefix = `Cache ${randomUUID().slice(0, 8)}`;
    const center = await createCenter({ company_name: `${prefix} Alder`, approved: 'yes' });
    const view = () => newClient().collection('centers').getOne(center.id);
    expect(await readTwice(() => visitorFinds(prefix))).toEqual([`${prefix} Alder`]);
    expect((await readTwice(view))['city']).toBe('');

    await su
      .collection('centers')
      .update(center.id, { company_name: `${prefix} Birch`, city: 'Ely' });

    expect(await visitorFinds(prefix)).toEqual([`${prefix} Birch`]);
    expect((await view())['city']).toBe('Ely');
  });

  it('stops seeing a center the moment it awaits review; its owner still sees it', async () => {
    const prefix = `Cache ${randomUUID().slice(0, 8)}`;
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner, { company_name: `${prefix} Cedar` });
    expect(await readTwice(() => visitorFinds(prefix))).toEqual([`${prefix} Cedar`]);

    await su.collection('centers').update(center.id, { approved: 'pending' });

    expect(await visitorFinds(prefix)).toEqual([]);
    expect(await statusOf(newClient().collection('centers').getOne(center.id))).toBe(404);
    const own = await owner.client
      .collection('centers')
      .getList(1, 20, { filter: `company_name ~ "${prefix}"` });
    expect(own.items.map((c) => String(c['approved']))).toEqual(['pending']);
  });

  it('sees a write made by a hook in plain SQL inside a transaction (location summaries)', async () => {
    const center = await createCenter({ approved: 'yes', area_summary: 'Before.' });
    const view = () => newClient().collection('centers').getOne(center.id);
    expect((await readTwice(view))['area_summary']).toBe('Before.');

    const answer = await post(admin.client, '/api/admin/location-summaries', {
      summaries: [{ id: center.id, summary: 'After.' }],
    });
    expect(answer.status).toBe(200);

    expect((await view())['area_summary']).toBe('After.');
  });

  it('sees a new image of a center in the images list', async () => {
    const center = await createCenter({ approved: 'yes' });
    const images = () =>
      newClient()
        .collection('center_images')
        .getFullList({ filter: `center = "${center.id}"` });
    expect(await readTwice(images)).toEqual([]);

    await su
      .collection('center_images')
      .create({ center: center.id, kind: 'gallery', file: pngFile() });

    expect(await images()).toHaveLength(1);
  });
});

describe('reads from memory', () => {
  it('never give a visitor what only the owner may read', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner, { access_code: '12345678' });
    const asOwner = () => owner.client.collection('centers').getOne(center.id);
    const asVisitor = () => newClient().collection('centers').getOne(center.id);
    expect((await readTwice(asOwner))['access_code']).toBe('12345678');
    expect(await readTwice(asVisitor)).not.toHaveProperty('access_code');
    expect((await asOwner())['access_code']).toBe('12345678');
  });

  it('still count against the rate limit for a visitor (300 reads in 10 seconds)', async () => {
    const visitor = newClient();
    const read = () => statusOf(visitor.collection('centers').getList(1, 1, { skipTotal: true }));
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 1) statuses.push(await read());
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await read()).toBe(429);
    expect(await statusOf(newClient().collection('centers').getList(1, 1))).toBe(200);
  });
});
