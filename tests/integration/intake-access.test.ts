// Who may read intake submissions, their matches and their status: a table of role x request
// -> expected outcome (as in authorization-matrix.test.ts), run against the real PocketBase.
// A submission reaches a center owner only through a match that was shared with their center;
// the family reaches its own request only through its private token.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, intakeBody } from './support/fixtures.ts';
import {
  createCenter,
  createUser,
  newClient,
  pbUrl,
  statusOf,
  superuserClient,
  type TestUser,
} from './support/pocketbase.ts';

type Role = 'visitor' | 'user' | 'ownerA' | 'ownerB' | 'admin';
const ROLES: Role[] = ['visitor', 'user', 'ownerA', 'ownerB', 'admin'];
type Key = 'S1' | 'S2' | 'S3';

interface Created extends RecordModel {
  status_token: string;
}

const accounts = {} as Record<Exclude<Role, 'visitor'>, TestUser>;
const submissions = {} as Record<Key, Created>;
/** The stored match of a submission with center A or B. */
const matches = {} as Record<`${Key}${'A' | 'B'}`, RecordModel>;
let su: PocketBase;

function as(role: Role): PocketBase {
  const pb = newClient();
  if (role !== 'visitor')
    pb.authStore.save(accounts[role].client.authStore.token, accounts[role].record);
  return pb;
}

/** A family whose needs only this file's two centers meet. */
function family(allowContact: boolean): Record<string, unknown> {
  return {
    ...intakeBody(),
    email: `family-${randomUUID()}@example.org`,
    preferred_locations: ['Blaine'],
    language_preference: [],
    service_location: 'residence',
    age_group: 'adolescent',
    insurance_provider: 'aetna',
    allow_contact: allowContact,
  };
}

beforeAll(async () => {
  su = await superuserClient();
  const [user, ownerA, ownerB, admin] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser('admin'),
  ]);
  Object.assign(accounts, { user, ownerA, ownerB, admin });
  const facts = {
    city: 'Blaine',
    ages_served: ['adolescent'],
    insurance_accepted: ['aetna'],
    service_settings: ['home'],
    accepting_clients: 'waitlist',
    waitlist_weeks: 4,
    availability_updated: daysFromNow(-1),
    approved: 'yes',
  };
  // Center A is unclaimed when S2 is matched with it, and claimed by owner A afterwards.
  const centerA = await createCenter({ ...facts, company_name: `Access A ${randomUUID()}` });
  const centerB = await createCenter({
    ...facts,
    company_name: `Access B ${randomUUID()}`,
    owner: ownerB.record.id,
    claimed: true,
  });
  const create = async (allowContact: boolean) =>
    newClient().collection('intake_submissions').create<Created>(family(allowContact));
  submissions.S2 = await create(true);
  await su.collection('centers').update(centerA.id, { owner: ownerA.record.id, claimed: true });
  submissions.S1 = await create(true);
  submissions.S3 = await create(false);
  for (const key of ['S1', 'S2', 'S3'] as const) {
    for (const [letter, center] of [
      ['A', centerA],
      ['B', centerB],
    ] as const) {
      matches[`${key}${letter}`] = await su
        .collection('intake_matches')
        .getFirstListItem(
          su.filter('submission = {:s} && center = {:c}', { s: submissions[key].id, c: center.id }),
        );
    }
  }
});

describe('sharing follows consent and claims', () => {
  it('S1 is shared with both owners, S2 only with B (A was unclaimed then), S3 with nobody', () => {
    expect([matches.S1A.shared, matches.S1B.shared]).toEqual([true, true]);
    expect([matches.S2A.shared, matches.S2B.shared]).toEqual([false, true]);
    expect([matches.S3A.shared, matches.S3B.shared]).toEqual([false, false]);
  });
});

/** Which submissions and matches each role may list and view. */
const READERS: Record<Role, { submissions: Key[]; matches: (keyof typeof matches)[] }> = {
  visitor: { submissions: [], matches: [] },
  user: { submissions: [], matches: [] },
  ownerA: { submissions: ['S1'], matches: ['S1A'] },
  ownerB: { submissions: ['S1', 'S2'], matches: ['S1B', 'S2B'] },
  admin: { submissions: ['S1', 'S2', 'S3'], matches: ['S1A', 'S1B', 'S2A', 'S2B', 'S3A', 'S3B'] },
};

describe('reading', () => {
  it.each(ROLES)(
    '%s lists and views exactly the submissions and matches shared with them',
    async (role) => {
      const pb = as(role);
      const ids = Object.values(submissions)
        .map((s) => `id = "${s.id}"`)
        .join(' || ');
      const listed = await pb.collection('intake_submissions').getFullList({ filter: ids });
      const expected = READERS[role].submissions.map((k) => submissions[k].id);
      expect(listed.map((r) => r.id).sort()).toEqual([...expected].sort());
      for (const record of listed) expect(record).not.toHaveProperty('status_token');
      for (const key of ['S1', 'S2', 'S3'] as const) {
        const status = await statusOf(
          pb.collection('intake_submissions').getOne(submissions[key].id),
        );
        expect(status, `view ${key}`).toBe(READERS[role].submissions.includes(key) ? 200 : 404);
      }

      const matchIds = Object.values(matches)
        .map((m) => `id = "${m.id}"`)
        .join(' || ');
      const leads = await pb.collection('intake_matches').getFullList({ filter: matchIds });
      const expectedLeads = READERS[role].matches.map((k) => matches[k].id);
      expect(leads.map((r) => r.id).sort()).toEqual([...expectedLeads].sort());
      for (const [key, match] of Object.entries(matches)) {
        const status = await statusOf(pb.collection('intake_matches').getOne(match.id));
        expect(status, `view ${key}`).toBe(
          (READERS[role].matches as string[]).includes(key) ? 200 : 404,
        );
      }
    },
  );

  it.each(ROLES)('%s cannot find a submission by its status token', async (role) => {
    const filter = `status_token = "${submissions.S1.status_token}"`;
    const status = await statusOf(
      as(role).collection('intake_submissions').getList(1, 10, { filter }),
    );
    expect(status).toBe(400);
  });
});

