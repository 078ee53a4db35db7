import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../src/integrations/precompress.ts';
import { SITE_STATUS_PATH } from '../../src/lib/routes.ts';
import { freePort } from './pocketbase-server.ts';
import { startSiteServer, type SiteServer, type SiteServerOptions } from './site-server.ts';

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
      `export const handler = (req, res) => res.setHeader('Content-Type', 'text/html').end(${JSON.stringify(next)});`,
    );
  };
}

async function start(
  labels: (string | Error)[],
  debounceMs = 50,
  more: Partial<SiteServerOptions> = {},
) {
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
    ...more,
  });
  return server;
}

/** The raw answer's status and headers (fetch would decompress and hide the encoding). */
function head(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      })
        .once('error', reject)
        .end();
    },
  );
}

const text = async (url: string) => (await fetch(url)).text();
const askRebuild = (url: string, token: string, paths?: string[]) =>
  fetch(`${url}/api/rebuild`, {
    method: 'POST',
    headers: { 'X-Rebuild-Token': token },
    body: paths ? JSON.stringify({ reason: 'centers c1', paths }) : null,
  });

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

  it('is settled once the replaced release has had its grace time and is closed', async () => {
    const site = await start(['v1', 'v2'], 50, { retireGraceMs: 300 });
    await site.settled();
    await site.rebuild();
    const swapped = performance.now();
    await site.settled();
    expect(performance.now() - swapped).toBeGreaterThanOrEqual(250);
    expect(await text(site.url)).toBe('v2');
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

  it('sends precompressed brotli or gzip by Accept-Encoding, assets immutable, pages revalidated', async () => {
    const page = `<!doctype html><title>Centers</title>${'<p>Autism services in Minnesota.</p>'.repeat(100)}`;
    const builder = async (outDir: string) => {
      await fakeBuilder(['server'])(outDir);
      await mkdir(join(outDir, 'client', 'center', 'a-1'), { recursive: true });
      await mkdir(join(outDir, 'client', '_astro'), { recursive: true });
      await writeFile(join(outDir, 'client', 'center', 'a-1', 'index.html'), page);
      await writeFile(join(outDir, 'client', '_astro', 'app.Ab12.css'), 'a{color:red}'.repeat(200));
      await precompressDirectory(join(outDir, 'client'));
    };
    const site = await start([], 50, { builder });
    await site.recordPagesCompressed();

    const brotli = await head(`${site.url}/center/a-1/`, { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotli.headers.etag).toBeTruthy();
    expect(brotli.headers['last-modified']).toBeTruthy();

    const gzip = await head(`${site.url}/center/a-1/`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await head(`${site.url}/center/a-1/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page));
    expect(await text(`${site.url}/center/a-1/`)).toBe(page);

    const revalidated = await head(`${site.url}/center/a-1/`, {
      'Accept-Encoding': 'gzip, br',
      'If-None-Match': String(brotli.headers.etag),
    });
    expect(revalidated.status).toBe(304);

    const asset = await head(`${site.url}/_astro/app.Ab12.css`, { 'Accept-Encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // What is not a file goes to the release's server.
    expect(await text(`${site.url}/api/anything`)).toBe('server');
  });

  it('runs a rebuild requested during a build once after it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const labels = ['v1', 'v2', 'v3', 'v4'];
    const inner = fakeBuilder(labels);
    const builds: string[] = [];
    const builder = async (outDir: string) => {
      builds.push(outDir);
      if (builds.length === 2) await gate;
      await inner(outDir);
    };
    const site = await start([], 20, { builder });
    const token = 'a-long-enough-rebuild-token';
    await askRebuild(site.url, token);
    await eventually(() => Promise.resolve(builds.length === 2));
    await askRebuild(site.url, token);
    await askRebuild(site.url, token);
    await eventually(async () => {
      const status = (await (await fetch(`${site.url}${SITE_STATUS_PATH}`)).json()) as {
        state: string;
        requested: number;
        published: number;
      };
      return status.state === 'building' && status.requested === 3 && status.published === 0;
    });
    release();
    await eventually(async () => (await text(site.url)) === 'v3');
    // The release swaps in before the build's cleanup ends; then the server is idle.
    await eventually(() => Promise.resolve(site.status().state === 'idle'));
    expect(site.status()).toMatchObject({ requested: 3, published: 3, estimatedSeconds: 0 });
    expect(builds).toHaveLength(3);
  });

  it('stops a build that runs past the time limit and keeps the live release', async () => {
    let calls = 0;
    const builder = async (outDir: string, _env: unknown, signal: AbortSignal) => {
      calls++;
      if (calls === 1) return fakeBuilder(['v1'])(outDir);
      await new Promise((resolve) => {
        signal.addEventListener('abort', resolve);
      });
    };
    const site = await start([], 50, { builder, buildTimeoutMs: 200 });
    await expect(site.rebuild()).rejects.toThrow('the build took over 0.2 s and was stopped');
    expect(await text(site.url)).toBe('v1');
    expect(site.status().state).toBe('idle');
  });

  it('serves the pages a change names fresh at once, then static from the release that has it', async () => {
    // Each release: a static page saying 'static vN'; its server renders 'rendered vN'.
    const gates: (() => void)[] = [];
    let builds = 0;
    const builder = async (outDir: string) => {
      builds++;
      const label = `v${String(builds)}`;
      if (builds > 1) await new Promise<void>((resolve) => gates.push(resolve));
      await fakeBuilder([`rendered ${label}`])(outDir);
      await mkdir(join(outDir, 'client', 'center', 'a-1'), { recursive: true });
      await writeFile(join(outDir, 'client', 'center', 'a-1', 'index.html'), `static ${label}`);
    };
    const site = await start([], 20, { builder });
    const token = 'a-long-enough-rebuild-token';
    const page = `${site.url}/center/a-1/`;
    expect(await text(page)).toBe('static v1');

    // Fresh as soon as the request is answered, in every spelling of the address.
    await askRebuild(site.url, token, ['/center/a-1', '/job/j1', '/etc/passwd', '/center/../x']);
    expect(await text(page)).toBe('rendered v1');
    expect(await text(`${site.url}/center/a-1/index.html`)).toBe('rendered v1');
    const rendered = await head(page, { 'Accept-Encoding': 'br' });
    expect(rendered.headers['content-encoding']).toBe('br');
    expect(rendered.headers['cache-control']).toBe('no-cache');
    expect(site.status()).toMatchObject({ requested: 1, published: 0, live: 1 });

    // A second edit while v2 builds: v2 does not have it, so the page stays rendered after v2.
    await eventually(() => Promise.resolve(gates.length === 1));
    await askRebuild(site.url, token, ['/center/a-1']);
    gates.shift()?.();
    await eventually(() => Promise.resolve(site.status().published === 1));
    expect(await text(page)).toBe('rendered v2');
    // v3 started after the second edit: with it live the page is static again.
    await eventually(() => Promise.resolve(gates.length === 1));
    gates.shift()?.();
    await eventually(async () => (await text(page)) === 'static v3');
    expect(site.status()).toMatchObject({ requested: 2, published: 2, live: 2 });
  });

  it('counts a change that names no page live only with the release that has it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let builds = 0;
    const builder = async (outDir: string) => {
      builds++;
      if (builds === 2) await gate;
      await fakeBuilder([`v${String(builds)}`])(outDir);
    };
    const site = await start([], 20, { builder });
    const token = 'a-long-enough-rebuild-token';
    await askRebuild(site.url, token, ['/center/a-1']);
    await askRebuild(site.url, token);
    await askRebuild(site.url, token, ['/center/b-2']);
    expect(site.status()).toMatchObject({ requested: 3, live: 1 });
    release();
    await eventually(() => Promise.resolve(site.status().live === 3));
  });
});
