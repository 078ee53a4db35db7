import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_STATUS_PATH } from '../../src/lib/routes.ts';
import { freePort } from '../../scripts/lib/pocketbase-server.ts';
import { createServer } from 'node:http';
import { FAKE_SITE_URL, writeFakeRelease } from '../testing/fake-release.ts';
import { cspHash } from '../../src/integrations/csp/policy.ts';
import { startPublisher, type Publisher, type PublisherOptions } from './publisher.ts';
import { CURRENT, keepUnchangedTimes, liveRelease, STATIC_FOLDER } from './releases.ts';

let publisher: Publisher | undefined;
const dirs: string[] = [];

afterEach(async () => {
  await publisher?.stop();
  publisher = undefined;
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const TOKEN = 'a-long-enough-rebuild-token';

/** Labels of the builds started, in order. */
let started: string[] = [];

/** A builder laying out a fake release per label, failing on an Error, waiting on a promise. */
function fakeBuilder(labels: (string | Error | Promise<string>)[]) {
  started = [];
  return async (outDir: string, _env: unknown, signal: AbortSignal) => {
    const next = labels.shift();
    if (next instanceof Promise) {
      started.push('waiting');
      await Promise.race([
        next,
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', reject);
        }),
      ]);
      await writeFakeRelease(outDir, await next);
      return;
    }
    started.push(String(next));
    if (next === undefined || next instanceof Error) throw next ?? new Error('no more builds');
    await writeFakeRelease(outDir, next);
  };
}

async function start(
  labels: (string | Error | Promise<string>)[],
  more: Partial<PublisherOptions> = {},
) {
  const releasesDir = await mkdtemp(join(tmpdir(), 'publisher-'));
  dirs.push(releasesDir);
  publisher = await startPublisher({
    host: '127.0.0.1',
    port: await freePort(),
    nodePort: await freePort(),
    releasesDir,
    buildEnv: {},
    rebuildToken: TOKEN,
    debounceMs: 50,
    builder: fakeBuilder(labels),
    log: () => undefined,
    ...more,
  });
  return { publisher, releasesDir };
}

const livePage = async (releasesDir: string, path: string) =>
  readFile(join(releasesDir, CURRENT, STATIC_FOLDER, path), 'utf8');

const askRebuild = (url: string, token: string, paths?: string[]) =>
  fetch(`${url}/api/rebuild`, {
    method: 'POST',
    headers: { 'X-Rebuild-Token': token },
    body: paths ? JSON.stringify({ reason: 'centers c1', paths }) : null,
  });

