// Plan enforcement and server-stamped facts on center saves (pb_hooks/centers.pb.js): a
// free-plan owner cannot set premium fields through the API, a premium owner can; owners never
// change what only admins or the server set; facts_updated and availability_updated are
// stamped by the server, never taken from the browser.
import { describe, expect, it } from 'vitest';
import { accessCode, createUser, superuserClient } from './support/pocketbase.ts';
import { outcomeOf, ownedCenter, ownerOn, type Plan } from './support/owners.ts';

const premiumMessage = (feature: string) =>
  `Premium Feature Required: ${feature} is a premium feature. Upgrade your plan to access this functionality.`;

const PREMIUM_FIELDS: [string, Record<string, unknown>, string][] = [
  ['facebook', { facebook: 'https://facebook.com/center' }, 'Social media links'],
  ['twitter', { twitter: 'https://x.com/center' }, 'Social media links'],
  ['linkedin', { linkedin: 'https://linkedin.com/company/center' }, 'Social media links'],
  ['knowledge_base', { knowledge_base: 'We offer ABA therapy.' }, 'Knowledge base'],
  ['logo', { logo: 'https://example.org/logo.png' }, 'Logo upload'],
  [
    'images',
    { images: ['https://example.org/1.png', 'https://example.org/2.png'] },
    'Multiple images',
  ],
];

describe('premium fields: free owners are refused, premium owners and admins are not', () => {
  it.each(
    (['free', 'none'] as Plan[]).flatMap((plan) =>
      PREMIUM_FIELDS.map(([field, body, feature]) => [plan, field, body, feature] as const),
    ),
  )('a %s-plan owner setting %s gets 403 and nothing changes', async (plan, _f, body, feature) => {
    const owner = await ownerOn(plan);
    const center = await ownedCenter(owner);
    const su = await superuserClient();
    const before = await su.collection('centers').getOne(center.id);

    const result = await outcomeOf(owner.client.collection('centers').update(center.id, body));
    expect(result).toEqual({ status: 403, message: premiumMessage(feature) });
    expect(await su.collection('centers').getOne(center.id)).toEqual(before);
  });

  it.each(PREMIUM_FIELDS)('a premium owner sets %s', async (_field, body) => {
    const owner = await ownerOn('premium');
    const center = await ownedCenter(owner);
    const updated = await owner.client.collection('centers').update(center.id, body);
    expect(updated).toMatchObject(body);
  });

  it('a lapsed premium subscription (canceled) counts as free', async () => {
    const owner = await createUser();
    const su = await superuserClient();
    await su
      .collection('subscriptions')
      .create({ user: owner.record.id, plan_type: 'premium', status: 'canceled' });
    const center = await ownedCenter(owner);
    const result = await outcomeOf(
      owner.client.collection('centers').update(center.id, { facebook: 'https://fb.com/x' }),
    );
    expect(result.status).toBe(403);
  });

  it('a free owner saves basic fields, keeps premium values already there, and may clear them', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner, { facebook: 'https://facebook.com/old' });
    const centers = owner.client.collection('centers');
    expect(
      await centers.update(center.id, { city: 'Duluth', phone_number: '2185550100' }),
    ).toMatchObject({
      city: 'Duluth',
      phone_number: '2185550100',
      facebook: 'https://facebook.com/old',
    });
    expect(
      await outcomeOf(centers.update(center.id, { facebook: 'https://facebook.com/old' })),
    ).toEqual({ status: 200, message: '' });
    expect(await centers.update(center.id, { facebook: '' })).toMatchObject({ facebook: '' });
  });

  it("an admin sets premium fields on a free owner's center", async () => {
    const owner = await ownerOn('free');
    const admin = await createUser('admin');
    const center = await ownedCenter(owner);
    const updated = await admin.client
      .collection('centers')
      .update(center.id, { facebook: 'https://facebook.com/admin-set' });
    expect(updated.facebook).toBe('https://facebook.com/admin-set');
  });

  it('creating a center with premium fields: refused on the free plan, allowed on premium', async () => {
    const body = { company_name: 'Plan Check Center', linkedin: 'https://linkedin.com/x' };
    const free = await ownerOn('free');
    expect(await outcomeOf(free.client.collection('centers').create(body))).toEqual({
      status: 403,
      message: premiumMessage('Social media links'),
    });
    const premium = await ownerOn('premium');
    const created = await premium.client.collection('centers').create(body);
    // Still a pending, unclaimed, non-premium listing of its creator (pb_hooks/centers.pb.js).
    expect(created).toMatchObject({
      linkedin: 'https://linkedin.com/x',
      owner: premium.record.id,
      approved: 'pending',
      claimed: false,
      premium: false,
      state: 'Minnesota',
    });
  });
});

