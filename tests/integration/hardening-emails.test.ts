// E-mail addresses of accounts: one account per address whatever its case, a sign-up that
// answers alike for a taken and a free address (and mails the owner instead), and at most one
// password-reset mail per address every few minutes.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { isTo, waitForMail } from '../support/mail.ts';
import { mailsSettled } from './support/mail-settled.ts';
import { outcomeOf } from './support/owners.ts';
import { newClient, superuserClient } from './support/pocketbase.ts';

const mailUrl = inject('mailUrl');
const PASSWORD = 'lake-otter-harbor-91';

const signUp = (email: string, password = PASSWORD) =>
  newClient()
    .collection('users')
    .create({ email, password, passwordConfirm: password, name: 'Sam' });

async function accountsLike(email: string): Promise<string[]> {
  const su = await superuserClient();
  const found = await su.collection('users').getFullList({
    filter: su.filter('email ~ {:local}', { local: email.split('@')[0] ?? email }),
  });
  return found.map((u) => String(u.email));
}

describe('e-mail addresses are compared without case', () => {
  it('OWNER@Example.org makes no second account beside owner@example.org', async () => {
    const local = `owner-${randomUUID().slice(0, 8)}`;
    await signUp(`${local}@example.org`);
    await outcomeOf(signUp(`${local.toUpperCase()}@Example.ORG`));
    expect(await accountsLike(`${local}@example.org`)).toEqual([`${local}@example.org`]);
  });

  it('stores a new address lowercased, and signs in with any case', async () => {
    const local = `Mixed-${randomUUID().slice(0, 8)}`;
    await signUp(`  ${local}@Example.ORG `);
    expect(await accountsLike(local.toLowerCase())).toEqual([`${local.toLowerCase()}@example.org`]);
    const auth = await newClient()
      .collection('users')
      .authWithPassword(`${local.toUpperCase()}@EXAMPLE.org`, PASSWORD);
    expect(auth.record.email).toBe(`${local.toLowerCase()}@example.org`);
  });
});

describe('sign-up with a taken address', () => {
  it('answers exactly as with a free one, and mails the owner instead', async () => {
    const taken = `taken-${randomUUID()}@example.org`;
    const first = await signUp(taken);
    const again = await signUp(taken.toUpperCase());
    const free = await signUp(`free-${randomUUID()}@example.org`);
    const shape = (record: Record<string, unknown>) => Object.keys(record).sort();
    expect(shape(again)).toEqual(shape(free));
    expect(again.id).not.toBe(first.id);
    expect(again).toMatchObject({ name: 'Sam', verified: false, role: 'user' });
    const mail = await waitForMail(mailUrl, isTo(taken));
    expect(mail.subject).toBe('Someone tried to create an account with your e-mail address');
    expect(mail.text).toContain('You already have an account, so no new one was made.');
  });

  it('still judges the password first, as for a free address', async () => {
    const taken = `taken-${randomUUID()}@example.org`;
    await signUp(taken);
    expect((await outcomeOf(signUp(taken, 'short'))).status).toBe(400);
    expect((await outcomeOf(signUp(`free-${randomUUID()}@example.org`, 'short'))).status).toBe(400);
  });
});

describe('password-reset mails', () => {
  it('10 concurrent requests for one address send one mail, and every request answers 204', async () => {
    const email = `reset-${randomUUID()}@example.org`;
    await signUp(email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        outcomeOf(newClient().collection('users').requestPasswordReset(email)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    await waitForMail(mailUrl, isTo(email));
    const mails = (await mailsSettled()).filter(isTo(email));
    expect(mails.map((m) => m.subject).filter((s) => /reset/i.test(s))).toHaveLength(1);
  });
});
