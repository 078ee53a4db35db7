// The admin's moderation of centers, through the same calls the admin page makes
// (src/features/admin/center-actions.ts) as a signed-in admin: Approve, Reject, the Featured
// toggle and Delete change exactly what they should, and everything else reads back the same;
// access codes come from the admin routes: 8 digits, unique, only for unclaimed centers.
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  approveCenter,
  generateAccessCode,
  generateMissingAccessCodes,
  rejectCenter,
  setFeatured,
} from '../../src/features/admin/center-actions.ts';
import { daysFromNow, pdfFile, pngFile, RESUME_BYTES } from './support/fixtures.ts';
import { clientOf, ownedCenter, unclaimedCenter } from './support/owners.ts';
import {
  accessCode,
  createCenter,
  createUser,
  statusOf,
  superuserClient,
  type TestUser,
} from './support/pocketbase.ts';

let su: PocketBase;
let admin: PocketBase;
let owner: TestUser;

beforeAll(async () => {
  su = await superuserClient();
  owner = await createUser();
  admin = clientOf(await createUser('admin'));
});

/** A center as the superuser reads it (hidden fields included), without `updated`. */
async function stored(id: string): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = await su.collection('centers').getOne(id);
  delete record.updated;
  return record;
}

/** Runs a change and returns the center before and after it. */
async function change(center: RecordModel, action: () => Promise<void>) {
  const before = await stored(center.id);
  await action();
  return { before, after: await stored(center.id) };
}

/** A center awaiting review, as the Add Center form creates it, with a full set of facts. */
function pendingCenter(): Promise<RecordModel> {
  return createCenter({
    owner: owner.record.id,
    approved: 'pending',
    claimed: false,
    city: 'Edina',
    address: '5 Oak St',
    phone_number: '9525550100',
    website: 'https://pending.example',
    services: ['ABA therapy'],
    accepting_clients: 'waitlist',
    waitlist_weeks: 6,
    facts_updated: daysFromNow(-10),
  });
}

describe('Approve and Reject', () => {
  it('Approve sets approved to approved and changes nothing else', async () => {
    const center = await pendingCenter();
    const { before, after } = await change(center, () => approveCenter(admin, center.id));
    expect(after).toEqual({ ...before, approved: 'approved' });
  });

  it('Reject sets approved to rejected and changes nothing else', async () => {
    const center = await pendingCenter();
    const { before, after } = await change(center, () => rejectCenter(admin, center.id));
    expect(after).toEqual({ ...before, approved: 'rejected' });
  });

  it('an approved center is public; a rejected one is not', async () => {
    const [approved, rejected] = [await pendingCenter(), await pendingCenter()];
    await approveCenter(admin, approved.id);
    await rejectCenter(admin, rejected.id);
    const visitor = clientOf(await createUser());
    expect(await statusOf(visitor.collection('centers').getOne(approved.id))).toBe(200);
    expect(await statusOf(visitor.collection('centers').getOne(rejected.id))).toBe(404);
  });

  it('the owner cannot approve their own pending center', async () => {
    const center = await pendingCenter();
    expect(await statusOf(approveCenter(clientOf(owner), center.id))).toBe(404);
    expect((await stored(center.id)).approved).toBe('pending');
  });
});

describe('Featured toggle', () => {
  it('flips premium on, with featured kept the same, and nothing else', async () => {
    const center = await ownedCenter(owner, { premium: false, featured: false });
    const { before, after } = await change(center, () => setFeatured(admin, center.id, true));
    expect(after).toEqual({ ...before, premium: true, featured: true });
  });

  it('flips premium off, also clearing a featured flag set without premium', async () => {
    const center = await ownedCenter(owner, { premium: true, featured: true });
    const { before, after } = await change(center, () => setFeatured(admin, center.id, false));
    expect(after).toEqual({ ...before, premium: false, featured: false });
  });
});

describe('Delete center', () => {
  it('removes the center and what hangs off it, and nothing of other centers', async () => {
    const center = await ownedCenter(owner);
    const other = await ownedCenter(owner);
    const image = await su
      .collection('center_images')
      .create({ center: center.id, kind: 'gallery', file: pngFile() });
    const video = await su
      .collection('center_videos')
      .create({ center: center.id, video_url: 'https://www.youtube.com/watch?v=x' });
    const job = await su.collection('job_postings').create({
      center: center.id,
      owner: owner.record.id,
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
    const otherImage = await su
      .collection('center_images')
      .create({ center: other.id, kind: 'gallery', file: pngFile() });
    const otherBefore = await stored(other.id);

    await admin.collection('centers').delete(center.id);

    for (const [collection, id] of [
      ['centers', center.id],
      ['center_images', image.id],
      ['center_videos', video.id],
      ['job_postings', job.id],
      ['job_applications', application.id],
    ] as const) {
      expect(await statusOf(su.collection(collection).getOne(id)), collection).toBe(404);
    }
    expect(await stored(other.id)).toEqual(otherBefore);
    expect(await statusOf(su.collection('center_images').getOne(otherImage.id))).toBe(200);
    expect(await statusOf(su.collection('users').getOne(owner.record.id))).toBe(200);
  });
});

describe('access codes', () => {
  const EIGHT_DIGITS = /^[1-9][0-9]{7}$/;

  it('generates an 8-digit code for an unclaimed center, and a new one on regenerate', async () => {
    const center = await createCenter({ approved: '' });
    const first = await generateAccessCode(admin, center.id);
    expect(first).toMatch(EIGHT_DIGITS);
    expect((await stored(center.id)).access_code).toBe(first);
    const second = await generateAccessCode(admin, center.id);
    expect(second).toMatch(EIGHT_DIGITS);
    expect(second).not.toBe(first);
    expect((await stored(center.id)).access_code).toBe(second);
  });

  it('refuses a claimed center (409) and an unknown one (404)', async () => {
    const code = accessCode();
    const center = await ownedCenter(owner, { access_code: code });
    expect(await statusOf(generateAccessCode(admin, center.id))).toBe(409);
    expect((await stored(center.id)).access_code).toBe(code);
    expect(await statusOf(generateAccessCode(admin, 'nosuchcenter123'))).toBe(404);
  });

  it('fills in codes for every unclaimed center without one, and touches no other', async () => {
    const missing = [await createCenter({ approved: '' }), await createCenter({ approved: '' })];
    const { center: coded, code } = await unclaimedCenter();
    const claimed = await ownedCenter(owner);

    expect(await generateMissingAccessCodes(admin)).toBeGreaterThanOrEqual(2);
    for (const center of missing) {
      expect((await stored(center.id)).access_code).toMatch(EIGHT_DIGITS);
    }
    expect((await stored(coded.id)).access_code).toBe(code);
    expect((await stored(claimed.id)).access_code).toBe('');
  });

  it('never gives two centers the same code', async () => {
    const centers = await Promise.all(
      Array.from({ length: 8 }, () => createCenter({ approved: '' })),
    );
    await Promise.all(centers.map((c) => generateAccessCode(admin, c.id)));
    const codes = (await su.collection('centers').getFullList({ fields: 'access_code' }))
      .map((c) => String(c.access_code))
      .filter((c) => c !== '');
    expect(new Set(codes).size).toBe(codes.length);
  });
});
