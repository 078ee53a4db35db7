// Bulk writes through PocketBase's batch API, as the seed and `npm run bench` send
// them (pocketbase/seed/batch.ts): every center gets its slug and a unique number even when
// batches race, in the given order when they do not, and a batch with one refused record
// saves none of them.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { BATCH_SIZE, createInBatches } from '../../pocketbase/seed/batch.ts';
import { clientOf } from './support/owners.ts';
import { createUser, newClient, statusOf, superuserClient } from './support/pocketbase.ts';

let su: PocketBase;

beforeAll(async () => {
  su = await superuserClient();
});

/** `count` center bodies whose names share a fresh prefix, numbered in the name. */
function centers(count: number): { prefix: string; bodies: Record<string, unknown>[] } {
  const prefix = `Bulk ${randomUUID().slice(0, 8)}`;
  const bodies = Array.from({ length: count }, (_, i) => ({
    company_name: `${prefix} Center ${String(i + 1)}`,
    city: 'Duluth',
    approved: '',
  }));
  return { prefix, bodies };
}

function centersNamed(prefix: string): Promise<RecordModel[]> {
  return su.collection('centers').getFullList({ filter: `company_name ~ "${prefix} %"` });
}

describe('creating centers in batches', () => {
  it('numbers them one after another in the given order, with slugs and defaults', async () => {
    const { prefix, bodies } = centers(BATCH_SIZE * 2 + 2);
    const ids = await createInBatches(su, 'centers', bodies);

    const saved = new Map((await centersNamed(prefix)).map((c) => [c.id, c]));
    const inOrder = ids.map((id) => saved.get(id));
    expect(inOrder.map((c) => String(c?.['company_name']))).toEqual(
      bodies.map((b) => b.company_name),
    );
    const numbers = inOrder.map((c) => Number(c?.['number']));
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] ?? 0) + i));
    expect(inOrder[0]?.['slug']).toBe(`${prefix.toLowerCase().replace(' ', '-')}-center-1`);
    expect(inOrder.every((c) => c?.['state'] === 'Minnesota')).toBe(true);
  });

  it('gives every center its own number when batches race', async () => {
    const { prefix, bodies } = centers(BATCH_SIZE * 8);
    const ids = await createInBatches(su, 'centers', bodies, { inFlight: 4 });

    const saved = await centersNamed(prefix);
    expect(saved.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(new Set(saved.map((c) => Number(c['number']))).size).toBe(bodies.length);
  });

  it('saves no center of a batch in which one is refused', async () => {
    const { prefix, bodies } = centers(3);
    const batch = su.createBatch();
    batch.collection('centers').create(bodies[0]);
    batch.collection('centers').create({ ...bodies[1], company_name: '' });
    batch.collection('centers').create(bodies[2]);

    expect(await statusOf(batch.send())).toBe(400);
    expect(await centersNamed(prefix)).toEqual([]);
  });

  it('holds each request to its API rules: a visitor creates nothing, a user only their own', async () => {
    const { prefix, bodies } = centers(2);
    const asVisitor = newClient().createBatch();
    asVisitor.collection('centers').create(bodies[0]);
    expect(await statusOf(asVisitor.send())).toBe(400);

    const user = await createUser();
    const asUser = clientOf(user).createBatch();
    asUser.collection('centers').create({ ...bodies[1], featured: true, approved: 'yes' });
    await asUser.send();
    const [created] = await centersNamed(prefix);
    expect(created).toMatchObject({
      owner: user.record.id,
      approved: 'pending',
      featured: false,
    });
  });
});
