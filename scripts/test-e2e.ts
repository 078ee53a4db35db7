/**
 * `npm run test:e2e`: the directory project first, alone, then every other file, both against
 * one site started here (tests/e2e/serve.ts). The directory's tests only read, so the second
 * run starts from the same seeded data without building and seeding a site of its own. The
 * two are separate Playwright runs so a failure in the first never keeps the second from
 * running; extra arguments go to both (`npm run test:e2e -- --headed`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { E2E } from '../tests/e2e/support/servers.ts';
import { stopProcess } from './lib/pocketbase-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// The binaries themselves, not through npx: a signal sent to them reaches the program.
const bin = (name: string) => join(root, 'node_modules/.bin', name);

/** Resolves once the site says it is serving; rejects if it stops first or takes too long. */
function serving(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the site did not start within ${String(E2E.startTimeoutMs / 1000)} s`));
    }, E2E.startTimeoutMs);
    for (const stream of [server.stdout, server.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        console.log(`[WebServer] ${line}`);
        if (line === E2E.readyLine) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the site stopped before serving (exit ${String(code)})`));
    });
  });
}

/** Arguments given to test:e2e, for both runs. */
const extra = process.argv.slice(2);
// A subset (`-- tests/e2e/toasts.spec.ts`) may hold no test of one project; a whole run must
// find tests in both.
if (extra.length > 0) extra.push('--pass-with-no-tests');

/** One Playwright run; resolves with its exit code. */
function playwright(args: string[]): Promise<number> {
  const run = spawn(bin('playwright'), ['test', ...args, ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_SITE_RUNNING: '1' },
  });
  return new Promise((resolve) =>
    run.once('exit', (code) => {
      resolve(code ?? 1);
    }),
  );
}

const server = spawn(bin('tsx'), ['tests/e2e/serve.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
});
const stop = async (code: number) => {
  await stopProcess(server);
  process.exit(code);
};
process.once('SIGINT', () => void stop(130));
process.once('SIGTERM', () => void stop(143));

try {
  await serving(server);
} catch (error) {
  console.error(`test:e2e: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
const directory = await playwright(['--project=directory']);
const others = await playwright(['--project=chromium', '--no-deps']);
await stop(directory || others);
