import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { daysFromNow } from './fixtures.ts';
import { accessCode, createCenter, createUser, newClient, superuserClient } from './pocketbase.ts';
import type { TestUser } from './pocketbase.ts';

/** A plan a test owner is on (premium = plan_type premium and status active). */
export type Plan = 'free' | 'premium' | 'none';

/** Creates a user on the given plan (a subscription row written as the server would). */
export async function ownerOn(plan: Plan): Promise<TestUser> {
  const owner = await createUser();
  if (plan !== 'none') {
    const su = await superuserClient();
    await su
      .collection('subscriptions')
      .create({ user: owner.record.id, plan_type: plan, status: 'active' });
  }
  return owner;
}

/** A public (claimed, approved) center owned by the user. */
export function ownedCenter(
  owner: TestUser,
  data: Record<string, unknown> = {},
): Promise<RecordModel> {
  return createCenter({ owner: owner.record.id, claimed: true, approved: 'yes', ...data });
}

/** An unclaimed public listing with a fresh access code. */
export async function unclaimedCenter(
  data: Record<string, unknown> = {},
): Promise<{ center: RecordModel; code: string }> {
  const code = accessCode();
  const center = await createCenter({ access_code: code, approved: '', ...data });
  return { center, code };
}

/** A live job posting (paid, active 30 days) of the owner's center, written as the server would. */
export async function livePosting(owner: TestUser, center: RecordModel): Promise<RecordModel> {
  const su = await superuserClient();
  return su.collection('job_postings').create({
    center: center.id,
    owner: owner.record.id,
    title: 'Behavior Technician',
    description: 'Deliver one-to-one ABA sessions with children under a BCBA, with paid training.',
    employment_type: 'part-time',
    application_email: `jobs-${randomUUID()}@example.org`,
    status: 'active',
    payment_status: 'paid',
    expires_at: daysFromNow(30),
  });
}

/** A client for the user that PocketBase sees coming from its own (or the given) address. */
export function clientOf(user: TestUser, ip?: string): PocketBase {
  const pb = newClient(ip);
  pb.authStore.save(user.client.authStore.token, user.record);
  return pb;
}

/** What a custom route answered: its status and JSON body (the error body on failure). */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** POSTs JSON to a custom route and returns the status and body, failures included. */
export async function post(pb: PocketBase, path: string, body: unknown): Promise<Answer> {
  try {
    const data: unknown = await pb.send(path, { method: 'POST', body });
    return { status: 200, body: data as Record<string, unknown> };
  } catch (error) {
    if (error instanceof ClientResponseError) return { status: error.status, body: error.response };
    throw error;
  }
}

/** The status and message of a failed SDK call ({200, ''} when it succeeds). */
export async function outcomeOf(
  request: Promise<unknown>,
): Promise<{ status: number; message: string }> {
  try {
    await request;
    return { status: 200, message: '' };
  } catch (error) {
    if (error instanceof ClientResponseError)
      return { status: error.status, message: error.message };
    throw error;
  }
}
