import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { describe, expect, inject, it } from 'vitest';
import {
  AGE_GROUPS,
  CITIES,
  INSURANCE,
  LANGUAGES,
  SERVICE_SETTINGS,
} from '../../src/domain/center/choices.ts';
import { slugify } from '../../src/lib/slug.ts';
import { isTo, waitForMail } from '../support/mail.ts';
import { contactBody, intakeBody, pdfFile, RESUME_BYTES } from './support/fixtures.ts';
import {
  accessCode,
  createCenter,
  createUser,
  newClient,
  pbUrl,
  statusOf,
  superuserClient,
} from './support/pocketbase.ts';

describe('centers: access codes never reach the public', () => {
  it('anonymous list, view and expand of centers never include access_code', async () => {
    const code = accessCode();
    const center = await createCenter({ access_code: code, approved: '' });
    const anon = newClient();

    const list = await anon
      .collection('centers')
      .getList(1, 200, { filter: `id = "${center.id}"` });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).not.toHaveProperty('access_code');

    const view = await anon.collection('centers').getOne(center.id);
    expect(view.company_name).toBe(center.company_name);
    expect(view).not.toHaveProperty('access_code');

    // Raw responses too: the code appears nowhere in the body.
    const raw = await fetch(`${pbUrl}/api/collections/centers/records?perPage=500`);
    expect(await raw.text()).not.toContain(code);
  });

  it('the public cannot search, filter or sort by access_code', async () => {
    const code = accessCode();
    await createCenter({ access_code: code, approved: '' });
    const anon = newClient();
    expect(
      await statusOf(
        anon.collection('centers').getList(1, 1, { filter: `access_code = "${code}"` }),
      ),
    ).toBe(400);
    expect(
      await statusOf(anon.collection('centers').getList(1, 1, { filter: `access_code ~ "1"` })),
    ).toBe(400);
    expect(await statusOf(anon.collection('centers').getList(1, 1, { sort: 'access_code' }))).toBe(
      400,
    );
  });

  it('a signed-in user who does not own the center does not see its code', async () => {
    const center = await createCenter({ access_code: accessCode(), approved: '' });
    const { client } = await createUser();
    const view = await client.collection('centers').getOne(center.id);
    expect(view).not.toHaveProperty('access_code');
  });

  it("the center's owner and admins see its code", async () => {
    const owner = await createUser();
    const admin = await createUser('admin');
    const code = accessCode();
    const center = await createCenter({
      access_code: code,
      owner: owner.record.id,
      approved: 'yes',
    });
    expect((await owner.client.collection('centers').getOne(center.id)).access_code).toBe(code);
    expect((await admin.client.collection('centers').getOne(center.id)).access_code).toBe(code);
  });
});

describe('private collections are closed to anonymous visitors', () => {
  /** One stored record of each private collection, made as the superuser. */
  const makers: Record<string, (su: PocketBase) => Promise<RecordModel>> = {
    intake_submissions: (su) => su.collection('intake_submissions').create(intakeBody()),
    contact_messages: (su) => su.collection('contact_messages').create(contactBody()),
    job_applications: async (su) => {
      const owner = await createUser();
      const center = await createCenter({
        company_name: 'Private Jobs Center',
        owner: owner.record.id,
      });
      const job = await su.collection('job_postings').create({
        center: center.id,
        owner: owner.record.id,
        title: 'Behavior Technician',
        description: 'Work one-on-one with children on their goals, with training.',
        employment_type: 'full-time',
      });
      return su.collection('job_applications').create({
        job: job.id,
        applicant_name: 'Alex Applicant',
        applicant_email: 'alex@example.org',
        resume: pdfFile(RESUME_BYTES, 'resume.pdf'),
      });
    },
  };

  it.each(Object.keys(makers))('anonymous users cannot list or view %s', async (collection) => {
    const su = await superuserClient();
    const stored = await makers[collection]?.(su);
    if (!stored) throw new Error(`No maker for ${collection}`);
    const anon = newClient();
    const list = await anon.collection(collection).getList(1, 50);
    expect(list.items).toEqual([]);
    expect(await statusOf(anon.collection(collection).getOne(stored.id))).toBe(404);
    // The record is there: the superuser reads it.
    expect((await su.collection(collection).getOne(stored.id)).id).toBe(stored.id);
  });

  it('a stored contact message cannot be read back by its sender or another user', async () => {
    const anon = newClient();
    const created = await statusOf(
      anon.collection('contact_messages').create({
        full_name: 'Pat Example',
        email: 'pat@example.org',
        phone: '6125550100',
        message: 'Do you have openings for a four-year-old?',
      }),
    );
    expect(created).toBe(200);
    const su = await superuserClient();
    const stored = await su
      .collection('contact_messages')
      .getFirstListItem('email = "pat@example.org"');
    expect(await statusOf(anon.collection('contact_messages').getOne(stored.id))).toBe(404);
    const { client } = await createUser();
    expect(await statusOf(client.collection('contact_messages').getOne(stored.id))).toBe(404);
    expect((await client.collection('contact_messages').getList(1, 50)).items).toEqual([]);
  });
});

