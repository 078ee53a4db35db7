import type PocketBase from 'pocketbase';
import { env } from './env.ts';
import { createPocketBase } from './pocketbase.ts';

/**
 * The site server's own PocketBase account (a superuser), for the few writes no visitor may make
 * themselves: chat messages, payment state. Server-only: never import it from an island.
 */

/** Thrown when the server account is not configured or PocketBase refuses it. */
class ServerAccountError extends Error {
  override readonly name = 'ServerAccountError';
  /** True when `error` is a ServerAccountError. */
  static is(error: unknown): error is ServerAccountError {
    return error instanceof ServerAccountError;
  }
}

/** A superuser's sign-in details. */
export interface ServerCredentials {
  email: string;
  password: string;
}

// One signed-in client per PocketBase and account for the whole process: signing in on every
// request would run into PocketBase's limit on sign-ins (5 per 10 s per address).
const accounts = new Map<string, Promise<PocketBase>>();

/**
 * A client of the PocketBase at `url` signed in as `account`, reused across requests and signed
 * in again once its token expires.
 */
export async function signedInServerAccount(
  url: string,
  account: ServerCredentials,
): Promise<PocketBase> {
  const key = `${url}|${account.email}`;
  const current = await accounts.get(key)?.catch(() => undefined);
  if (current?.authStore.isValid) return current;
  const pb = createPocketBase(url);
  const signedIn = pb
    .collection('_superusers')
    .authWithPassword(account.email, account.password)
    .then(
      () => pb,
      (error: unknown) => {
        throw new ServerAccountError('PocketBase refused the server account', { cause: error });
      },
    );
  accounts.set(key, signedIn);
  signedIn.catch(() => accounts.delete(key));
  return signedIn;
}

/** The server account of the environment (PB_SUPERUSER_EMAIL at POCKETBASE_URL). */
export async function serverPocketBase(): Promise<PocketBase> {
  if (!env.PB_SUPERUSER_EMAIL || !env.PB_SUPERUSER_PASSWORD) {
    throw new ServerAccountError('PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD are not set');
  }
  return signedInServerAccount(env.POCKETBASE_URL, {
    email: env.PB_SUPERUSER_EMAIL,
    password: env.PB_SUPERUSER_PASSWORD,
  });
}
