import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopProcess } from './pocketbase-server.ts';

/** stripe-mock and its bundled fixtures, put in .tools/ by `npm run setup` (scripts/setup.sh). */
const STRIPE_MOCK_BIN = fileURLToPath(new URL('../../.tools/bin/stripe-mock', import.meta.url));
const BUNDLED_FIXTURES = fileURLToPath(
  new URL('../../.tools/stripe-mock/fixtures3.json', import.meta.url),
);

/** A running stripe-mock. */
export interface StripeMock {
  /** Its API address, for the Stripe SDK's host/port/protocol (STRIPE_API_URL). */
  url: string;
  stop(): Promise<void>;
}

/**
 * stripe-mock answers every call from fixtures; two of them differ from what Stripe returns
 * to us: an embedded Checkout session always carries a client secret (stripe-mock's has
 * none), and a retrieved session is a paid one (stripe-mock is stateless, so "the customer
 * paid" is the only outcome worth checking through it; unpaid sessions are tested with
 * signed webhook events).
 */
async function writeFixtures(dir: string): Promise<string> {
  const fixtures = JSON.parse(await readFile(BUNDLED_FIXTURES, 'utf8')) as {
    resources: Record<string, Record<string, unknown>>;
  };
  const session = fixtures.resources['checkout.session'];
  if (!session) throw new Error('stripe-mock fixtures have no checkout.session');
  Object.assign(session, {
    client_secret: 'cs_test_mock_secret_stripe_mock',
    payment_status: 'paid',
    status: 'complete',
  });
  const path = join(dir, 'stripe-mock-fixtures.json');
  await writeFile(path, JSON.stringify(fixtures));
  return path;
}

/** Starts stripe-mock on 127.0.0.1 and a free port; resolves once it answers. */
export async function startStripeMock(options: { dataDir: string }): Promise<StripeMock> {
  const port = await freePort();
  const fixtures = await writeFixtures(options.dataDir);
  const child = spawn(
    STRIPE_MOCK_BIN,
    // stripe-mock also serves HTTPS, by default on :12112 for every address: bind it to a
    // port the system picks on loopback, so parallel runs never collide (nor reach out).
    ['-http-addr', `127.0.0.1:${String(port)}`, '-https-addr', '127.0.0.1:', '-fixtures', fixtures],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`stripe-mock exited with code ${String(child.exitCode)}:\n${log}`);
    }
    const ready = await fetch(`${url}/v1/customers`, {
      // stripe-mock takes any test key of the usual shape (letters and digits after sk_test_).
      headers: { Authorization: 'Bearer sk_test_123' },
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`stripe-mock did not start at ${url}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () => stopProcess(child),
  };
}
