// Access codes only for published unclaimed listings; a claim never
// publishes what an admin has not approved, and retires the code so that verify-code and
// claim answer a used code exactly as an unknown one.
import { describe, expect, it } from 'vitest';
import {
  accessCode,
  createCenter,
  createUser,
  newClient,
  superuserClient,
} from './support/pocketbase.ts';
import { clientOf, post, unclaimedCenter } from './support/owners.ts';

const VERIFY = '/api/centers/verify-code';
const CLAIM = '/api/centers/claim';
let ipCount = 0;
const freshIp = () => {
  ipCount += 1;
  return `198.51.100.${String(ipCount)}`;
};

describe('issuing access codes', () => {
  it.each(['pending', 'no', 'rejected'])(
    'refuses a code for an unclaimed listing with approval %s',
    async (approved) => {
      const admin = await createUser('admin');
      const center = await createCenter({ approved });
      const answer = await post(
        clientOf(admin, freshIp()),
        `/api/admin/centers/${center.id}/access-code`,
        {},
      );
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'This center is not published: access codes are only for approved, unclaimed centers.',
      );
    },
  );

  it('gives codes in bulk only to published unclaimed listings', async () => {
    const admin = await createUser('admin');
    const published = await createCenter({ approved: '' });
    const pending = await createCenter({ approved: 'pending' });
    expect((await post(clientOf(admin, freshIp()), '/api/admin/access-codes', {})).status).toBe(
      200,
    );
    const su = await superuserClient();
    expect((await su.collection('centers').getOne(published.id)).access_code).toMatch(/^\d{8}$/);
    expect((await su.collection('centers').getOne(pending.id)).access_code).toBe('');
  });
});

describe('claiming', () => {
  it('never publishes a listing an admin rejected after its code was issued', async () => {
    const { center, code } = await unclaimedCenter({ approved: 'rejected' });
    const user = await createUser();
    expect((await post(clientOf(user, freshIp()), CLAIM, { code })).status).toBe(200);
    const su = await superuserClient();
    expect(await su.collection('centers').getOne(center.id)).toMatchObject({
      owner: user.record.id,
      approved: 'rejected',
    });
  });

  it('retires the code: verify-code and claim answer it as an unknown code', async () => {
    const { center, code } = await unclaimedCenter();
    const user = await createUser();
    expect((await post(clientOf(user, freshIp()), CLAIM, { code })).status).toBe(200);
    const su = await superuserClient();
    expect((await su.collection('centers').getOne(center.id)).access_code).toBe('');

    const outsider = await createUser();
    const unknown = accessCode();
    for (const [path, pb] of [
      [VERIFY, newClient(freshIp())],
      [CLAIM, clientOf(outsider, freshIp())],
    ] as const) {
      const used = await post(pb, path, { code });
      const never = await post(pb, path, { code: unknown });
      expect(used).toEqual(never);
    }
  });
});
