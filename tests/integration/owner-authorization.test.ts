// The authorization matrix of the owner portal, in the manner of authorization-matrix.test.ts:
// every role × the plan-aware writes on centers and their media, the claim, verify and scrape
// routes, and the wrong-code log. The roles: a visitor, a signed-in user without a plan, the
// owner (premium plan), another owner (free plan) and an admin. Expected statuses follow the
// rules (a failing rule: create 400, view/update/delete 404, locked rule 403) and the hooks
// (a premium feature on the free plan: 403). Every write is also checked in what PocketBase
// stored (support/role-matrix.ts): unchanged when refused, changed when allowed.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll } from 'vitest';
import { pngFile, ROLES, type Role } from './support/fixtures.ts';
import { accessCode, createUser, newClient, superuserClient } from './support/pocketbase.ts';
import type { TestUser } from './support/pocketbase.ts';
import { clientOf, ownedCenter, ownerOn, post } from './support/owners.ts';
import {
  describeMatrix,
  storedCount,
  storedRecord,
  type MatrixRow,
} from './support/role-matrix.ts';

type Member = Exclude<Role, 'visitor'>;

interface World {
  su: PocketBase;
  accounts: Record<Member, TestUser>;
  /** The premium owner's and the free owner's public centers, both with a website. */
  premiumCenter: RecordModel;
  freeCenter: RecordModel;
  attempt: RecordModel;
}

type Row = MatrixRow<Role, World>;

const image = (centerId: string, kind: string) => ({
  center: centerId,
  kind,
  file: pngFile(),
  alt_text: `A ${kind} picture`,
});
const video = (centerId: string) => ({
  center: centerId,
  video_url: 'https://www.youtube.com/watch?v=matrix',
});
/** A fresh center of the free owner (so each role's upload has the place free). */
const freshFreeCenter = async (w: World) => (await ownedCenter(w.accounts.otherOwner)).id;
/** A fresh record made by the superuser, for one role's update or delete. */
const twin = async (w: World, collection: string, body: Record<string, unknown>) =>
  (await w.su.collection(collection).create(body)).id;

/** Stored: the record `target` of a collection (or 'missing'). */
const recordOf =
  (collection: string) =>
  (w: World, target: string): Promise<unknown> =>
    storedRecord(w.su, collection, target);
/** Stored: a center, by a fixed id. */
const centerOf = (pick: (w: World) => RecordModel) => (w: World) =>
  storedRecord(w.su, 'centers', pick(w).id);
/** Stored: how many media of a collection a center (the target, or a fixed one) holds. */
const mediaOf =
  (collection: string, pick?: (w: World) => RecordModel) =>
  (w: World, target: string): Promise<unknown> =>
    storedCount(w.su, collection, `center = "${pick ? pick(w).id : target}"`);

