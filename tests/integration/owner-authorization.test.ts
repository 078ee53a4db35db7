// The authorization matrix of what issue 5 adds, in the manner of authorization-matrix.test.ts:
// every role × the plan-aware writes on centers and their media, the claim, verify and scrape
// routes, and the wrong-code log. The roles: a visitor, a signed-in user without a plan, the
// owner (premium plan), another owner (free plan) and an admin. Expected statuses follow the
// rules (a failing rule: create 400, view/update/delete 404, locked rule 403) and the hooks
// (a premium feature on the free plan: 403).
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngFile, ROLES, type Role } from './support/fixtures.ts';
import { accessCode, createUser, newClient, superuserClient } from './support/pocketbase.ts';
import type { TestUser } from './support/pocketbase.ts';
import { clientOf, ownedCenter, ownerOn, post } from './support/owners.ts';

type Member = Exclude<Role, 'visitor'>;

interface World {
  su: PocketBase;
  accounts: Record<Member, TestUser>;
  /** The premium owner's and the free owner's public centers, both with a website. */
  premiumCenter: RecordModel;
  freeCenter: RecordModel;
  attempt: RecordModel;
}

interface Context {
  w: World;
  pb: PocketBase;
  role: Role;
}

/** One request, tried by each role; the expected status per role (`others`: the rest). */
interface Row {
  label: string;
  request: (c: Context) => Promise<unknown>;
  expect: Partial<Record<Role | 'others', number>>;
}

const image = (center: RecordModel, kind: string) => ({
  center: center.id,
  kind,
  file: pngFile(),
  alt_text: `A ${kind} picture`,
});
const video = (center: RecordModel) => ({
  center: center.id,
  video_url: 'https://www.youtube.com/watch?v=matrix',
});
/** A fresh center of the free owner (so each role's upload has the place free). */
const freshFreeCenter = (w: World) => ownedCenter(w.accounts.otherOwner);
/** A fresh record made by the superuser, for one role's update or delete. */
const twin = (w: World, collection: string, body: (w: World) => Record<string, unknown>) =>
  w.su.collection(collection).create(body(w));

