// Nobody can lock someone else out of sign-in: failures are counted per account and address,
// an address that failed too often waits (longer after each further failure), and the owner
// signs in from an address that has not failed. The superuser is guarded the same way.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tooManySignInsMessage } from '../../src/lib/password-rule.ts';
import { outcomeOf } from './support/owners.ts';
import { newClient, underTest } from './support/pocketbase.ts';

const { superuserEmail, superuserPassword } = underTest;

async function newAccount(): Promise<{ email: string; password: string }> {
  const email = `signin-${randomUUID()}@example.org`;
  const password = 'right-pass-4242';
  await newClient().collection('users').create({ email, password, passwordConfirm: password });
  return { email, password };
}

const signIn = (collection: string, email: string, password: string, ip?: string) =>
  outcomeOf(newClient(ip).collection(collection).authWithPassword(email, password));

/** Fails five times from one address (within PocketBase's own 5 per 10 s sign-in limit). */
async function failFiveTimes(collection: string, email: string, ip: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    expect((await signIn(collection, email, `wrong-${String(i)}`, ip)).status).toBe(400);
  }
}

describe('failed sign-ins from many addresses', () => {
  it('do not lock the owner out: 5 wrong passwords from 5 addresses, then the right one from a sixth', async () => {
    const { email, password } = await newAccount();
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn('users', email, `wrong-${String(i)}`)).status).toBe(400);
    }
    expect((await signIn('users', email, password)).status).toBe(200);
  });
});

describe('failed sign-ins from one address', () => {
  it('slow that address down with the wait in words, while a clean address signs in at once', async () => {
    const { email, password } = await newAccount();
    const ip = `198.18.${String(Math.floor(Math.random() * 250))}.${String(Math.floor(Math.random() * 250))}`;
    await failFiveTimes('users', email, ip);
    // PocketBase's own per-address limit answers first for 10 s; then ours says how long to wait.
    await expect
      .poll(() => signIn('users', email, password, ip), { timeout: 15_000, interval: 1000 })
      .toEqual({ status: 429, message: tooManySignInsMessage(1) });
    expect((await signIn('users', email, password)).status).toBe(200);
  });
});

describe('the superuser', () => {
  it('is slowed down per address after failed sign-ins, and still signs in from elsewhere', async () => {
    const ip = `198.19.${String(Math.floor(Math.random() * 250))}.${String(Math.floor(Math.random() * 250))}`;
    await failFiveTimes('_superusers', superuserEmail, ip);
    await expect
      .poll(() => signIn('_superusers', superuserEmail, superuserPassword, ip), {
        timeout: 15_000,
        interval: 1000,
      })
      .toEqual({ status: 429, message: tooManySignInsMessage(1) });
    expect((await signIn('_superusers', superuserEmail, superuserPassword)).status).toBe(200);
  });
});
