import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PocketBase binary built by `npm run setup`. */
const POCKETBASE_BIN = fileURLToPath(new URL('../../pocketbase/pocketbase', import.meta.url));
const HOOKS_DIR = fileURLToPath(new URL('../../pocketbase/pb_hooks', import.meta.url));
const MIGRATIONS_DIR = fileURLToPath(new URL('../../pocketbase/pb_migrations', import.meta.url));

/** A superuser's credentials. */
export interface Superuser {
  email: string;
  password: string;
}

/** A running PocketBase. */
export interface PocketBaseServer {
  url: string;
  dataDir: string;
  superuser: Superuser;
  /** The server's process id. */
  pid: number;
  /** Stops the server and waits until it has exited. */
  stop(): Promise<void>;
}

/** Options of startPocketBase. */
export interface StartOptions {
  dataDir: string;
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Superuser to create or update; a random one when omitted. */
  superuser?: Superuser | undefined;
  /** Extra environment for the server (SMTP_HOST, SITE_URL, ...). */
  env?: Record<string, string>;
  /** Forward the server's output to this process's (default false). */
  verbose?: boolean;
}

/** Stops a child process with SIGTERM and resolves once it has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    // Already ended, by itself or by a signal: its 'exit' has been and will not come again.
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`PocketBase exited with code ${String(child.exitCode)}:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PocketBase did not become healthy at ${url} within 30 s:\n${output()}`);
}

/**
 * Starts PocketBase on 127.0.0.1 with the given data dir: migrations are applied, the
 * superuser is created or updated, and the promise resolves once /api/health answers.
 */
export async function startPocketBase(options: StartOptions): Promise<PocketBaseServer> {
  const port = options.port || (await freePort());
  const superuser = options.superuser ?? {
    email: 'superuser@example.org',
    // Passed on PocketBase's command line: a leading '-' (base64url has it) would read as a flag.
    password: `p${randomBytes(18).toString('base64url')}`,
  };
  const env = { ...process.env, ...options.env };
  const dirArgs = [
    '--dir',
    options.dataDir,
    '--hooksDir',
    HOOKS_DIR,
    '--migrationsDir',
    MIGRATIONS_DIR,
  ];

  await run(
    POCKETBASE_BIN,
    ['superuser', 'upsert', superuser.email, superuser.password, ...dirArgs],
    { env },
  );

  const url = `http://127.0.0.1:${String(port)}`;
  const child = spawn(
    POCKETBASE_BIN,
    ['serve', '--http', `127.0.0.1:${String(port)}`, ...dirArgs],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    if (options.verbose) process.stdout.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  await waitForHealth(url, child, () => log);

  return {
    url,
    dataDir: options.dataDir,
    superuser,
    pid: child.pid ?? 0,
    stop: () => stopProcess(child),
  };
}
