// Batches only where they are meant: PocketBase's batch API runs its requests in one
// transaction, so a batch of public submissions held the intake gate's slots and the write lock
// while other families waited. A batch that writes to a collection anyone may write to is
// refused whole before it starts; staff's bulk work (an admin's centers) still goes in batches.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contactBody, intakeBody } from './support/fixtures.ts';
import { outcomeOf } from './support/owners.ts';
import { createUser, newClient, superuserClient } from './support/pocketbase.ts';

const REFUSED = 'Batch requests are not allowed for this collection: send each record on its own.';

async function storedWith(collection: string, email: string): Promise<number> {
  const su = await superuserClient();
  return (
    await su
      .collection(collection)
      .getList(1, 1, { filter: su.filter('email = {:e}', { e: email }) })
  ).totalItems;
}

describe('a batch of public submissions', () => {
  it('five intake requests from a visitor are refused whole (403) and none is stored', async () => {
    const email = `batch-${randomUUID()}@example.org`;
    const batch = newClient().createBatch();
    for (let i = 0; i < 5; i += 1)
      batch.collection('intake_submissions').create({ ...intakeBody(), email });
    expect(await outcomeOf(batch.send())).toEqual({ status: 403, message: REFUSED });
    expect(await storedWith('intake_submissions', email)).toBe(0);
  });

  it('is refused to a signed-in user too', async () => {
    const user = await createUser();
    const email = `batch-${randomUUID()}@example.org`;
    const batch = user.client.createBatch();
    batch.collection('intake_submissions').create({ ...intakeBody(), email });
    expect(await outcomeOf(batch.send())).toEqual({ status: 403, message: REFUSED });
  });

  it.each([
    ['contact_messages', () => contactBody()],
    [
      'users',
      () => ({
        email: `batch-${randomUUID()}@example.org`,
        password: 'lake-otter-harbor-91',
        passwordConfirm: 'lake-otter-harbor-91',
      }),
    ],
  ])('%s: refused', async (collection, body) => {
    const batch = newClient().createBatch();
    batch.collection(collection).create(body());
    expect(await outcomeOf(batch.send())).toEqual({ status: 403, message: REFUSED });
  });

  it('an intake request sent on its own is stored as before', async () => {
    const email = `single-${randomUUID()}@example.org`;
    await newClient()
      .collection('intake_submissions')
      .create({ ...intakeBody(), email });
    expect(await storedWith('intake_submissions', email)).toBe(1);
  });
});

describe('staff bulk work', () => {
  it('an admin still creates centers in a batch', async () => {
    const admin = await createUser('admin');
    const prefix = `Batch ${randomUUID().slice(0, 8)}`;
    const batch = admin.client.createBatch();
    for (let i = 0; i < 3; i += 1) {
      batch
        .collection('centers')
        .create({ company_name: `${prefix} ${String(i)}`, city: 'Duluth' });
    }
    const results = await batch.send();
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
  });
});
