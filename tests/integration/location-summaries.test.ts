// 'Generate Location Summaries' end to end on the server side: the site server's handler
// (src/features/admin/location-summaries/location-summaries.ts) against the real PocketBase and
// its admin-only write route (pb_hooks/admin-summaries.pb.js). The owner's own Location
// Overview is never overwritten: the directory's description of the area has its own field.
import { randomUUID } from 'node:crypto';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SummariesEvent } from '../../src/features/admin/location-summaries/summaries-api.ts';
import {
  handleSummariesRequest,
  type SummariesDeps,
} from '../../src/features/admin/location-summaries/location-summaries.ts';
import type { TextProvider } from '../../src/lib/ai/provider.ts';
import { ownedCenter, ownerOn } from './support/owners.ts';
import {
  createCenter,
  createUser,
  newClient,
  pbUrl,
  superuserClient,
  type TestUser,
} from './support/pocketbase.ts';

const city = `Summaryville ${randomUUID().slice(0, 8)}`;
const OWNER_OVERVIEW = 'Single-story building on Test Street; free parking right by the entrance.';
let admin: TestUser;
let alder: RecordModel;
let birch: RecordModel;
let pending: RecordModel;

beforeAll(async () => {
  const owner = await ownerOn('free');
  admin = await createUser('admin');
  const at = { city, latitude: 45.0, longitude: -93.3 };
  [alder, birch, pending] = await Promise.all([
    ownedCenter(owner, {
      ...at,
      company_name: 'Alder Summary ABA',
      services: ['ABA Therapy'],
      accepting_clients: 'accepting',
      location_summary: OWNER_OVERVIEW,
    }),
    ownedCenter(owner, {
      ...at,
      company_name: 'Birch Summary Speech',
      services: ['Speech Therapy'],
      accepting_clients: 'waitlist',
    }),
    createCenter({ ...at, company_name: 'Pending Summary Center', approved: 'pending' }),
  ]);
});

const deps = (provider: TextProvider | null = null): SummariesDeps => ({
  pocketbaseUrl: pbUrl,
  provider,
});

async function run(token: string | null, provider: TextProvider | null = null) {
  const response = await handleSummariesRequest(
    new Request('http://site.test/admin/location-summaries', {
      method: 'POST',
      headers: token ? { Authorization: token } : {},
    }),
    deps(provider),
  );
  if (!response.ok)
    return { status: response.status, body: (await response.json()) as unknown, events: [] };
  const events = (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SummariesEvent);
  return { status: response.status, body: null, events };
}

const stored = async (center: RecordModel) =>
  (await superuserClient()).collection('centers').getOne(center.id);
/** The directory's generated description of the center's area. */
const summaryOf = async (center: RecordModel) => String((await stored(center)).area_summary);
/** The owner's own Location Overview. */
const overviewOf = async (center: RecordModel) => String((await stored(center)).location_summary);

