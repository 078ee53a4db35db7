// Claiming a listing through PocketBase's custom routes (pb_hooks/claims.pb.js): verify a code,
// claim it in one transaction (two racing claimants: exactly one wins), the spec's answers, and
// the wrong-code counter that slows down guessing.
import { describe, expect, it } from 'vitest';
import { accessCode, createUser, newClient, superuserClient } from './support/pocketbase.ts';
import { clientOf, post, unclaimedCenter } from './support/owners.ts';

const VERIFY = '/api/centers/verify-code';
const CLAIM = '/api/centers/claim';

let ipCount = 0;
/** A client address no other test uses (the rate limiter and counter key on it). */
function freshIp(): string {
  ipCount += 1;
  return `192.0.2.${String(ipCount)}`;
}

describe('verify-code (claim-listing step 1)', () => {
  it('answers the name of an unclaimed center for its code, and never the code itself', async () => {
    const { center, code } = await unclaimedCenter({ company_name: 'Lakeside Verify Center' });
    const answer = await post(newClient(freshIp()), VERIFY, { code: ` ${code} ` });
    expect(answer).toEqual({ status: 200, body: { centerName: String(center.company_name) } });
    expect(JSON.stringify(answer.body)).not.toContain(code);
  });

  it('matches the optional center name case-insensitively, by part', async () => {
    const { code } = await unclaimedCenter({ company_name: 'Northern Lights Autism Services' });
    const pb = newClient(freshIp());
    expect((await post(pb, VERIFY, { code, centerName: 'northern LIGHTS' })).status).toBe(200);
    expect((await post(pb, VERIFY, { code, centerName: 'Southern' })).status).toBe(404);
  });

  it.each([
    ['an unknown code', () => Promise.resolve(accessCode())],
    ['a code of less than 8 digits', () => Promise.resolve('1234')],
    [
      'the code of a claimed center',
      async () => {
        const owner = await createUser();
        const { code } = await unclaimedCenter({ owner: owner.record.id, claimed: true });
        return code;
      },
    ],
  ])('refuses %s with Invalid Access Code', async (_label, codeOf) => {
    const answer = await post(newClient(freshIp()), VERIFY, { code: await codeOf() });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(
      'Invalid Access Code: This access code is not valid or the center has already been claimed.',
    );
  });

  it('asks for a code when none is given', async () => {
    const answer = await post(newClient(freshIp()), VERIFY, { code: '   ' });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Please enter an access code.' },
    });
  });
});

describe('claim', () => {
  it('needs a signed-in user', async () => {
    const { code } = await unclaimedCenter();
    expect((await post(newClient(freshIp()), CLAIM, { code })).status).toBe(401);
  });

  it('makes the user the owner, claimed and approved yes, and says so once', async () => {
    const { center, code } = await unclaimedCenter();
    const user = await createUser();
    const pb = clientOf(user, freshIp());

    const answer = await post(pb, CLAIM, { code });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        outcome: 'claimed',
        center: { id: center.id, company_name: String(center.company_name) },
      },
    });
    const su = await superuserClient();
    expect(await su.collection('centers').getOne(center.id)).toMatchObject({
      owner: user.record.id,
      claimed: true,
      approved: 'yes',
    });
    // The code is used up: a second claim answers as for an unknown code.
    expect((await pb.collection('centers').getOne(center.id)).access_code).toBe('');
    expect((await post(pb, CLAIM, { code })).status).toBe(404);
  });

  it('refuses a center claimed by someone else as an unknown code, and an empty one', async () => {
    const { code } = await unclaimedCenter();
    const first = await createUser();
    const second = await createUser();
    expect((await post(clientOf(first, freshIp()), CLAIM, { code })).status).toBe(200);

    const pb = clientOf(second, freshIp());
    expect(await post(pb, CLAIM, { code })).toMatchObject({
      status: 404,
      body: { message: 'No center found with that access code. Please check and try again.' },
    });
    expect(await post(pb, CLAIM, { code: accessCode() })).toMatchObject({
      status: 404,
      body: { message: 'No center found with that access code. Please check and try again.' },
    });
    expect(await post(pb, CLAIM, { code: '' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter an access code.' },
    });
  });

  it('claims with a matching center name and refuses a name that does not match', async () => {
    const { code } = await unclaimedCenter({ company_name: 'Prairie Bloom Therapy' });
    const user = await createUser();
    const pb = clientOf(user, freshIp());
    expect((await post(pb, CLAIM, { code, centerName: 'Maple' })).status).toBe(404);
    expect((await post(pb, CLAIM, { code, centerName: 'prairie bloom' })).status).toBe(200);
  });

  it('lets exactly one of several people racing for the same code win', async () => {
    const { center, code } = await unclaimedCenter();
    const racers = await Promise.all([1, 2, 3, 4, 5].map(() => createUser()));
    const answers = await Promise.all(
      racers.map((racer) => post(clientOf(racer, freshIp()), CLAIM, { code })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 404, 404, 404, 404]);
    const winner = racers[answers.findIndex((a) => a.status === 200)];
    const su = await superuserClient();
    expect((await su.collection('centers').getOne(center.id)).owner).toBe(winner?.record.id);
  });
});

describe('wrong codes are slowed down', () => {
  const LOCKED = 'Too many incorrect access codes. Please wait 15 minutes and try again.';

  it('locks an account out after 10 wrong codes, from any address, even for a right code', async () => {
    const { code } = await unclaimedCenter();
    const user = await createUser();
    // A new address for every guess: the per-IP rate limiter never sees more than one.
    for (let i = 0; i < 10; i += 1) {
      expect((await post(clientOf(user, freshIp()), CLAIM, { code: accessCode() })).status).toBe(
        404,
      );
    }
    const locked = await post(clientOf(user, freshIp()), CLAIM, { code });
    expect(locked).toMatchObject({ status: 429, body: { message: LOCKED } });
    // Another account can still claim it.
    const other = await createUser();
    expect((await post(clientOf(other, freshIp()), CLAIM, { code })).status).toBe(200);
  });

  it('locks a client address out across both routes, even for a right code', async () => {
    const { code } = await unclaimedCenter();
    const ip = freshIp();
    const user = await createUser();
    // Five wrong codes on each route: under each route's own rate limit of 10 a minute.
    for (let i = 0; i < 5; i += 1) {
      expect((await post(newClient(ip), VERIFY, { code: accessCode() })).status).toBe(404);
      expect((await post(clientOf(user, ip), CLAIM, { code: accessCode() })).status).toBe(404);
    }
    expect(await post(newClient(ip), VERIFY, { code })).toMatchObject({
      status: 429,
      body: { message: LOCKED },
    });
    // Another address is unaffected.
    expect((await post(newClient(freshIp()), VERIFY, { code })).status).toBe(200);
  });

  it("caps each route's requests per client address with PocketBase's rate limiter", async () => {
    const { code } = await unclaimedCenter();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await post(newClient(ip), VERIFY, { code })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