describe('writing', () => {
  const scenarios: [Role, keyof typeof matches, Record<string, unknown>, number][] = [
    ['ownerB', 'S1B', { viewed_at: daysFromNow(0) }, 200],
    ['ownerB', 'S2B', { viewed_at: daysFromNow(0), responded_at: daysFromNow(0) }, 200],
    ['ownerB', 'S1B', { rank: 1 }, 404],
    ['ownerB', 'S1B', { shared: false }, 404],
    ['ownerB', 'S1B', { reasons: ['Best in town'] }, 404],
    ['ownerA', 'S2A', { viewed_at: daysFromNow(0) }, 404],
    ['ownerA', 'S1B', { viewed_at: daysFromNow(0) }, 404],
    ['user', 'S1A', { viewed_at: daysFromNow(0) }, 404],
    ['visitor', 'S1A', { viewed_at: daysFromNow(0) }, 404],
  ];

  it.each(scenarios)('%s updates %s with %j → %i', async (role, key, body, expected) => {
    const before = await su.collection('intake_matches').getOne(matches[key].id);
    const status = await statusOf(
      as(role).collection('intake_matches').update(matches[key].id, body),
    );
    expect(status).toBe(expected);
    const after = await su.collection('intake_matches').getOne(matches[key].id);
    if (expected !== 200) expect(after).toEqual(before);
  });

  it.each(ROLES)('%s cannot create a match; only admins delete one', async (role) => {
    const body = { submission: submissions.S3.id, center: matches.S1A.center as string, rank: 9 };
    expect(await statusOf(as(role).collection('intake_matches').create(body))).toBe(403);
    const status = await statusOf(as(role).collection('intake_matches').delete(matches.S3B.id));
    expect(status).toBe(role === 'admin' ? 200 : 404);
    if (role === 'admin')
      matches.S3B = await su.collection('intake_matches').create({ ...matches.S3B, id: undefined });
  });
});

/** A POST to an intake status route, from its own client address. */
async function post(path: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${pbUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `198.51.100.${String(Math.floor(Math.random() * 250))}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

describe('the status token', () => {
  it("shows its own submission's centers and progress, and nothing personal", async () => {
    const { status, text } = await post('/api/intake/status', {
      token: submissions.S1.status_token,
    });
    expect(status).toBe(200);
    const data = JSON.parse(text) as {
      matches: { center: { number: number }; shared: boolean; viewed_at: string }[];
    };
    const numbers = (
      await Promise.all(
        [matches.S1A, matches.S1B].map((m) => su.collection('centers').getOne(m.center as string)),
      )
    ).map((c) => c.number as number);
    expect(data.matches.map((m) => m.center.number).sort()).toEqual(numbers.sort());
    expect(data.matches.every((m) => m.shared)).toBe(true);
    for (const secret of [
      submissions.S1.email,
      submissions.S1.phone,
      submissions.S1.name,
      submissions.S1.id,
    ]) {
      expect(text).not.toContain(String(secret));
    }
    for (const other of [submissions.S2, submissions.S3]) expect(text).not.toContain(other.id);
  });

  it('shows another submission only with that submission’s token', async () => {
    const { text } = await post('/api/intake/status', { token: submissions.S3.status_token });
    const data = JSON.parse(text) as { matches: { shared: boolean; viewed_at: string }[] };
    expect(data.matches.length).toBeGreaterThanOrEqual(2);
    expect(data.matches.every((m) => !m.shared)).toBe(true);
  });

  it.each([
    ['an unknown token', { token: 'A'.repeat(48) }],
    ['a token one character short', { token: 'x' }],
    ['no token', {}],
    ['a filter instead of a token', { token: '" || status_token != "' }],
  ])('%s → 404', async (_label, body) => {
    expect((await post('/api/intake/status', body)).status).toBe(404);
    expect((await post('/api/intake/openings', { ...body, notify: true })).status).toBe(404);
  });

  it('turns opening notices on and off for its own submission only', async () => {
    expect(
      (await post('/api/intake/openings', { token: submissions.S2.status_token, notify: 'yes' }))
        .status,
    ).toBe(400);
    const on = await post('/api/intake/openings', {
      token: submissions.S2.status_token,
      notify: true,
    });
    expect(JSON.parse(on.text)).toMatchObject({ notify_openings: true });
    expect(
      (await su.collection('intake_submissions').getOne(submissions.S2.id)).notify_openings,
    ).toBe(true);
    expect(
      (await su.collection('intake_submissions').getOne(submissions.S1.id)).notify_openings,
    ).toBe(false);
    await post('/api/intake/openings', { token: submissions.S2.status_token, notify: false });
    expect(
      (await su.collection('intake_submissions').getOne(submissions.S2.id)).notify_openings,
    ).toBe(false);
  });
});