const ROWS: Row[] = [
  // The wrong-code log is the server's alone.
  {
    label: 'claim_attempts list',
    request: ({ pb }) => pb.collection('claim_attempts').getList(1, 10),
    expect: { others: 403 },
  },
  {
    label: 'claim_attempts view',
    request: ({ pb, w }) => pb.collection('claim_attempts').getOne(w.attempt.id),
    expect: { others: 403 },
  },
  {
    label: 'claim_attempts create',
    request: ({ pb }) => pb.collection('claim_attempts').create({ ip: '203.0.113.9' }),
    expect: { others: 403 },
  },
  {
    label: 'claim_attempts update',
    request: ({ pb, w }) => pb.collection('claim_attempts').update(w.attempt.id, { ip: '1.1.1.1' }),
    expect: { others: 403 },
  },
  {
    label: 'claim_attempts delete',
    request: ({ pb, w }) => pb.collection('claim_attempts').delete(w.attempt.id),
    expect: { others: 403 },
  },
  // Centers: premium fields by plan.
  {
    label: 'centers create with a social link',
    request: ({ pb }) =>
      pb.collection('centers').create({
        company_name: `Matrix ${randomUUID()}`,
        facebook: 'https://facebook.com/matrix',
      }),
    expect: { visitor: 400, user: 403, owner: 200, otherOwner: 403, admin: 200 },
  },
  {
    label: "centers update the premium owner's knowledge_base",
    request: ({ pb, w }) =>
      pb.collection('centers').update(w.premiumCenter.id, { knowledge_base: 'Matrix text' }),
    expect: { others: 404, owner: 200, admin: 200 },
  },
  {
    label: "centers update the free owner's knowledge_base",
    request: ({ pb, w }) =>
      pb.collection('centers').update(w.freeCenter.id, { knowledge_base: 'Matrix text' }),
    expect: { others: 404, otherOwner: 403, admin: 200 },
  },
  {
    label: "centers update the free owner's city",
    request: ({ pb, w }) => pb.collection('centers').update(w.freeCenter.id, { city: 'Duluth' }),
    expect: { others: 404, otherOwner: 200, admin: 200 },
  },
  // Images.
  {
    label: "center_images create gallery on the premium owner's center",
    request: ({ pb, w }) =>
      pb.collection('center_images').create(image(w.premiumCenter, 'gallery')),
    expect: { others: 400, owner: 200, admin: 200 },
  },
  {
    label: "center_images create gallery on the free owner's center",
    request: ({ pb, w }) => pb.collection('center_images').create(image(w.freeCenter, 'gallery')),
    expect: { others: 400, otherOwner: 403, admin: 200 },
  },
  {
    label: "center_images create logo on a free owner's new center",
    request: async ({ pb, w }) =>
      pb.collection('center_images').create(image(await freshFreeCenter(w), 'logo')),
    expect: { others: 400, otherOwner: 403, admin: 200 },
  },
  {
    label: "center_images create main on a free owner's new center",
    request: async ({ pb, w }) =>
      pb.collection('center_images').create(image(await freshFreeCenter(w), 'main')),
    expect: { others: 400, otherOwner: 200, admin: 200 },
  },
  {
    label: "center_images update a gallery image's alt text (free owner's center)",
    request: async ({ pb, w }) => {
      const target = await twin(w, 'center_images', () => image(w.freeCenter, 'gallery'));
      return pb.collection('center_images').update(target.id, { alt_text: 'Garden' });
    },
    expect: { others: 404, otherOwner: 200, admin: 200 },
  },
  {
    label: "center_images delete a gallery image (free owner's center)",
    request: async ({ pb, w }) => {
      const target = await twin(w, 'center_images', () => image(w.freeCenter, 'gallery'));
      return pb.collection('center_images').delete(target.id);
    },
    expect: { others: 404, otherOwner: 200, admin: 200 },
  },
  {
    label: "center_images download a file (free owner's public center)",
    request: async ({ pb, w }) => {
      const target = await twin(w, 'center_images', () => image(w.freeCenter, 'gallery'));
      const response = await fetch(pb.files.getURL(target, String(target.file)));
      if (!response.ok) throw Object.assign(new Error('download'), { status: response.status });
      return response;
    },
    expect: { others: 200 },
  },
  // Videos.
  {
    label: "center_videos create on the premium owner's center",
    request: ({ pb, w }) => pb.collection('center_videos').create(video(w.premiumCenter)),
    expect: { others: 400, owner: 200, admin: 200 },
  },
  {
    label: "center_videos create on the free owner's center",
    request: ({ pb, w }) => pb.collection('center_videos').create(video(w.freeCenter)),
    expect: { others: 400, otherOwner: 403, admin: 200 },
  },
  {
    label: "center_videos update (free owner's center)",
    request: async ({ pb, w }) => {
      const target = await twin(w, 'center_videos', () => video(w.freeCenter));
      return pb.collection('center_videos').update(target.id, { title: 'Tour' });
    },
    expect: { others: 404, otherOwner: 403, admin: 200 },
  },
  {
    label: "center_videos delete (free owner's center)",
    request: async ({ pb, w }) => {
      const target = await twin(w, 'center_videos', () => video(w.freeCenter));
      return pb.collection('center_videos').delete(target.id);
    },
    expect: { others: 404, otherOwner: 200, admin: 200 },
  },
  // Custom routes.
  {
    label: 'POST /api/centers/verify-code with a valid code',
    request: async ({ pb, w }) => {
      const code = accessCode();
      await w.su.collection('centers').create({ company_name: 'Matrix Verify', access_code: code });
      return statusFrom(post(pb, '/api/centers/verify-code', { code }));
    },
    expect: { others: 200 },
  },
  {
    label: 'POST /api/centers/claim with a valid code',
    request: async ({ pb, w }) => {
      const code = accessCode();
      await w.su.collection('centers').create({ company_name: 'Matrix Claim', access_code: code });
      return statusFrom(post(pb, '/api/centers/claim', { code }));
    },
    expect: { visitor: 401, others: 200 },
  },
  {
    label: "POST /api/centers/{id}/scrape-permit for the premium owner's center",
    request: ({ pb, w }) =>
      statusFrom(post(pb, `/api/centers/${w.premiumCenter.id}/scrape-permit`, {})),
    expect: { visitor: 401, user: 404, owner: 200, otherOwner: 404, admin: 200 },
  },
  {
    label: "POST /api/centers/{id}/scrape-permit for the free owner's center",
    request: ({ pb, w }) =>
      statusFrom(post(pb, `/api/centers/${w.freeCenter.id}/scrape-permit`, {})),
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

/** The HTTP status a request ends with (200 when it succeeds). */
async function statusOfRequest(request: Promise<unknown>): Promise<number> {
  try {
    await request;
    return 200;
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status;
    if (error instanceof Error && 'status' in error && typeof error.status === 'number') {
      return error.status;
    }
    throw error;
  }
}

const SCENARIOS = ROWS.flatMap((row) =>
  ROLES.map((role) => {
    const status = row.expect[role] ?? row.expect.others;
    if (status === undefined) throw new Error(`${row.label}: no outcome for ${role}`);
    return [`${role} · ${row.label} → ${String(status)}`, row, role, status] as const;
  }),
);

describe('authorization matrix: owner portal', () => {
  it.each(SCENARIOS)('%s', async (_name, row, role, status) => {
    const pb = role === 'visitor' ? newClient() : clientOf(w.accounts[role]);
    expect(await statusOfRequest(row.request({ w, pb, role }))).toBe(status);
  });
});
