import { randomInt, randomUUID } from 'node:crypto';
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { inject } from 'vitest';

/**
 * This worker's PocketBase (global-setup.ts starts one a worker). Vitest numbers its workers
 * from 1 to maxWorkers in VITEST_POOL_ID.
 */
export const underTest = (() => {
  const pocketbases = inject('pocketbases');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const found = pocketbases[(worker - 1) % pocketbases.length];
  if (!found) throw new Error('no PocketBase was started for the integration tests');
  return found;
})();

const { url, superuserEmail, superuserPassword } = underTest;

/** The URL of the PocketBase under test. */
export const pbUrl = url;

// Every test file loads this module afresh: start each file at a random address so files
// never share a rate-limit bucket (the limiter counts per client address).
let clientCount = randomInt(1, 2 ** 23);

/**
 * A client that PocketBase sees as a distinct visitor: its own (made-up, never contacted)
 * client address in X-Forwarded-For, which the test server trusts.
 */
export function newClient(ip?: string): PocketBase {
  clientCount += 1;
  const address =
    ip ??
    `10.${String((clientCount >> 16) & 255)}.${String((clientCount >> 8) & 255)}.${String(clientCount & 255)}`;
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  pb.beforeSend = (requestUrl, options) => {
    options.headers = {
      ...(options.headers as Record<string, string>),
      'X-Forwarded-For': address,
    };
    return { url: requestUrl, options };
  };
  return pb;
}

/** A client signed in as the test server's superuser (never rate-limited). */
export async function superuserClient(): Promise<PocketBase> {
  const pb = newClient();
  await pb.collection('_superusers').authWithPassword(superuserEmail, superuserPassword);
  return pb;
}

/** A signed-in test user: the record, its password and a client signed in as it. */
export interface TestUser {
  record: RecordModel;
  email: string;
  password: string;
  client: PocketBase;
}

/** Creates a verified user with the given role and signs in as them, as a browser would. */
export async function createUser(role: 'user' | 'admin' = 'user'): Promise<TestUser> {
  const su = await superuserClient();
  const email = `${role}-${randomUUID()}@example.org`;
  const password = `pw-${randomUUID()}`;
  const record = await su.collection('users').create({
    email,
    password,
    passwordConfirm: password,
    name: `Test ${role}`,
    role,
    verified: true,
  });
  const client = newClient();
  await client.collection('users').authWithPassword(email, password);
  return { record, email, password, client };
}

/** Creates a center directly as the superuser (fixtures bypass the API rules under test). */
export async function createCenter(data: Record<string, unknown>): Promise<RecordModel> {
  const su = await superuserClient();
  return su.collection('centers').create({ company_name: `Test Center ${randomUUID()}`, ...data });
}

/** The HTTP status a request fails with, or 200 when it succeeds. */
export async function statusOf(request: Promise<unknown>): Promise<number> {
  try {
    await request;
    return 200;
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status;
    throw error;
  }
}

/** A random unique 8-digit access code. */
export function accessCode(): string {
  return String(10_000_000 + Math.floor(Math.random() * 89_999_999));
}