describe('roles', () => {
  it('a visitor cannot sign up as an admin', async () => {
    const anon = newClient();
    const status = await statusOf(
      anon.collection('users').create({
        email: `sneaky-${String(Date.now())}@example.org`,
        password: 'a-long-password',
        passwordConfirm: 'a-long-password',
        role: 'admin',
      }),
    );
    expect(status).toBe(400);
  });

  it('a new account gets the user role', async () => {
    const anon = newClient();
    const email = `new-${String(Date.now())}@example.org`;
    const created = await anon.collection('users').create({
      email,
      password: 'a-long-password',
      passwordConfirm: 'a-long-password',
      name: 'New Parent',
    });
    expect(created.role).toBe('user');
  });

  it('a user cannot make themself admin, but can update their name', async () => {
    const user = await createUser();
    const users = user.client.collection('users');
    expect(await statusOf(users.update(user.record.id, { role: 'admin' }))).toBe(404);
    const su = await superuserClient();
    expect((await su.collection('users').getOne(user.record.id)).role).toBe('user');
    expect((await users.update(user.record.id, { name: 'Renamed' })).name).toBe('Renamed');
  });

  it("admins see other users' e-mail addresses; users see only their own record", async () => {
    const admin = await createUser('admin');
    const user = await createUser();
    expect((await admin.client.collection('users').getOne(user.record.id)).email).toBe(user.email);
    expect((await user.client.collection('users').getOne(user.record.id)).email).toBe(user.email);
    expect(await statusOf(user.client.collection('users').getOne(admin.record.id))).toBe(404);
    const listed = await user.client.collection('users').getFullList();
    expect(listed.map((u) => u.id)).toEqual([user.record.id]);
  });

  it('an admin can grant the admin role', async () => {
    const admin = await createUser('admin');
    const user = await createUser();
    const updated = await admin.client
      .collection('users')
      .update(user.record.id, { role: 'admin' });
    expect(updated.role).toBe('admin');
  });
});

