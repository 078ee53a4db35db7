import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './pocketbase-server.ts';
import { startSiteServer, type SiteServer } from './site-server.ts';

let server: SiteServer | undefined;
const dirs: string[] = [];

afterEach(async () => {
  await server?.stop();
  server = undefined;
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Labels of the builds the fake builder started, in order. */
let started: string[] = [];

/** A builder whose releases answer every request with the next label, or fail. */
function fakeBuilder(labels: (string | Error)[]) {
  started = [];
  return async (outDir: string) => {
    const next = labels.shift();
    started.push(String(next));
    if (next === undefined || next instanceof Error) throw next ?? new Error('no more builds');
    await mkdir(join(outDir, 'server'), { recursive: true });
    await writeFile(
      join(outDir, 'server', 'entry.mjs'),
      `export const handler = (req, res) => res.end(${JSON.stringify(next)});`,
    );
  };
}

async function start(labels: (string | Error)[], debounceMs = 50) {
  const releasesDir = await mkdtemp(join(tmpdir(), 'site-releases-'));
  dirs.push(releasesDir);
  server = await startSiteServer({
    host: '127.0.0.1',
    port: await freePort(),
    releasesDir,
    buildEnv: {},
    rebuildToken: 'a-long-enough-rebuild-token',
    debounceMs,
    builder: fakeBuilder(labels),
    log: () => undefined,
  });
  return server;
}

const text = async (url: string) => (await fetch(url)).text();
const askRebuild = (url: string, token: string) =>
  fetch(`${url}/api/rebuild`, { method: 'POST', headers: { 'X-Rebuild-Token': token } });

async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('site server', () => {
  it('serves the first release, and refuses rebuild requests without the token', async () => {
    const site = await start(['v1', 'v2']);
    expect(await text(site.url)).toBe('v1');
    expect((await askRebuild(site.url, 'wrong-token-of-same-size-xx')).status).toBe(401);
    expect((await fetch(`${site.url}/api/rebuild`)).status).toBe(405);
    // The next accepted request builds v2: the refused ones started no build of their own.
    expect((await askRebuild(site.url, 'a-long-enough-rebuild-token')).status).toBe(202);
    await eventually(async () => (await text(site.url)) === 'v2');
    expect(started).toEqual(['v1', 'v2']);
  });

  it('swaps in a new release after a rebuild request', async () => {
    const site = await start(['v1', 'v2']);
    expect((await askRebuild(site.url, 'a-long-enough-rebuild-token')).status).toBe(202);
    await eventually(async () => (await text(site.url)) === 'v2');
  });

  it('batches requests that arrive together into one build', async () => {
    // A quiet period far longer than five local requests take on any machine.
    const site = await start(['v1', 'v2', 'v3'], 1_000);
    const token = 'a-long-enough-rebuild-token';
    await Promise.all(Array.from({ length: 5 }, () => askRebuild(site.url, token)));
    await eventually(async () => (await text(site.url)) === 'v2');
    // A second build would have started as soon as the first ended (it would be queued).
    expect(started).toEqual(['v1', 'v2']);
  });

  it('keeps two releases and never touches anything else in the directory', async () => {
    const releasesDir = await mkdtemp(join(tmpdir(), 'site-releases-'));
    dirs.push(releasesDir);
    await mkdir(join(releasesDir, 'server'));
    await writeFile(join(releasesDir, 'notes.json'), '{}');
    server = await startSiteServer({
      host: '127.0.0.1',
      port: await freePort(),
      releasesDir,
      buildEnv: {},
      rebuildToken: 'a-long-enough-rebuild-token',
      builder: fakeBuilder(['v1', 'v2', 'v3']),
      log: () => undefined,
    });
    await server.rebuild();
    await server.rebuild();
    expect(await text(server.url)).toBe('v3');
    const entries = (await readdir(releasesDir)).sort();
    expect(entries.filter((e) => /^\d+$/.test(e))).toHaveLength(2);
    expect(entries).toContain('server');
    expect(entries).toContain('notes.json');
  });

  it('keeps the previous release serving when a build fails', async () => {
    const site = await start(['v1', new Error('build broke'), 'v3']);
    await expect(site.rebuild()).rejects.toThrow('build broke');
    expect(await text(site.url)).toBe('v1');
    await site.rebuild();
    expect(await text(site.url)).toBe('v3');
  });
});
