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

const root = fileURLToPath(new URL('..', import.meta.url));
// The binaries themselves, not through npx: a signal sent to them reaches the program.
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const READY = /^The site is at /;
/** How long the site may take to seed, build and start (as Playwright's webServer allows). */
const START_TIMEOUT_MS = 420_000;

/** Starts the site; resolves once it says it is serving, rejects if it stops first. */
function startSite(): Promise<ChildProcess> {
  const server = spawn(bin('tsx'), ['tests/e2e/serve.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the site did not start within ${String(START_TIMEOUT_MS / 1000)} s`));
    }, START_TIMEOUT_MS);
    for (const stream of [server.stdout, server.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        console.log(`[WebServer] ${line}`);
        if (READY.test(line)) {
          clearTimeout(timer);
          resolve(server);
        }
      });
    }
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the site stopped before serving (exit ${String(code)})`));
    });
  });
}

/** Stops the site and waits for it (and what it started) to end. */
function stopSite(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGTERM');
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

let server: ChildProcess | undefined;
const stop = async (code: number) => {
  if (server) await stopSite(server);
  process.exit(code);
};
process.once('SIGINT', () => void stop(130));
process.once('SIGTERM', () => void stop(143));

try {
  server = await startSite();
} catch (error) {
  console.error(`test:e2e: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const directory = await playwright(['--project=directory']);
const others = await playwright(['--project=chromium', '--no-deps']);
await stop(directory || others);
