// The admin area's authorization matrix, in the manner of authorization-matrix.test.ts:
// every role × every admin route, and the admin-only fields of centers through the records
// API. Roles: a visitor, a signed-in user, the owner of a center, and an admin. Expected
// statuses: signed out 401 and not an admin 403 on the admin routes; a failing update rule
// 404; hidden fields are dropped from non-superuser bodies (the write succeeds, the value
// stays). Every write is also checked in what PocketBase stored (support/role-matrix.ts).
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf, ownedCenter, unclaimedCenter } from './support/owners.ts';
import {
  describeMatrix,
  storedCount,
  storedRecord,
  type MatrixRow,
} from './support/role-matrix.ts';
import {
  accessCode,
  createUser,
  newClient,
  superuserClient,
  type TestUser,
} from './support/pocketbase.ts';

const ROLES = ['visitor', 'user', 'owner', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface World {
  su: PocketBase;
  accounts: Record<Exclude<Role, 'visitor'>, TestUser>;
  /** The owner's public center. */
  center: RecordModel;
}

type Row = MatrixRow<Role, World>;

const send = (pb: PocketBase, method: string, path: string, body?: unknown): Promise<unknown> =>
  pb.send(path, { method, ...(body === undefined ? {} : { body }) });

const ADMIN_ONLY = { visitor: 401, user: 403, owner: 403 };

const ROUTES: Row[] = [
  {
    label: 'DELETE /api/admin/users/{id} (another user)',
    prepare: async () => (await createUser()).record.id,
    request: (pb, _w, user) => send(pb, 'DELETE', `/api/admin/users/${user}`),
    expect: { ...ADMIN_ONLY, admin: 200 },
    stored: (w, user) => storedRecord(w.su, 'users', user),
  },
  {
    label: 'POST /api/admin/centers/{id}/access-code (unclaimed center)',
    prepare: async () => (await unclaimedCenter()).center.id,
    request: (pb, _w, center) => send(pb, 'POST', `/api/admin/centers/${center}/access-code`),
    expect: { ...ADMIN_ONLY, admin: 200 },
    stored: (w, center) => storedRecord(w.su, 'centers', center),
  },
  {
    label: 'POST /api/admin/access-codes',
    request: (pb) => send(pb, 'POST', '/api/admin/access-codes'),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    label: 'POST /api/admin/centers/import (dry run)',
    prepare: () => Promise.resolve(`Matrix Import ${randomUUID()}`),
    request: (pb, _w, name) =>
      send(pb, 'POST', '/api/admin/centers/import', {
        csv: `company_name,city\r\n${name},Edina\r\n`,
        dryRun: true,
      }),
    expect: { ...ADMIN_ONLY, admin: 200 },
    // A dry run stores nothing, even for an admin.
    stored: (w, name) => storedCount(w.su, 'centers', `company_name = "${name}"`),
    keeps: true,
  },
  {
    label: 'POST /api/admin/location-summaries (empty list)',
    request: (pb) => send(pb, 'POST', '/api/admin/location-summaries', { summaries: [] }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    label: 'GET /api/admin/outbox',
    request: (pb) => send(pb, 'GET', '/api/admin/outbox'),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    label: 'POST /api/admin/outbox/{id}/retry (a failed mail)',
    prepare: async (w) =>
      (
        await w.su.collection('mail_outbox').create({
          // An address the worker may try at once: the sink takes any.
          to: 'matrix-retry@example.org',
          subject: `Matrix retry ${randomUUID()}`,
          text: 'A failed mail an admin may send again.',
          state: 'failed',
          attempts: 10,
          last_error: 'connection refused',
        })
      ).id,
    request: (pb, _w, mail) => send(pb, 'POST', `/api/admin/outbox/${mail}/retry`),
    expect: { ...ADMIN_ONLY, admin: 200 },
    stored: async (w, mail) =>
      (await w.su.collection('mail_outbox').getOne<{ attempts: number }>(mail)).attempts,
  },
  {
    label: 'POST /api/crons/mailOutbox (superusers only)',
    request: (pb) => send(pb, 'POST', '/api/crons/mailOutbox'),
    expect: { visitor: 401, others: 403 },
  },
  {
    label: 'POST /api/crons/adminStaleListingReminders (superusers only)',
    request: (pb) => send(pb, 'POST', '/api/crons/adminStaleListingReminders'),
    expect: { visitor: 401, others: 403 },
  },
];

/** The owner's center as each role tries to change an admin-only field on it. */
const FIELD_UPDATES: Row[] = (
  [
    ['approved', { approved: 'approved' }],
    ['approved (reject)', { approved: 'rejected' }],
    ['premium (featured toggle)', { premium: false }],
    ['featured', { featured: true }],
    ['claimed', { claimed: false }],
    ['owner', { owner: '' }],
    ['number', { number: 999_999 }],
  ] satisfies [string, Record<string, unknown>][]
).map(([label, body]) => ({
  label: `centers update ${label}`,
  prepare: async (w: World) => (await twinOf(w)).id,
  request: (pb: PocketBase, _w: World, center: string): Promise<unknown> =>
    pb.collection('centers').update(center, body),
  expect: { visitor: 404, user: 404, owner: 404, admin: 200 },
  stored: (w: World, center: string) => storedRecord(w.su, 'centers', center),
}));

/** A fresh copy of the owner's center, so no scenario changes what another one sees. */
function twinOf(w: World): Promise<RecordModel> {
  return ownedCenter(w.accounts.owner, {
    premium: true,
    featured: false,
    access_code: accessCode(),
  });
}

let w: World;
beforeAll(async () => {
  const [user, owner, admin] = await Promise.all([createUser(), createUser(), createUser('admin')]);
  w = {
    su: await superuserClient(),
    accounts: { user, owner, admin },
    center: await ownedCenter(owner, { access_code: accessCode() }),
  };
});

function clientFor(role: Role): PocketBase {
  return role === 'visitor' ? newClient() : clientOf(w.accounts[role]);
}

describeMatrix('authorization matrix: admin routes', ROLES, ROUTES, () => w, clientFor);

describe('admin routes: the refusal', () => {
  it.each(['user', 'owner'] as const)(
    'tells a %s the spec’s refusal: Access denied: Admin privileges required',
    async (role) => {
      const error: unknown = await send(clientFor(role), 'POST', '/api/admin/access-codes').catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ClientResponseError);
      // PocketBase ends every error message with a full stop.
      expect((error as ClientResponseError).message).toBe(
        'Access denied: Admin privileges required.',
      );
    },
  );
});

describeMatrix(
  'authorization matrix: admin-only center fields',
  ROLES,
  FIELD_UPDATES,
  () => w,
  clientFor,
);

describe('admin-only center fields', () => {
  it('drops access_code from an owner’s or an admin’s update: only the server sets codes', async () => {
    for (const role of ['owner', 'admin'] as const) {
      const center = await twinOf(w);
      const before = await w.su.collection('centers').getOne(center.id);
      await clientFor(role).collection('centers').update(center.id, { access_code: '12345678' });
      const after = await w.su.collection('centers').getOne(center.id);
      expect(after.access_code).toBe(before.access_code);
    }
  });

  it('gives a user’s new center the review defaults, whatever the body says', async () => {
    const created = await clientFor('user')
      .collection('centers')
      .create({
        company_name: `Sneaky ${randomUUID()}`,
        approved: 'approved',
        premium: true,
        featured: true,
        claimed: true,
        access_code: '12345678',
      });
    const stored = await w.su.collection('centers').getOne(created.id);
    expect(stored).toMatchObject({
      approved: 'pending',
      premium: false,
      featured: false,
      claimed: false,
      owner: w.accounts.user.record.id,
      access_code: '',
    });
  });

  it('shows stale_reminder_sent to admins only, and lets nobody but the server set it', async () => {
    const sent = '2026-01-05 10:00:00.000Z';
    await w.su.collection('centers').update(w.center.id, { stale_reminder_sent: sent });
    const asOwner = await clientFor('owner').collection('centers').getOne(w.center.id);
    const asAdmin = await clientFor('admin').collection('centers').getOne(w.center.id);
    expect(asOwner).not.toHaveProperty('stale_reminder_sent');
    expect(asAdmin.stale_reminder_sent).toBe(sent);

    await clientFor('admin').collection('centers').update(w.center.id, { stale_reminder_sent: '' });
    expect((await w.su.collection('centers').getOne(w.center.id)).stale_reminder_sent).toBe(sent);
  });

  it('lists only the signed-in user for non-admins, every user for admins', async () => {
    const asUser = await clientFor('user').collection('users').getList(1, 50);
    expect(asUser.items.map((u) => u.id)).toEqual([w.accounts.user.record.id]);
    const asAdmin = await clientFor('admin').collection('users').getList(1, 1);
    expect(asAdmin.totalItems).toBeGreaterThanOrEqual(3);
  });
});
