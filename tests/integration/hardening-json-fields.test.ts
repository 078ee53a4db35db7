// One owner's malformed JSON or list field can no longer stop publishing.
// The server checks every center write with the build's own schema (a 400 with field errors);
// a record that still does not fit (written before the check, or by the superuser) is left
// out of the build and listed for admins, while every other center publishes.
import { describe, expect, it } from 'vitest';
import { centerProblem } from '../../src/domain/center/center.ts';
import { loadCatalog } from '../../src/domain/center/catalog.ts';
import { ownedCenter, ownerOn, outcomeOf } from './support/owners.ts';
import { createCenter, pbUrl, superuserClient } from './support/pocketbase.ts';

describe('center writes are checked with the build schema', () => {
  it.each([
    ['an object where the services list belongs', { services: { x: 1 } }, 'services', 'free'],
    ['numbers in the features list', { features: [1, 2] }, 'features', 'free'],
    // The image list is a premium field: a free owner is refused it before its shape counts.
    ['an object in the images list', { images: { a: true } }, 'images', 'premium'],
  ] as const)('refuses %s with a 400 naming the field', async (_label, body, field, plan) => {
    const owner = await ownerOn(plan);
    const center = await ownedCenter(owner, { services: ['Speech therapy'] });
    const pb = owner.client;
    let answer: { status: number; data: Record<string, { message: string }> } = {
      status: 200,
      data: {},
    };
    try {
      await pb.collection('centers').update(center.id, body);
    } catch (error) {
      const e = error as {
        status: number;
        response: { data: Record<string, { message: string }> };
      };
      answer = { status: e.status, data: e.response.data };
    }
    expect(answer.status).toBe(400);
    expect(answer.data[field]?.message).toMatch(/list of text/);
    const su = await superuserClient();
    expect((await su.collection('centers').getOne(center.id)).services).toEqual(['Speech therapy']);
  });

  it('still accepts a list of text and comma-separated text', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner);
    const pb = owner.client;
    expect(
      (await outcomeOf(pb.collection('centers').update(center.id, { services: ['ABA'] }))).status,
    ).toBe(200);
    expect(
      (await outcomeOf(pb.collection('centers').update(center.id, { services: 'ABA, OT' }))).status,
    ).toBe(200);
  });

  it('checks a new center too', async () => {
    const owner = await ownerOn('free');
    const outcome = await outcomeOf(
      owner.client
        .collection('centers')
        .create({ company_name: 'Shape Test Center', services: { x: 1 } }),
    );
    expect(outcome.status).toBe(400);
  });
});

describe('the build leaves a bad record out and publishes the rest', () => {
  it('skips the malformed center, keeps the others and names the problem for admins', async () => {
    const good = await createCenter({ company_name: 'Good Shape Center', approved: 'yes' });
    // The superuser bypasses the request checks: this is how old data could still be bad.
    const bad = await createCenter({
      company_name: 'Bad Shape Center',
      approved: 'yes',
      services: { x: 1 },
    });
    // Every file shares this PocketBase: the bad center goes once checked (others count centers).
    try {
      const catalog = await loadCatalog(pbUrl, pbUrl);
      const ids = catalog.centers.map((c) => c.recordId);
      expect(ids).toContain(good.id);
      expect(ids).not.toContain(bad.id);
      const su = await superuserClient();
      expect(centerProblem(await su.collection('centers').getOne(bad.id))).toMatch(/^services: /);
      expect(centerProblem(await su.collection('centers').getOne(good.id))).toBe('');
    } finally {
      await (await superuserClient()).collection('centers').delete(bad.id);
    }
  });
});
