import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { collectGarbage } from './bench-targets.ts';
import {
  astroBuild,
  startSiteServer,
  type SiteServer,
  type SiteServerOptions,
} from './site-server.ts';

/**
 * The site server in a process of its own (`npm start`, and the bench's memory check), run
 * with SITE_SERVER_NODE_FLAGS. The process that starts it (PocketBase's keeper under npm start,
 * Chromium's driver in the bench) keeps its own memory out of the site server's.
 */

/**
 * Node flags of the site server's process. By default V8 lets its young generation grow to
 * 16 MB semi-spaces during a rebuild and keeps the pages it used (resident, outside the heap
 * it reports): over 100 rebuilds of the demo data the site server's process grew from 95 to
 * 173 MB with its JS heap at 14 MB, by steps, levelling off only after about 100. With 2 MB
 * semi-spaces it levels off within 20 (98, 114 and 115 MB at 0, 20 and 40 rebuilds); young
 * collections run more often.
 */
export const SITE_SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];

/** What the starting process gives the site server's. */
export type SiteServerProcessOptions = Pick<
  SiteServerOptions,
  'host' | 'port' | 'releasesDir' | 'buildEnv' | 'rebuildToken' | 'retireGraceMs'
> & {
  /** No log lines and `astro build --silent` (the bench); otherwise as startSiteServer logs. */
  quiet?: boolean;
  /**
   * A module whose `build(outDir, env, signal)` builds a release, as SiteServerOptions.builder
   * (default `astro build`). Replaceable in tests.
   */
  builderModule?: string;
};

/** The site server's memory, once nothing is left over from earlier builds. */
export interface SiteServerUsage {
  /** Resident memory of the site server's process and its releases' server processes. */
  rssMb: number;
  /** Of which its releases' server processes. */
  releasesRssMb: number;
  /** The site server's JS heap in use, after a full garbage collection. */
  heapMb: number;
}

/** A site server running in a child process; it stops when the starting process ends. */
export interface SiteServerProcess {
  /** Builds and swaps in a new release now. */
  rebuild(): Promise<void>;
  /**
   * Waits until nothing is left over from the builds before (replaced releases closed, the
   * live one's pages compressed), then `idleMs` with nothing to do, as a server is between
   * rebuilds (V8 gives back the heap pages it no longer uses once allocation stops), and reads
   * the memory.
   */
  usage(idleMs: number): Promise<SiteServerUsage>;
  stop(): Promise<void>;
}

/** What the starting process asks the site server's. */
type Question = { kind: 'rebuild' } | { kind: 'stop' } | { kind: 'usage'; idleMs: number };
type Message = Question & { id: number };
type Answer = { id: number; error?: string; usage?: SiteServerUsage };

const OPTIONS_VARIABLE = 'SITE_SERVER_PROCESS_OPTIONS';

/** A process's resident memory in bytes (Linux; 0 where /proc cannot say). */
async function processRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8').catch(() => '');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/** Starts the site server in a child process; resolves once its first release is live. */
export function startSiteServerProcess(
  options: SiteServerProcessOptions,
): Promise<SiteServerProcess> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    execArgv: ['--import', 'tsx', ...SITE_SERVER_NODE_FLAGS],
    env: { ...process.env, [OPTIONS_VARIABLE]: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let lastId = 0;
  const pending = new Map<
    number,
    { resolve: (answer: Answer) => void; reject: (e: Error) => void }
  >();
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  child.once('exit', (code, signal) => {
    for (const { reject } of pending.values()) {
      reject(new Error(`the site server's process stopped (${signal ?? String(code)})`));
    }
    pending.clear();
  });
  child.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.error) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer);
  });
  const ask = (request: Question) =>
    new Promise<Answer>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve, reject });
      child.send({ ...request, id });
    });
  const handle: SiteServerProcess = {
    rebuild: async () => {
      await ask({ kind: 'rebuild' });
    },
    usage: async (idleMs) => {
      const { usage } = await ask({ kind: 'usage', idleMs });
      if (!usage) throw new Error("the site server's process sent no usage");
      return usage;
    },
    stop: async () => {
      if (child.connected) await ask({ kind: 'stop' }).catch(() => undefined);
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    child.once('message', () => {
      resolve(handle);
    });
    child.once('exit', (code) => {
      reject(new Error(`the site server stopped before serving (exit code ${String(code)})`));
    });
  });
}

/** The child's side: serves, rebuilds and reports memory as the parent asks. */
async function serveForParent(send: (answer: Answer, then?: () => void) => void): Promise<void> {
  const options = JSON.parse(process.env[OPTIONS_VARIABLE] ?? '{}') as SiteServerProcessOptions;
  // Not handed on to the builds and the releases' servers (it holds the rebuild token).
  Reflect.deleteProperty(process.env, OPTIONS_VARIABLE);
  const { quiet, builderModule, ...serverOptions } = options;
  type Builder = NonNullable<SiteServerOptions['builder']>;
  const builder: Builder | undefined = builderModule
    ? ((await import(builderModule)) as { build: Builder }).build
    : quiet
      ? (outDir, env, signal) => astroBuild(outDir, env, signal, ['--silent'])
      : undefined;
  // Stopped once, however asked: by the parent, by its end (the IPC channel closes) or by
  // Ctrl-C, which reaches the whole process group; still building its first release, it just
  // ends (never left serving without its parent).
  const running: { site?: SiteServer } = {};
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= running.site?.stop() ?? Promise.resolve());
  const stopAndExit = () => {
    void stop().finally(() => process.exit(0));
  };
  process.once('disconnect', stopAndExit);
  process.once('SIGINT', stopAndExit);
  process.once('SIGTERM', stopAndExit);
  const live = await startSiteServer({
    ...serverOptions,
    ...(builder ? { builder } : {}),
    ...(quiet ? { log: () => undefined } : {}),
  });
  running.site = live;
  const answer = async (request: Message): Promise<Answer> => {
    if (request.kind === 'rebuild') {
      await live.rebuild();
      return { id: request.id };
    }
    if (request.kind === 'stop') {
      await stop();
      return { id: request.id };
    }
    await live.settled();
    await new Promise((resolve) => setTimeout(resolve, request.idleMs));
    collectGarbage();
    const { rss, heapUsed } = process.memoryUsage();
    const releases = await Promise.all(live.releaseServerPids().map(processRss));
    const releasesRss = releases.reduce((sum, bytes) => sum + bytes, 0);
    const mb = (bytes: number) => bytes / 2 ** 20;
    return {
      id: request.id,
      usage: {
        rssMb: mb(rss + releasesRss),
        releasesRssMb: mb(releasesRss),
        heapMb: mb(heapUsed),
      },
    };
  };
  process.on('message', (request: Message) => {
    void answer(request)
      .catch((error: unknown) => ({ id: request.id, error: String(error) }))
      .then((reply) => {
        send(reply, request.kind === 'stop' ? () => process.exit(0) : undefined);
      });
  });
  // The first release is live: the parent's startSiteServerProcess resolves.
  send({ id: 0 });
}

if (
  process.env[OPTIONS_VARIABLE] &&
  process.send &&
  process.argv[1] === fileURLToPath(import.meta.url)
) {
  const parent = process;
  const send = (answer: Answer, then?: () => void) => {
    parent.send?.(answer, undefined, undefined, then);
  };
  serveForParent(send).catch((error: unknown) => {
    console.error(`[site] the site server could not start: ${String(error)}`);
    process.exit(1);
  });
}
