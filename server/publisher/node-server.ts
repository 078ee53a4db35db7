import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';

/**
 * The live release's Node server (the Astro Node adapter in standalone mode): the on-demand
 * routes, in a process of its own. It is started again when it dies, and moved to each new
 * release (its pages link that release's hashed assets). Caddy holds requests while it starts.
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

export function nodeServer(options: {
  host: string;
  port: number;
  log: (message: string) => void;
}): NodeServer {
  let child: ChildProcess | undefined;
  let release: string | undefined;
  let stopped = false;

  const start = (dir: string) => {
    const started = spawn(process.execPath, [join(dir, 'server', 'entry.mjs')], {
      env: { ...process.env, HOST: options.host, PORT: String(options.port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = started;
    started.once('exit', (code, signal) => {
      if (child !== started || stopped) return;
      // Died on its own: the static pages keep being served by Caddy; start it again.
      child = undefined;
      options.log(
        `the Node server stopped (${signal ?? `exit code ${String(code)}`}); starting it again`,
      );
      setTimeout(() => {
        if (!stopped && !child && release) start(release);
      }, 500).unref();
    });
  };

  const end = async (running: ChildProcess | undefined) => {
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  return {
    runRelease: async (dir) => {
      release = dir;
      const previous = child;
      child = undefined;
      await end(previous);
      start(dir);
      await waitForPort(options.host, options.port, 30_000);
    },
    pid: () => child?.pid,
    stop: async () => {
      stopped = true;
      await end(child);
    },
  };
}
