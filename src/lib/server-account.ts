import type PocketBase from 'pocketbase';
import { env } from './env.ts';
import { createPocketBase } from './pocketbase.ts';

/**
 * The site server's own PocketBase account (the superuser of PB_SUPERUSER_EMAIL), for the few
 * writes no visitor may make themselves, such as storing chat messages. Server-only: never
 * import it from an island.
 */

/** Thrown when the server account is not configured or PocketBase refuses it. */
export class ServerAccountError extends Error {
  override readonly name = 'ServerAccountError';
  /** True when `error` is a ServerAccountError. */
  static is(error: unknown): error is ServerAccountError {
    return error instanceof ServerAccountError;
  }
}

let signedIn: Promise<PocketBase> | undefined;

async function signIn(): Promise<PocketBase> {
  if (!env.PB_SUPERUSER_EMAIL || !env.PB_SUPERUSER_PASSWORD) {
    throw new ServerAccountError('PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD are not set');
  }
  const pb = createPocketBase(env.POCKETBASE_URL);
  try {
    await pb
      .collection('_superusers')
      .authWithPassword(env.PB_SUPERUSER_EMAIL, env.PB_SUPERUSER_PASSWORD);
  } catch (error) {
    throw new ServerAccountError('PocketBase refused the server account', { cause: error });
  }
  return pb;
}

/** A PocketBase client signed in as the server account, signed in again once its token expires. */
export async function serverPocketBase(): Promise<PocketBase> {
  const current = await signedIn?.catch(() => undefined);
  if (current?.authStore.isValid) return current;
  signedIn = signIn();
  signedIn.catch(() => {
    signedIn = undefined;
  });
  return signedIn;
}
