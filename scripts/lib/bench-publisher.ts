import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SiteStatus } from '../../src/lib/site-status.ts';
import type { SiteOptions } from '../../server/site.ts';

/**
 * The publisher program (server/publisher/main.ts) in a process of its own, as a deployment
 * runs it, for the bench's memory check: rebuilds are asked for as PocketBase asks (POST
 * /api/rebuild), and memory is read from /proc for it and the Node server it runs.
 */
export interface PublisherProcess {
  /** Asks for a rebuild and resolves once a release covering it is live. */
  rebuild(): Promise<void>;
  /** After `idleMs` idle: resident memory of the publisher and of its Node server. */
  usage(idleMs: number): Promise<{ rssMb: number; releasesRssMb: number }>;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

async function rss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8').catch(() => '');
  return (Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024) / 2 ** 20;
}

async function childrenOf(pid: number): Promise<number[]> {
  const list = await readFile(`/proc/${String(pid)}/task/${String(pid)}/children`, 'utf8').catch(
    () => '',
  );
  return list.split(/\s+/).filter(Boolean).map(Number);
}

export async function startPublisherProcess(options: SiteOptions): Promise<PublisherProcess> {
  const url = `http://127.0.0.1:${String(options.publisherPort)}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/publisher/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...options.buildEnv,
      PUBLISHER_PORT: String(options.publisherPort),
      SITE_NODE_PORT: String(options.nodePort),
      RELEASES_DIR: options.releasesDir,
      SITE_REBUILD_TOKEN: options.rebuildToken,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const status = async () => (await (await fetch(`${url}/api/site-status`)).json()) as SiteStatus;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the publisher stopped before serving');
    if (await status().catch(() => undefined)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    rebuild: async () => {
      await fetch(`${url}/api/rebuild`, {
        method: 'POST',
        headers: { 'X-Rebuild-Token': options.rebuildToken },
        body: '{}',
      });
      for (;;) {
        const now = await status();
        if (now.state === 'failed') throw new Error('the rebuild failed');
        if (now.state === 'idle' && now.published >= now.requested) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    usage: async (idleMs) => {
      await new Promise((resolve) => setTimeout(resolve, idleMs));
      const own = child.pid ? await rss(child.pid) : 0;
      const nodes = child.pid ? await childrenOf(child.pid) : [];
      const releases = (await Promise.all(nodes.map(rss))).reduce((a, b) => a + b, 0);
      return { rssMb: own + releases, releasesRssMb: releases };
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