describe('centers: approval and server-assigned fields', () => {
  it('a pending center is not publicly listed or viewable, but its owner sees it', async () => {
    const owner = await createUser();
    const pending = await createCenter({ approved: 'pending', owner: owner.record.id });
    const anon = newClient();
    const list = await anon.collection('centers').getFullList({ filter: `id = "${pending.id}"` });
    expect(list).toEqual([]);
    expect(await statusOf(anon.collection('centers').getOne(pending.id))).toBe(404);
    const other = await createUser();
    expect(await statusOf(other.client.collection('centers').getOne(pending.id))).toBe(404);
    expect((await owner.client.collection('centers').getOne(pending.id)).id).toBe(pending.id);
  });

  it.each(['rejected', 'no'])('a %s center is not public', async (approved) => {
    const center = await createCenter({ approved });
    expect(await statusOf(newClient().collection('centers').getOne(center.id))).toBe(404);
  });

  it.each(['', 'yes', 'approved'])('a center with approval %j is public', async (approved) => {
    const center = await createCenter({ approved });
    expect((await newClient().collection('centers').getOne(center.id)).id).toBe(center.id);
  });

  it('a center created by a user is theirs, pending, unclaimed, not premium, in Minnesota', async () => {
    const user = await createUser();
    const center = await user.client.collection('centers').create({
      company_name: 'Sunny  Days & Co. Therapy',
      premium: true,
      featured: true,
      approved: 'approved',
      claimed: true,
      access_code: '12345678',
      number: 99999,
      slug: 'spoofed',
    });
    expect(center).toMatchObject({
      owner: user.record.id,
      approved: 'pending',
      claimed: false,
      premium: false,
      featured: false,
      state: 'Minnesota',
      ai_chat_enabled: true,
      slug: 'sunny-days-co-therapy',
      access_code: '',
    });
    expect(center.number).not.toBe(99999);
  });

  it("an owner cannot change their center's owner, approval, premium, featured or number", async () => {
    const owner = await createUser();
    const other = await createUser();
    const center = await createCenter({ owner: owner.record.id, claimed: true, approved: 'yes' });
    const centers = owner.client.collection('centers');
    for (const change of [
      { owner: other.record.id },
      { approved: 'approved' },
      { premium: true },
      { featured: true },
      { claimed: false },
      { number: 1 },
    ]) {
      expect(await statusOf(centers.update(center.id, change)), JSON.stringify(change)).toBe(404);
    }
    // access_code is hidden: PocketBase drops it from a non-superuser's request body.
    await centers.update(center.id, { access_code: accessCode() });
    const su = await superuserClient();
    expect(await su.collection('centers').getOne(center.id)).toMatchObject({
      owner: owner.record.id,
      approved: 'yes',
      premium: false,
      featured: false,
      claimed: true,
      access_code: '',
    });
    expect((await centers.update(center.id, { city: 'Duluth' })).city).toBe('Duluth');
  });

  it('numbers are unique and increasing, even when centers are created at the same time', async () => {
    const created = await Promise.all(Array.from({ length: 12 }, () => createCenter({})));
    const numbers = created.map((c) => c.number as number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toBeGreaterThan(0);
    const later = await createCenter({});
    expect(later.number as number).toBeGreaterThan(Math.max(...numbers));
  });

  it.each([
    "Kids' Place & Co.",
    '  Bright   Futures  ',
    'ABA—Center #1 (North)',
    'Café Ñandú',
    '!!!',
  ])('the stored slug of %j follows the same rule as the site', async (name) => {
    const center = await createCenter({ company_name: name });
    expect(center.slug).toBe(slugify(name));
  });
});

describe('schema', () => {
  it("the select values in PocketBase match the site's choice lists", async () => {
    const su = await superuserClient();
    const centers = await su.collections.getOne('centers');
    const values = (name: string, collection = centers) =>
      (collection.fields.find((f) => f.name === name) as unknown as { values?: string[] }).values;
    expect(values('ages_served')).toEqual(AGE_GROUPS.map((c) => c.value));
    expect(values('insurance_accepted')).toEqual(INSURANCE.map((c) => c.value));
    expect(values('languages')).toEqual(LANGUAGES.map((c) => c.value));
    expect(values('service_settings')).toEqual(SERVICE_SETTINGS.map((c) => c.value));
    const intake = await su.collections.getOne('intake_submissions');
    expect(values('preferred_locations', intake)).toEqual([...CITIES]);
  });

  it("PocketBase's mail reaches the SMTP sink (password reset)", async () => {
    const user = await createUser();
    await newClient().collection('users').requestPasswordReset(user.email);
    const mail = await waitForMail(inject('mailUrl'), isTo(user.email));
    expect(mail.subject).toMatch(/reset/i);
  });

  it('the rate limiter is on', async () => {
    const su = await superuserClient();
    const settings = (await su.settings.getAll()) as { rateLimits: { enabled: boolean } };
    expect(settings.rateLimits.enabled).toBe(true);
  });
});