const ROWS: Row[] = [
  // The wrong-code log is the server's alone.
  {
    label: 'claim_attempts list',
    request: (pb) => pb.collection('claim_attempts').getList(1, 10),
    expect: { others: 403 },
  },
  {
    label: 'claim_attempts view',
    request: (pb, w) => pb.collection('claim_attempts').getOne(w.attempt.id),
    expect: { others: 403 },
  },
  {
    label: 'claim_attempts create',
    request: (pb) => pb.collection('claim_attempts').create({ ip: '203.0.113.9' }),
    expect: { others: 403 },
    stored: (w) => storedCount(w.su, 'claim_attempts', 'ip = "203.0.113.9"'),
  },
  {
    label: 'claim_attempts update',
    request: (pb, w) => pb.collection('claim_attempts').update(w.attempt.id, { ip: '1.1.1.1' }),
    expect: { others: 403 },
    stored: (w) => storedRecord(w.su, 'claim_attempts', w.attempt.id),
  },
  {
    label: 'claim_attempts delete',
    request: (pb, w) => pb.collection('claim_attempts').delete(w.attempt.id),
    expect: { others: 403 },
    stored: (w) => storedRecord(w.su, 'claim_attempts', w.attempt.id),
  },
  // Centers: premium fields by plan.
  {
    label: 'centers create with a social link',
    prepare: () => Promise.resolve(`Matrix ${randomUUID()}`),
    request: (pb, _w, name) =>
      pb.collection('centers').create({
        company_name: name,
        facebook: 'https://facebook.com/matrix',
      }),
    expect: { visitor: 400, user: 403, owner: 200, otherOwner: 403, admin: 200 },
    stored: (w, name) => storedCount(w.su, 'centers', `company_name = "${name}"`),
  },
  {
    label: "centers update the premium owner's knowledge_base",
    prepare: () => Promise.resolve(`Matrix text ${randomUUID()}`),
    request: (pb, w, text) =>
      pb.collection('centers').update(w.premiumCenter.id, { knowledge_base: text }),
    expect: { others: 404, owner: 200, admin: 200 },
    stored: centerOf((w) => w.premiumCenter),
  },
  {
    label: "centers update the free owner's knowledge_base",
    prepare: () => Promise.resolve(`Matrix text ${randomUUID()}`),
    request: (pb, w, text) =>
      pb.collection('centers').update(w.freeCenter.id, { knowledge_base: text }),
    expect: { others: 404, otherOwner: 403, admin: 200 },
    stored: centerOf((w) => w.freeCenter),
  },
  {
    label: "centers update the free owner's city",
    request: (pb, w) => pb.collection('centers').update(w.freeCenter.id, { city: 'Duluth' }),
    expect: { others: 404, otherOwner: 200, admin: 200 },
    // A successful save stamps `updated`, even with the same city.
    stored: centerOf((w) => w.freeCenter),
  },
  // Images.
  {
    label: "center_images create gallery on the premium owner's center",
    request: (pb, w) => pb.collection('center_images').create(image(w.premiumCenter.id, 'gallery')),
    expect: { others: 400, owner: 200, admin: 200 },
    stored: mediaOf('center_images', (w) => w.premiumCenter),
  },
  {
    label: "center_images create gallery on the free owner's center",
    request: (pb, w) => pb.collection('center_images').create(image(w.freeCenter.id, 'gallery')),
    expect: { others: 400, otherOwner: 403, admin: 200 },
    stored: mediaOf('center_images', (w) => w.freeCenter),
  },
  {
    label: "center_images create logo on a free owner's new center",
    prepare: freshFreeCenter,
    request: (pb, _w, center) => pb.collection('center_images').create(image(center, 'logo')),
    expect: { others: 400, otherOwner: 403, admin: 200 },
    stored: mediaOf('center_images'),
  },
  {
    label: "center_images create main on a free owner's new center",
    prepare: freshFreeCenter,
    request: (pb, _w, center) => pb.collection('center_images').create(image(center, 'main')),
    expect: { others: 400, otherOwner: 200, admin: 200 },
    stored: mediaOf('center_images'),
  },
  {
    label: "center_images update a gallery image's alt text (free owner's center)",
    prepare: (w) => twin(w, 'center_images', image(w.freeCenter.id, 'gallery')),
    request: (pb, _w, target) =>
      pb.collection('center_images').update(target, { alt_text: 'Garden' }),
    expect: { others: 404, otherOwner: 200, admin: 200 },
    stored: recordOf('center_images'),
  },
  {
    label: "center_images delete a gallery image (free owner's center)",
    prepare: (w) => twin(w, 'center_images', image(w.freeCenter.id, 'gallery')),
    request: (pb, _w, target) => pb.collection('center_images').delete(target),
    expect: { others: 404, otherOwner: 200, admin: 200 },
    stored: recordOf('center_images'),
  },
  {
    label: "center_images download a file (free owner's public center)",
    prepare: (w) => twin(w, 'center_images', image(w.freeCenter.id, 'gallery')),
    request: async (pb, w, target) => {
      const stored = await w.su.collection('center_images').getOne(target);
      const response = await fetch(pb.files.getURL(stored, String(stored.file)));
      if (!response.ok) throw Object.assign(new Error('download'), { status: response.status });
      return response;
    },
    expect: { others: 200 },
  },
  // Videos.
  {
    label: "center_videos create on the premium owner's center",
    request: (pb, w) => pb.collection('center_videos').create(video(w.premiumCenter.id)),
    expect: { others: 400, owner: 200, admin: 200 },
    stored: mediaOf('center_videos', (w) => w.premiumCenter),
  },
  {
    label: "center_videos create on the free owner's center",
    request: (pb, w) => pb.collection('center_videos').create(video(w.freeCenter.id)),
    expect: { others: 400, otherOwner: 403, admin: 200 },
    stored: mediaOf('center_videos', (w) => w.freeCenter),
  },
  {
    label: "center_videos update (free owner's center)",
    prepare: (w) => twin(w, 'center_videos', video(w.freeCenter.id)),
    request: (pb, _w, target) => pb.collection('center_videos').update(target, { title: 'Tour' }),
    expect: { others: 404, otherOwner: 403, admin: 200 },
    stored: recordOf('center_videos'),
  },
  {
    label: "center_videos delete (free owner's center)",
    prepare: (w) => twin(w, 'center_videos', video(w.freeCenter.id)),
    request: (pb, _w, target) => pb.collection('center_videos').delete(target),
    expect: { others: 404, otherOwner: 200, admin: 200 },
    stored: recordOf('center_videos'),
  },
  // Custom routes.
  {
    label: 'POST /api/centers/verify-code with a valid code',
    prepare: async (w) => {
      const code = accessCode();
      await w.su.collection('centers').create({ company_name: 'Matrix Verify', access_code: code });
      return code;
    },
    request: (pb, _w, code) => statusFrom(post(pb, '/api/centers/verify-code', { code })),
    expect: { others: 200 },
  },
  {
    label: 'POST /api/centers/claim with a valid code',
    prepare: async (w) => {
      const code = accessCode();
      await w.su.collection('centers').create({ company_name: 'Matrix Claim', access_code: code });
      return code;
    },
    request: (pb, _w, code) => statusFrom(post(pb, '/api/centers/claim', { code })),
    expect: { visitor: 401, others: 200 },
    // A successful claim retires the code: the center holding it is gone.
    stored: (w, code) => storedCount(w.su, 'centers', `access_code = "${code}"`),
  },
  {
    label: "POST /api/centers/{id}/scrape-permit for the premium owner's center",
    request: (pb, w) =>
      statusFrom(post(pb, `/api/centers/${w.premiumCenter.id}/scrape-permit`, {})),
    expect: { visitor: 401, user: 404, owner: 200, otherOwner: 404, admin: 200 },
  },
  {
    label: "POST /api/centers/{id}/scrape-permit for the free owner's center",
    request: (pb, w) => statusFrom(post(pb, `/api/centers/${w.freeCenter.id}/scrape-permit`, {})),
    expect: { visitor: 401, user: 404, owner: 404, otherOwner: 403, admin: 200 },
  },
];

/** Turns a route answer into a resolved or rejected promise carrying its status. */
async function statusFrom(answer: Promise<{ status: number }>): Promise<unknown> {
  const { status } = await answer;
  if (status !== 200) throw Object.assign(new Error('route'), { status });
  return status;
}

let w: World;

beforeAll(async () => {
  const [user, owner, otherOwner, admin] = await Promise.all([
    createUser(),
    ownerOn('premium'),
    ownerOn('free'),
    createUser('admin'),
  ]);
  const su = await superuserClient();
  w = {
    su,
    accounts: { user, owner, otherOwner, admin },
    premiumCenter: await ownedCenter(owner, { website: 'https://premium.example.org' }),
    freeCenter: await ownedCenter(otherOwner, { website: 'https://free.example.org' }),
    attempt: await su.collection('claim_attempts').create({ ip: '203.0.113.1', user: '' }),
  };
});

describeMatrix(
  'authorization matrix: owner portal',
  ROLES,
  ROWS,
  () => w,
  (role) => (role === 'visitor' ? newClient() : clientOf(w.accounts[role])),
);
