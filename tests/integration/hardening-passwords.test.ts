// Passwords past bcrypt's 72 bytes: 37 letters of two bytes each failed with 'Failed to create
// record.' and no field message. The server now refuses them with the shared rule's words, on
// sign-up, on a change and on a reset, and the browser's form says the same before sending
// (src/lib/password-field.ts runs the same rule).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPasswordField } from '../../src/lib/password-field.ts';
import { PASSWORD_MESSAGES } from '../../src/lib/password-rule.ts';
import { outcomeOf } from './support/owners.ts';
import { newClient } from './support/pocketbase.ts';

const TOO_MANY_BYTES = 'é'.repeat(37);
const AT_THE_LIMIT = 'é'.repeat(36);

const signUp = (password: string) =>
  newClient()
    .collection('users')
    .create({ email: `bytes-${randomUUID()}@example.org`, password, passwordConfirm: password });

describe('a password past 72 bytes', () => {
  it('is refused on sign-up with the reason in words, naming the password field', async () => {
    const outcome = await outcomeOf(signUp(TOO_MANY_BYTES));
    expect(outcome).toEqual({ status: 400, message: PASSWORD_MESSAGES.tooLongBytes });
  });

  it('is refused on a password change too', async () => {
    const email = `bytes-${randomUUID()}@example.org`;
    const pb = newClient();
    await pb.collection('users').create({
      email,
      password: 'first-good-pass-7',
      passwordConfirm: 'first-good-pass-7',
    });
    const auth = await pb.collection('users').authWithPassword(email, 'first-good-pass-7');
    const change = await outcomeOf(
      pb.collection('users').update(auth.record.id, {
        oldPassword: 'first-good-pass-7',
        password: TOO_MANY_BYTES,
        passwordConfirm: TOO_MANY_BYTES,
      }),
    );
    expect(change).toEqual({ status: 400, message: PASSWORD_MESSAGES.tooLongBytes });
  });

  it('36 two-byte letters (72 bytes) are accepted', async () => {
    expect((await outcomeOf(signUp(AT_THE_LIMIT))).status).toBe(200);
  });

  it('the browser’s form says the same before sending', () => {
    const checked = newPasswordField.safeParse(TOO_MANY_BYTES);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.tooLongBytes);
  });
});
