// Deleting a user as an admin (pb_hooks/admin-users.pb.js), through the call the admin page
// makes (src/features/admin/user-actions.ts). The dialog promises: the account, its
// subscription, its job postings with their applications and its chat history are deleted;
// its centers stay in the directory as unclaimed listings with new access codes. Nothing else
// changes, nothing is left pointing at the deleted account, and nobody deletes themself.
import type PocketBase from 'pocketbase';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteUser } from '../../src/features/admin/user-actions.ts';
import { daysFromNow, pdfFile, pngFile, RESUME_BYTES } from './support/fixtures.ts';
import { clientOf, ownedCenter } from './support/owners.ts';
import {
  accessCode,
  createCenter,
  createUser,
  statusOf,
  superuserClient,
  type TestUser,
} from './support/pocketbase.ts';

let su: PocketBase;
let adminUser: TestUser;
let admin: PocketBase;

beforeAll(async () => {
  su = await superuserClient();
  adminUser = await createUser('admin');
  admin = clientOf(adminUser);
});

/** Everything a deleted owner leaves: their centers and what hangs off them and off them. */
interface Estate {
  user: TestUser;
  claimed: RecordModel;
  pending: RecordModel;
  image: RecordModel;
  subscription: RecordModel;
  job: RecordModel;
  application: RecordModel;
  conversation: RecordModel;
  message: RecordModel;
}

async function ownerWithEverything(): Promise<Estate> {
  const user = await createUser();
  const claimed = await ownedCenter(user, {
    premium: true,
    featured: true,
    access_code: accessCode(),
    phone_number: '6125550100',
  });
  const pending = await createCenter({ owner: user.record.id, approved: 'pending' });
  const image = await su
    .collection('center_images')
    .create({ center: claimed.id, kind: 'gallery', file: pngFile() });
  const subscription = await su
    .collection('subscriptions')
    .create({ user: user.record.id, plan_type: 'premium', status: 'active' });
  const job = await su.collection('job_postings').create({
    center: claimed.id,
    owner: user.record.id,
    title: 'Behavior Technician',
    description: 'Work one-on-one with children on their goals, with training and support.',
    employment_type: 'full-time',
    status: 'active',
    payment_status: 'paid',
    expires_at: daysFromNow(20),
  });
  const application = await su.collection('job_applications').create({
    job: job.id,
    applicant_name: 'Alex Applicant',
    applicant_email: 'alex@example.org',
    resume: pdfFile(RESUME_BYTES, 'resume.pdf'),
  });
  const conversation = await su
    .collection('chat_conversations')
    .create({ center: claimed.id, user: user.record.id, is_active: true });
  const message = await su
    .collection('chat_messages')
    .create({ conversation: conversation.id, message: 'Hello', is_user: true });
  return { user, claimed, pending, image, subscription, job, application, conversation, message };
}

async function stored(id: string): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = await su.collection('centers').getOne(id);
  delete record.updated;
  return record;
}

/** Checks the promise of the dialog after the estate's owner was deleted. */
async function expectReleased(estate: Estate, before: Record<string, Record<string, unknown>>) {
  expect(await statusOf(su.collection('users').getOne(estate.user.record.id))).toBe(404);
  for (const [collection, record] of [
    ['subscriptions', estate.subscription],
    ['job_postings', estate.job],
    ['job_applications', estate.application],
    ['chat_conversations', estate.conversation],
    ['chat_messages', estate.message],
  ] as const) {
    expect(await statusOf(su.collection(collection).getOne(record.id)), collection).toBe(404);
  }
  for (const center of [estate.claimed, estate.pending]) {
    const was = before[center.id] ?? {};
    const now = await stored(center.id);
    expect(now).toEqual({
      ...was,
      owner: '',
      claimed: false,
      premium: false,
      featured: false,
      // Nobody owns it now, so no owner's plan (pb_hooks/plan-sync.pb.js).
      owner_premium: false,
      access_code: now.access_code,
    });
    expect(now.access_code).toMatch(/^[1-9][0-9]{7}$/);
    expect(now.access_code).not.toBe(was.access_code);
  }
  expect(await statusOf(su.collection('center_images').getOne(estate.image.id))).toBe(200);
  // Nothing left pointing at the deleted account.
  for (const [collection, field] of [
    ['centers', 'owner'],
    ['job_postings', 'owner'],
    ['subscriptions', 'user'],
    ['chat_conversations', 'user'],
  ] as const) {
    const left = await su.collection(collection).getList(1, 1, {
      filter: su.filter(`${field} = {:id}`, { id: estate.user.record.id }),
    });
    expect(left.totalItems, collection).toBe(0);
  }
}

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes the account and what the dialog says, keeping its centers as unclaimed listings', async () => {
    const estate = await ownerWithEverything();
    const bystander = await createUser();
    const bystanderCenter = await ownedCenter(bystander);
    const before = {
      [estate.claimed.id]: await stored(estate.claimed.id),
      [estate.pending.id]: await stored(estate.pending.id),
    };
    const bystanderBefore = await stored(bystanderCenter.id);

    expect(await deleteUser(admin, estate.user.record.id)).toBe(2);

    await expectReleased(estate, before);
    expect((await stored(estate.claimed.id)).approved).toBe('yes');
    expect((await stored(estate.pending.id)).approved).toBe('pending');
    expect(await stored(bystanderCenter.id)).toEqual(bystanderBefore);
    expect(await statusOf(su.collection('users').getOne(bystander.record.id))).toBe(200);
  });

  it('keeps the same promise when an admin deletes through the records API', async () => {
    const estate = await ownerWithEverything();
    const before = {
      [estate.claimed.id]: await stored(estate.claimed.id),
      [estate.pending.id]: await stored(estate.pending.id),
    };
    await admin.collection('users').delete(estate.user.record.id);
    await expectReleased(estate, before);
  });

  it('never deletes the admin themself, with the spec’s message', async () => {
    const error = await deleteUser(admin, adminUser.record.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResponseError);
    expect((error as ClientResponseError).status).toBe(400);
    // PocketBase ends every error message with a full stop.
    expect((error as ClientResponseError).message).toBe(
      'Cannot delete your own account or invalid user.',
    );
    expect(await statusOf(su.collection('users').getOne(adminUser.record.id))).toBe(200);
  });

  it('answers an unknown user with the spec’s message and 404', async () => {
    const error = await deleteUser(admin, 'nosuchuser12345').catch((e: unknown) => e);
    expect((error as ClientResponseError).status).toBe(404);
    expect((error as ClientResponseError).message).toBe(
      'Cannot delete your own account or invalid user.',
    );
  });

  it('lets one admin delete another admin, but no user delete anyone', async () => {
    const other = await createUser('admin');
    const user = await createUser();
    const victim = await createUser();
    expect(await statusOf(deleteUser(clientOf(user), victim.record.id))).toBe(403);
    expect(await statusOf(su.collection('users').getOne(victim.record.id))).toBe(200);
    expect(await deleteUser(admin, other.record.id)).toBe(0);
    expect(await statusOf(su.collection('users').getOne(other.record.id))).toBe(404);
  });
});
