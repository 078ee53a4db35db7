import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The live release's Node server (the Astro Node adapter's handler, run by node-entry.ts): the
 * on-demand routes, in a process of its own. It is started again when it dies, and moved to
 * each new release (its pages link that release's hashed assets) without a moment in which
 * nothing listens. Caddy holds requests while a crashed one starts again.
 */
export interface NodeServer {
  /** Runs the Node server of `release` (stopping the one running), once it listens. */
  runRelease(release: string): Promise<void>;
  /** The running process (for tests that kill it). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

/** Resolves once something listens on host:port, or rejects after `timeoutMs`. */
export async function waitForPort(host: string, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, host, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => {
        resolve(false);
      });
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${String(port)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The program that runs a release's Node server (see there why it is not the release's entry). */
const ENTRY = fileURLToPath(new URL('./node-entry.ts', import.meta.url));

/** What the Node server tells the publisher once it listens, or why it could not. */
type EntryMessage = { listening: true } | { failed: string };

export function nodeServer(options: {
  host: string;
  port: number;
  log: (message: string) => void;
}): NodeServer {
  let child: ChildProcess | undefined;
  let release: string | undefined;
  let stopped = false;
  /** Servers of earlier releases still finishing their requests. */
  const retiring = new Set<ChildProcess>();
  /** Whether the system lets two servers listen on one port (false once it refused). */
  let reusePort = true;

  /** Starts the release's server; resolves once it listens, or with why it could not. */
  const start = (dir: string) =>
    new Promise<EntryMessage>((resolve) => {
      const started = spawn(process.execPath, [ENTRY, dir], {
        env: {
          ...process.env,
          HOST: options.host,
          PORT: String(options.port),
          REUSE_PORT: reusePort ? '1' : '0',
        },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      child = started;
      let listening = false;
      started.once('message', (message: EntryMessage) => {
        listening = 'listening' in message;
        resolve(message);
      });
      started.once('exit', (code, signal) => {
        resolve({ failed: `exit ${String(signal ?? code)}` });
        // One that never listened is the caller's to report.
        if (!listening || child !== started || stopped) return;
        // Died on its own: the static pages keep being served by Caddy; start it again.
        child = undefined;
        options.log(
          `the Node server stopped (${signal ?? `exit code ${String(code)}`}); starting it again`,
        );
        setTimeout(() => {
          if (stopped || child || !release) return;
          void start(release).then((again) => {
            if ('failed' in again) options.log(`the Node server did not start (${again.failed})`);
          });
        }, 500).unref();
      });
    });

  /** Asks a server to finish its requests and exit; resolves once it has. */
  const end = async (running: ChildProcess | undefined) => {
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    retiring.add(running);
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    retiring.delete(running);
  };

  return {
    runRelease: async (dir) => {
      release = dir;
      const previous = child;
      if (reusePort) {
        // The new server listens beside the old one, which then finishes and exits.
        const started = await start(dir);
        if ('listening' in started) {
          void end(previous);
          return;
        }
        options.log(`the Node server could not listen beside the old one (${started.failed})`);
        reusePort = false;
      }
      // Without SO_REUSEPORT: the old server finishes first; Caddy holds requests meanwhile.
      child = undefined;
      await end(previous);
      const started = await start(dir);
      if (!('listening' in started)) {
        throw new Error(`the Node server of ${dir} did not start (${started.failed})`);
      }
    },
    pid: () => child?.pid,
    stop: async () => {
      stopped = true;
      await Promise.all([end(child), ...[...retiring].map(end)]);
    },
  };
}