describe('publisher', () => {
  it('makes the first build live, and refuses rebuild requests without the token', async () => {
    const { publisher, releasesDir } = await start(['one']);
    expect(await livePage(releasesDir, 'index.html')).toContain('Home one');
    expect((await askRebuild(publisher.url, 'wrong-token-of-same-size!!')).status).toBe(401);
    expect((await fetch(`${publisher.url}/api/rebuild`)).status).toBe(405);
  });

  it('switches to a new release after requests, batched into one build', async () => {
    const { publisher, releasesDir } = await start(['one', 'two', 'three']);
    await Promise.all([askRebuild(publisher.url, TOKEN), askRebuild(publisher.url, TOKEN)]);
    await expect.poll(() => livePage(releasesDir, 'index.html')).toContain('Home two');
    await expect.poll(() => publisher.status().state).toBe('idle');
    expect(started).toEqual(['one', 'two']);
    expect(publisher.status()).toMatchObject({ requested: 2, published: 2, live: 2 });
  });

  it('keeps the live release serving when a build fails, and says so', async () => {
    const { publisher, releasesDir } = await start(['one', new Error('broken build')]);
    const before = await liveRelease(releasesDir);
    await askRebuild(publisher.url, TOKEN);
    await expect.poll(() => publisher.status().state).toBe('failed');
    expect(await liveRelease(releasesDir)).toBe(before);
    expect(await livePage(releasesDir, 'index.html')).toContain('Home one');
    // The failed build's folder is gone.
    expect((await readdir(releasesDir)).filter((name) => /^\d+$/.test(name))).toHaveLength(1);
  });

  it('stops a build that runs past the time limit and keeps the live release', async () => {
    const never = new Promise<string>(() => undefined);
    const { publisher, releasesDir } = await start(['one', never], { buildTimeoutMs: 300 });
    await askRebuild(publisher.url, TOKEN);
    await expect.poll(() => publisher.status().state).toBe('failed');
    expect(await livePage(releasesDir, 'index.html')).toContain('Home one');
  });

  it('keeps the live release and the one before it, and touches nothing else', async () => {
    const { publisher, releasesDir } = await start(['one', 'two', 'three']);
    await writeFile(join(releasesDir, 'notes.txt'), 'kept');
    await publisher.rebuild();
    await publisher.rebuild();
    const names = (await readdir(releasesDir)).sort();
    expect(names.filter((name) => /^\d+$/.test(name))).toHaveLength(2);
    expect(names).toContain('notes.txt');
    expect(await livePage(releasesDir, 'index.html')).toContain('Home three');
  });

  it('publishes the pages a request names at once, before answering it, and again into the next release', async () => {
    let finish: (label: string) => void = () => undefined;
    const second = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const { publisher, releasesDir } = await start(['one', second], { debounceMs: 10 });
    // A build that started before the request and ends after it.
    const building = publisher.rebuild();
    await expect.poll(() => started).toEqual(['one', 'waiting']);
    const answer = await askRebuild(publisher.url, TOKEN, ['/center/sunrise-1']);
    expect(answer.status).toBe(202);
    // Rendered by the live release's Node server from current data, with compressed copies.
    expect(await livePage(releasesDir, 'center/sunrise-1/index.html')).toBe(
      'one /center/sunrise-1',
    );
    const br = await stat(
      join(releasesDir, CURRENT, STATIC_FOLDER, 'center/sunrise-1/index.html.br'),
    );
    expect(br.size).toBeGreaterThan(0);
    expect(publisher.status().live).toBe(1);
    finish('two');
    await building;
    // The release built from older data gets the page published into it again.
    expect(await livePage(releasesDir, 'center/sunrise-1/index.html')).toBe(
      'two /center/sunrise-1',
    );
  });

  it("copies a published page's new picture into the live release before the page", async () => {
    const pocketbase = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(`picture ${req.url ?? ''}`);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => pocketbase.listen(port, '127.0.0.1', resolve));
    try {
      const { publisher, releasesDir } = await start(['one'], {
        buildEnv: { SITE_URL: FAKE_SITE_URL, POCKETBASE_URL: `http://127.0.0.1:${String(port)}` },
      });
      await askRebuild(publisher.url, TOKEN, ['/center/pictured-2']);
      expect(await livePage(releasesDir, 'center/pictured-2/index.html')).toContain(
        `<img src="${FAKE_SITE_URL}/api/files/centers/r9/photo_new.png?thumb=400x300">`,
      );
      expect(await livePage(releasesDir, 'api/files/centers/r9/400x300/photo_new.png')).toBe(
        'picture /api/files/centers/r9/photo_new.png?thumb=400x300',
      );
    } finally {
      await new Promise((resolve) => pocketbase.close(resolve));
    }
  });

  it("lists a published page's critical CSS in the live policy, before the page is live", async () => {
    const { publisher, releasesDir } = await start(['one'], { debounceMs: 60_000 });
    await askRebuild(publisher.url, TOKEN, ['/center/styled-3', '/es/center/styled-3']);
    const page = await livePage(releasesDir, 'center/styled-3/index.html');
    const style = /<style>([^<]*)<\/style>/.exec(page)?.[1] ?? '';
    expect(style).toBe('h1{color:3}');
    const policy = await livePage(releasesDir, 'csp-policy.txt');
    expect(policy).toBe(
      `default-src 'self'; style-src 'self' 'sha256-built' '${cspHash(style)}'; object-src 'none'; frame-ancestors 'none';\n`,
    );
    // Pages published side by side with one style add it once.
    expect(policy.split(cspHash(style)).length).toBe(2);
    // A page no build made: its folder came into place whole, with its compressed copies.
    const folder = join(releasesDir, CURRENT, STATIC_FOLDER, 'center');
    expect((await readdir(folder)).filter((name) => name.startsWith('styled-3'))).toEqual([
      'styled-3',
    ]);
    expect(await readdir(join(folder, 'styled-3'))).toEqual(
      expect.arrayContaining(['index.html', 'index.html.br', 'index.html.gz']),
    );
  });

  it("publishes a page's versions in each language at once, and nothing under another prefix", async () => {
    // No rebuild while the test reads the pages: they stay the ones published into 'one'.
    const { publisher, releasesDir } = await start(['one'], { debounceMs: 60_000 });
    const answer = await askRebuild(publisher.url, TOKEN, [
      '/center/sunrise-1',
      '/es/center/sunrise-1',
      '/hmn/center/sunrise-1',
      '/xx/center/sunrise-1',
    ]);
    expect(answer.status).toBe(202);
    for (const path of ['center', 'es/center', 'hmn/center']) {
      expect(await livePage(releasesDir, `${path}/sunrise-1/index.html`)).toBe(
        `one /${path}/sunrise-1`,
      );
    }
    await expect(livePage(releasesDir, 'xx/center/sunrise-1/index.html')).rejects.toThrow();
  });

  it('answers the status of the rebuilds', async () => {
    const { publisher } = await start(['one']);
    const status = (await (await fetch(`${publisher.url}${SITE_STATUS_PATH}`)).json()) as unknown;
    expect(status).toMatchObject({ state: 'idle', requested: 0, published: 0, live: 0 });
  });

  it('restarts the Node server when it dies', async () => {
    const { publisher } = await start(['one']);
    const first = publisher.nodePid();
    process.kill(Number(first), 'SIGKILL');
    await expect.poll(() => publisher.nodePid(), { timeout: 10_000 }).not.toBe(first);
    await expect.poll(() => publisher.nodePid()).toBeDefined();
  });
});

describe('keepUnchangedTimes', () => {
  it("gives unchanged files the previous release's times, so their validators stay", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'times-'));
    dirs.push(dir);
    for (const release of ['a', 'b']) await mkdir(join(dir, release, 'x'), { recursive: true });
    await writeFile(join(dir, 'a', 'x', 'same.html'), 'same');
    await writeFile(join(dir, 'a', 'x', 'changed.html'), 'old!');
    const old = new Date('2026-01-01T00:00:00Z');
    const { utimes } = await import('node:fs/promises');
    await utimes(join(dir, 'a', 'x', 'same.html'), old, old);
    await utimes(join(dir, 'a', 'x', 'changed.html'), old, old);
    await writeFile(join(dir, 'b', 'x', 'same.html'), 'same');
    await writeFile(join(dir, 'b', 'x', 'changed.html'), 'new!');
    await writeFile(join(dir, 'b', 'x', 'added.html'), 'new');
    expect(await keepUnchangedTimes(join(dir, 'a'), join(dir, 'b'))).toBe(1);
    expect((await stat(join(dir, 'b', 'x', 'same.html'))).mtime).toEqual(old);
    expect((await stat(join(dir, 'b', 'x', 'changed.html'))).mtime).not.toEqual(old);
  });
});
