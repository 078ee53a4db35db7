// Passwords (8 characters, not blank, not a common one; the reason in the
// message), a slow-down of failed sign-ins per account and address that a reset lifts, and names
// and public text cleaned of control and bidirectional-override characters on the server.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { PASSWORD_MESSAGES, tooManySignInsMessage } from '../../src/lib/password-rule.ts';
import { authMailPages } from '../../src/lib/routes.ts';
import { isTo, tokenOf, waitForMail } from '../support/mail.ts';
import { contactBody } from './support/fixtures.ts';
import { ownedCenter, ownerOn, outcomeOf } from './support/owners.ts';
import { newClient, superuserClient } from './support/pocketbase.ts';

const mailUrl = inject('mailUrl');

const signUp = (password: string, email = `pw-${randomUUID()}@example.org`) =>
  outcomeOf(newClient().collection('users').create({ email, password, passwordConfirm: password }));

describe('passwords', () => {
  it.each([
    ['12345678', PASSWORD_MESSAGES.common],
    ['password', PASSWORD_MESSAGES.common],
    ['        ', PASSWORD_MESSAGES.blank],
    ['short', PASSWORD_MESSAGES.tooShort],
  ])('refuses %j on sign-up with the reason', async (password, message) => {
    const outcome = await signUp(password);
    expect(outcome.status).toBe(400);
    expect(outcome.message).toBe(message);
  });

  it('accepts a long uncommon password', async () => {
    expect((await signUp('lake-otter-harbor-91')).status).toBe(200);
  });

  it('refuses a common password on change and on reset', async () => {
    const email = `change-${randomUUID()}@example.org`;
    const pb = newClient();
    await pb
      .collection('users')
      .create({ email, password: 'first-good-pass-7', passwordConfirm: 'first-good-pass-7' });
    const auth = await pb.collection('users').authWithPassword(email, 'first-good-pass-7');
    const change = await outcomeOf(
      pb.collection('users').update(auth.record.id, {
        oldPassword: 'first-good-pass-7',
        password: 'password1',
        passwordConfirm: 'password1',
      }),
    );
    expect(change).toEqual({ status: 400, message: PASSWORD_MESSAGES.common });

    await newClient().collection('users').requestPasswordReset(email);
    const token = tokenOf(
      (await waitForMail(mailUrl, isTo(email))).html,
      authMailPages.resetPassword,
    );
    const reset = await outcomeOf(
      newClient().collection('users').confirmPasswordReset(token, 'qwertyuiop', 'qwertyuiop'),
    );
    expect(reset).toEqual({ status: 400, message: PASSWORD_MESSAGES.common });
  });
});

/** Five wrong passwords for `email` from one address. */
async function failFiveTimes(email: string, ip: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await outcomeOf(
      newClient(ip)
        .collection('users')
        .authWithPassword(email, `wrong-${String(i)}`),
    );
  }
}

describe('failed sign-ins slow one address down for one account', () => {
  it('until its owner resets the password', async () => {
    const email = `locked-${randomUUID()}@example.org`;
    const ip = '198.18.200.1';
    await newClient()
      .collection('users')
      .create({ email, password: 'right-pass-4242', passwordConfirm: 'right-pass-4242' });
    await failFiveTimes(email, ip);
    await expect
      .poll(
        () =>
          outcomeOf(newClient(ip).collection('users').authWithPassword(email, 'right-pass-4242')),
        { timeout: 15_000, interval: 1000 },
      )
      .toEqual({ status: 429, message: tooManySignInsMessage(1) });

    await newClient().collection('users').requestPasswordReset(email);
    const token = tokenOf(
      (await waitForMail(mailUrl, isTo(email))).html,
      authMailPages.resetPassword,
    );
    await newClient()
      .collection('users')
      .confirmPasswordReset(token, 'brand-new-pass-77', 'brand-new-pass-77');
    expect(
      (
        await outcomeOf(
          newClient(ip).collection('users').authWithPassword(email, 'brand-new-pass-77'),
        )
      ).status,
    ).toBe(200);
  });

  it('answers an unknown address the same way (no account enumeration)', async () => {
    const email = `nobody-${randomUUID()}@example.org`;
    const ip = '198.18.200.2';
    await failFiveTimes(email, ip);
    await expect
      .poll(
        async () =>
          (
            await outcomeOf(
              newClient(ip).collection('users').authWithPassword(email, 'anything-at-all'),
            )
          ).message,
        { timeout: 15_000, interval: 1000 },
      )
      .toBe(tooManySignInsMessage(1));
  });
});

describe('control and bidi characters are removed on the server', () => {
  const dirty = 'Ma\u0000ple\u202E Kids\u2066 \u0085Center';

  it('from a user’s name', async () => {
    const email = `name-${randomUUID()}@example.org`;
    await newClient().collection('users').create({
      email,
      password: 'name-test-pass-1',
      passwordConfirm: 'name-test-pass-1',
      name: dirty,
    });
    const su = await superuserClient();
    expect(
      (await su.collection('users').getFirstListItem(su.filter('email = {:email}', { email })))
        .name,
    ).toBe('Maple Kids Center');
  });

  it('from a center’s name and description, keeping new lines in the description', async () => {
    const owner = await ownerOn('free');
    const center = await ownedCenter(owner);
    await owner.client.collection('centers').update(center.id, {
      company_name: dirty,
      business_description: 'Line one\u202E\nLine two\u0007',
    });
    const su = await superuserClient();
    expect(await su.collection('centers').getOne(center.id)).toMatchObject({
      company_name: 'Maple Kids Center',
      business_description: 'Line one\nLine two',
    });
  });

  it('from a contact message', async () => {
    const email = `bidi-${randomUUID()}@example.org`;
    await newClient()
      .collection('contact_messages')
      .create({ ...contactBody(), email, full_name: dirty })
      .catch(() => null);
    const su = await superuserClient();
    expect(
      (
        await su
          .collection('contact_messages')
          .getFirstListItem(su.filter('email = {:email}', { email }))
      ).full_name,
    ).toBe('Maple Kids Center');
  });
});