describe('Generate Location Summaries', () => {
  it.each([
    ['a visitor', () => null, 401],
    ['a signed-in user', async () => (await createUser()).client.authStore.token, 403],
    ['an owner', async () => (await ownerOn('premium')).client.authStore.token, 403],
  ])('refuses %s with the spec text and writes nothing', async (_who, token, status) => {
    const answer = await run(await token());
    expect(answer).toMatchObject({
      status,
      body: { error: 'Access denied: Admin privileges required' },
    });
    expect(await summaryOf(alder)).toBe('');
    expect(await overviewOf(alder)).toBe(OWNER_OVERVIEW);
  });

  it("describes every public center's area apart from the owner's overview, naming no other center or service", async () => {
    const su = await superuserClient();
    const before = await su.collection('centers').getOne(alder.id);
    const publicCount = (await newClient().collection('centers').getList(1, 1)).totalItems;
    const answer = await run(admin.client.authStore.token);
    const progress = answer.events.filter((e) => e.type === 'progress');
    expect(progress[0]).toEqual({ type: 'progress', done: 0, total: publicCount });
    expect(progress.at(-1)).toEqual({ type: 'progress', done: publicCount, total: publicCount });
    expect(answer.events.at(-1)).toEqual({
      type: 'done',
      message: `Location summaries written for ${String(publicCount)} centers.`,
    });
    const area = await summaryOf(alder);
    expect(area).toMatch(
      new RegExp(
        `^This directory lists 2 autism service centers in ${city}, Minnesota, Alder Summary ABA among them\\. ` +
          '(No other listed center is within 25 miles of .+|\\d+ more listed centers? (is|are) within 25 miles, in (a )?neighbouring cit(y|ies))\\.',
      ),
    );
    for (const other of ['Birch Summary Speech', 'Speech Therapy', 'ABA Therapy', 'ccepting']) {
      expect(area).not.toContain(other);
    }
    expect(await overviewOf(alder)).toBe(OWNER_OVERVIEW);
    expect(await summaryOf(birch)).toContain(`Birch Summary Speech among them.`);
    expect(await summaryOf(pending)).toBe('');
    // Only the summary changed: the listing's own update stamp stays.
    expect((await su.collection('centers').getOne(alder.id)).updated).toBe(before.updated);
  });

  it("writes a configured model's text, and the factual summary when the model fails", async () => {
    const model: TextProvider = {
      name: 'test-model',
      stream(turns) {
        const data = turns.at(-1)?.content ?? '';
        return (async function* () {
          await Promise.resolve();
          if (data.includes('Birch Summary Speech')) throw new Error('model down');
          yield 'A quiet area with ';
          yield 'two listed centers.';
        })();
      },
    };
    await run(admin.client.authStore.token, model);
    // Re-running replaces only the generated text.
    expect(await summaryOf(alder)).toBe('A quiet area with two listed centers.');
    expect(await overviewOf(alder)).toBe(OWNER_OVERVIEW);
    expect(await summaryOf(birch)).toContain('This directory lists 2 autism service centers in');
  });

  it('keeps the factual description when a model names another center or a service', async () => {
    const model: TextProvider = {
      name: 'chatty-model',
      stream: () =>
        (async function* () {
          await Promise.resolve();
          yield 'Nearby, Birch Summary Speech offers Speech Therapy.';
        })(),
    };
    await run(admin.client.authStore.token, model);
    expect(await summaryOf(alder)).toContain('Alder Summary ABA among them.');
    expect(await summaryOf(alder)).not.toContain('Birch Summary Speech');
  });

  it("lets an owner edit the overview but never the directory's description", async () => {
    const owner = await ownerOn('free');
    const mine = await ownedCenter(owner, { city, company_name: 'Owned Summary Center' });
    const refused: unknown = await owner.client
      .collection('centers')
      .update(mine.id, { area_summary: 'Best area in the state.' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 404 });
    const refusedCreate: unknown = await owner.client
      .collection('centers')
      .create({ company_name: 'Sneaky Summary Center', area_summary: 'Best area.' })
      .catch((error: unknown) => error);
    expect(refusedCreate).toMatchObject({ status: 400 });
    await owner.client
      .collection('centers')
      .update(mine.id, { location_summary: 'Ramp at the side door.' });
    expect(await overviewOf(mine)).toBe('Ramp at the side door.');
    expect(await summaryOf(mine)).toBe('');
  });

  it('refuses a malformed list with a clear 400 and writes nothing', async () => {
    const before = await summaryOf(alder);
    const answer: unknown = await admin.client
      .send('/api/admin/location-summaries', {
        method: 'POST',
        body: { summaries: [{ id: alder.id, summary: 'x'.repeat(5001) }] },
      })
      .catch((error: unknown) => error);
    expect(answer).toMatchObject({
      status: 400,
      response: {
        error:
          'Location summaries must be a list of {id, summary} of at most 5,000 characters each.',
      },
    });
    expect(await summaryOf(alder)).toBe(before);
  });
});