describe('owners never change what admins or the server decide', () => {
  it.each([
    ['owner', (other: string) => ({ owner: other })],
    ['approved', () => ({ approved: 'approved' })],
    ['premium', () => ({ premium: true })],
    ['featured', () => ({ featured: true })],
    ['claimed', () => ({ claimed: false })],
    ['number', () => ({ number: 999_999 })],
    ['slug', () => ({ slug: 'chosen-by-owner' })],
  ])('an owner setting %s gets 404 and nothing changes', async (_field, body) => {
    const owner = await ownerOn('premium');
    const other = await createUser();
    const center = await ownedCenter(owner);
    const su = await superuserClient();
    const before = await su.collection('centers').getOne(center.id);
    const result = await outcomeOf(
      owner.client.collection('centers').update(center.id, body(other.record.id)),
    );
    expect(result.status).toBe(404);
    expect(await su.collection('centers').getOne(center.id)).toEqual(before);
  });

  it('the slug follows a new name, and an access code sent along is dropped', async () => {
    const owner = await ownerOn('premium');
    const code = accessCode();
    const center = await ownedCenter(owner, { access_code: code });
    const updated = await owner.client
      .collection('centers')
      .update(center.id, { company_name: 'Renamed Place', access_code: accessCode() });
    expect(updated).toMatchObject({ slug: 'renamed-place', access_code: code });
  });
});

describe('facts_updated and availability_updated are stamped by the server', () => {
  const recent = (value: unknown) => {
    const age = Date.now() - new Date(String(value)).getTime();
    return age >= 0 && age < 60_000;
  };
  const OLD = '2001-02-03 04:05:06.000Z';

  it('saving the facts stamps facts_updated; a changed availability stamps availability_updated', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner);
    const saved = await owner.client.collection('centers').update(center.id, {
      ages_served: ['preschool', 'school-age'],
      languages: ['english', 'somali'],
      monday_open: '08:00',
      monday_close: '17:00',
      accepting_clients: 'waitlist',
      waitlist_weeks: 6,
      facts_updated: OLD,
      availability_updated: OLD,
    });
    expect(recent(saved.facts_updated)).toBe(true);
    expect(recent(saved.availability_updated)).toBe(true);
  });

  it('confirming unchanged facts stamps facts_updated only', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner, {
      accepting_clients: 'accepting',
      facts_updated: OLD,
      availability_updated: OLD,
    });
    const saved = await owner.client
      .collection('centers')
      .update(center.id, { accepting_clients: 'accepting', ages_served: ['adult'] });
    expect(recent(saved.facts_updated)).toBe(true);
    expect(saved.availability_updated).toBe(OLD);
  });

  it('a save without facts keeps both stamps, and the browser cannot set them', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner, { facts_updated: OLD, availability_updated: OLD });
    const saved = await owner.client.collection('centers').update(center.id, {
      phone_number: '6125550123',
      facts_updated: '2030-01-01 00:00:00.000Z',
      availability_updated: '2030-01-01 00:00:00.000Z',
    });
    expect(saved).toMatchObject({ facts_updated: OLD, availability_updated: OLD });
  });

  it('a new center is stamped when created with facts, and not otherwise', async () => {
    const owner = await ownerOn('free');
    const centers = owner.client.collection('centers');
    const bare = await centers.create({ company_name: 'Bare Center', facts_updated: OLD });
    expect(bare).toMatchObject({ facts_updated: '', availability_updated: '' });
    const full = await centers.create({
      company_name: 'Full Center',
      accepting_clients: 'accepting',
    });
    expect(recent(full.facts_updated)).toBe(true);
    expect(recent(full.availability_updated)).toBe(true);
  });
});
