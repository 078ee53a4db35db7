import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/pocketbase-server.ts';
import { startCaddy, type Caddy } from './caddy.ts';
import { nodeServer, type NodeServer } from './publisher/node-server.ts';
import { moveStaticFiles } from './publisher/releases.ts';
import { rawGet, writeFakeRelease } from './testing/fake-release.ts';

// server/Caddyfile run by the Caddy that setup builds, in front of a release as the build lays
// it out, that release's Node server (run as the publisher runs it) and a stand-in PocketBase
// that reports what reached it.

let dir: string;
let site: string;
let caddy: Caddy;
let node: NodeServer;
const servers: Server[] = [];
/** What the stand-in PocketBase saw of each request: its headers and the peer's address. */
const seenByPocketBase: { path: string; headers: IncomingHttpHeaders; from: string }[] = [];

async function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  const port = await freePort();
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return port;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'caddy-test-'));
  await writeFakeRelease(join(dir, '1'), 'release-1');
  await moveStaticFiles(join(dir, '1'));
  await symlink('1', join(dir, 'current'));
  const pocketbasePort = await listen((req, res) => {
    seenByPocketBase.push({
      path: req.url ?? '',
      headers: req.headers,
      from: req.socket.remoteAddress ?? '',
    });
    res
      .writeHead(200, {
        'Content-Type': 'image/webp',
        'Cache-Control': 'max-age=2592000',
        // As PocketBase sends them: replaced by the site's, never doubled.
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'SAMEORIGIN',
      })
      .end('picture');
  });
  const publisherPort = await listen((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"state":"idle"}');
  });
  const nodePort = await freePort();
  node = nodeServer({ host: '127.0.0.1', port: nodePort, log: () => undefined });
  await node.runRelease(join(dir, '1'));
  const port = await freePort();
  site = `http://127.0.0.1:${String(port)}`;
  caddy = await startCaddy({
    address: site,
    siteRoot: join(dir, 'current', 'static'),
    nodeUpstream: `127.0.0.1:${String(nodePort)}`,
    pocketbaseUpstream: `127.0.0.1:${String(pocketbasePort)}`,
    publisherUpstream: `127.0.0.1:${String(publisherPort)}`,
  });
}, 30_000);

afterAll(async () => {
  await caddy.stop();
  await node.stop();
  for (const server of servers) server.close();
  await rm(dir, { recursive: true, force: true });
});

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

describe('Caddy in front of the site', () => {
  it('sends the security headers with every answer: a page, the 404 page, Node, PocketBase', async () => {
    for (const path of ['/', '/no-such-page', '/center/new-7', '/api/files/c/r/p.webp']) {
      const { headers } = await rawGet(`${site}${path}`);
      expect(headers, path).toMatchObject(SECURITY_HEADERS);
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['permissions-policy'], path).toContain('geolocation=()');
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      // A page's policy names what it may load; a picture's allows nothing.
      expect(headers['content-security-policy'], path).toMatch(
        path.startsWith('/api/') ? /^default-src 'none';/ : /object-src 'none'/,
      );
      // Plain HTTP: a browser would ignore it, and it belongs to HTTPS only.
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it("sends the build's whole policy with pages only: scripts and pictures get a short one", async () => {
    const policy = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'";
    await writeFile(join(dir, '1', 'static', 'csp-policy.txt'), `${policy}\n`);
    try {
      for (const path of ['/', '/about', '/center/new-7']) {
        expect((await rawGet(`${site}${path}`)).headers['content-security-policy'], path).toBe(
          policy,
        );
      }
      for (const path of ['/_astro/app.Bx12abcd.js', '/api/files/c/r/p.webp']) {
        expect((await rawGet(`${site}${path}`)).headers['content-security-policy'], path).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
      }
    } finally {
      await rm(join(dir, '1', 'static', 'csp-policy.txt'));
    }
  });

  it("sends the build's policy file as the policy, and never the file itself", async () => {
    // The build writes the whole policy, frame-ancestors included (src/integrations/csp).
    const policy = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'";
    await writeFile(join(dir, '1', 'static', 'csp-policy.txt'), `${policy}\n`);
    try {
      const page = await rawGet(`${site}/about/`);
      expect(page.headers['content-security-policy']).toBe(policy);
      const file = await rawGet(`${site}/csp-policy.txt`);
      expect(file.status).toBe(404);
      expect(file.body.toString()).toContain('Page not found');
    } finally {
      await rm(join(dir, '1', 'static', 'csp-policy.txt'));
    }
  });

  it('sends the precompressed copy, and 304 for either validator', async () => {
    const page = await rawGet(`${site}/`, { 'Accept-Encoding': 'br, gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('Home release-1');
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = String(page.headers.etag);
    const modified = String(page.headers['last-modified']);
    expect(etag).not.toBe('undefined');
    expect(modified).not.toBe('undefined');
    const byTag = await rawGet(`${site}/`, {
      'Accept-Encoding': 'br, gzip',
      'If-None-Match': etag,
    });
    expect(byTag.status).toBe(304);
    const byDate = await rawGet(`${site}/`, {
      'Accept-Encoding': 'br, gzip',
      'If-Modified-Since': modified,
    });
    expect(byDate.status).toBe(304);
  });

  it('caches hashed assets for a year', async () => {
    const asset = await rawGet(`${site}/_astro/app.Bx12abcd.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers the 404 page with its status, compressed, also at /404 and /404/', async () => {
    for (const path of ['/no-such-page', '/404', '/404/', '/404.html', '/about/x.png', '/es/404']) {
      const answer = await rawGet(`${site}${path}`, { 'Accept-Encoding': 'br' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(answer.body).toString(), path).toContain('Page not found');
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('answers a page at both forms of its address, without a redirect', async () => {
    for (const path of ['/about', '/about/']) {
      const answer = await rawGet(`${site}${path}`, { 'Accept-Encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(answer.body).toString(), path).toContain('About release-1');
    }
  });

  it('serves built center pages itself and asks the Node server for the others', async () => {
    expect((await rawGet(`${site}/center/sunrise-1/`)).body.toString()).toContain(
      'Sunrise release-1',
    );
    const onDemand = await rawGet(`${site}/center/autism-5`);
    expect(onDemand.status).toBe(200);
    expect(onDemand.body.toString()).toBe('release-1 /center/autism-5');
    expect(onDemand.headers).toMatchObject(SECURITY_HEADERS);
  });

  it("never passes a visitor's publish request on to the Node server", async () => {
    // Only the publisher, which talks to the Node server directly, asks for a page to publish.
    const page = await rawGet(`${site}/center/styled-8`, { 'X-Publish-Render': '1' });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe('release-1 /center/styled-8');
  });

  it('fetches pictures without the visitor address, so rate limits never apply, cached for a year', async () => {
    const picture = await rawGet(`${site}/api/files/centers/r1/logo.webp?thumb=160x160f`, {
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(picture.status).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const seen = seenByPocketBase.find(({ path }) => path.includes('logo.webp'));
    expect(seen?.from).toBe('127.0.0.2');
    expect(seen?.headers['x-forwarded-for']).toBeUndefined();
    // A protected file (a token in its address) keeps PocketBase's own caching.
    const resume = await rawGet(`${site}/api/files/applications/r2/cv.pdf?token=abc`);
    expect(resume.headers['cache-control']).toBe('max-age=2592000');
    // The rest of PocketBase's API gets the visitor's address (its rate limits are per visitor).
    await rawGet(`${site}/api/collections/centers/records`);
    const api = seenByPocketBase.find(({ path }) => path.startsWith('/api/collections/'));
    expect(api?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('sends the pictures copied into the release itself, and asks PocketBase for the others', async () => {
    const thumbnail = await rawGet(`${site}/api/files/centers/r3/photo_abc.png?thumb=400x300`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.body.toString()).toBe('copied thumbnail');
    expect(thumbnail.headers).toMatchObject({
      ...SECURITY_HEADERS,
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const revalidated = await rawGet(`${site}/api/files/centers/r3/photo_abc.png?thumb=400x300`, {
      'If-None-Match': String(thumbnail.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    const file = await rawGet(`${site}/api/files/centers/r3/photo_abc.png`);
    expect(file.body.toString()).toBe('copied file');
    expect(seenByPocketBase.some(({ path }) => path.includes('/r3/'))).toBe(false);
    // A size not copied, a size that is not one, a protected file: PocketBase's.
    for (const query of ['thumb=800x0', 'thumb=../400x300', 'thumb=400x300&token=abc']) {
      const answer = await rawGet(`${site}/api/files/centers/r3/photo_abc.png?${query}`);
      expect(answer.body.toString()).toBe('picture');
      expect(seenByPocketBase.some(({ path }) => path.endsWith(`photo_abc.png?${query}`))).toBe(
        true,
      );
    }
  });

  it('proxies the status of the rebuilds to the publisher', async () => {
    const answer = await rawGet(`${site}/api/site-status`);
    expect(JSON.parse(answer.body.toString())).toEqual({ state: 'idle' });
  });

  it('moves the Node server to a new release without refusing or cutting a request', async () => {
    await writeFakeRelease(join(dir, '2'), 'release-2');
    const post = async (path: string, body = 'x') => {
      const answer = await fetch(`${site}${path}`, { method: 'POST', body });
      return `${String(answer.status)} ${await answer.text()}`;
    };
    // Started on the old release, answered after the new one has taken over.
    const inFlight = post('/api/payments/slow');
    // And requests all the while, from four clients, until the new release answers them.
    let handedOver = false;
    const answers: string[] = [];
    const client = async () => {
      while (!handedOver) answers.push(await post('/api/payments/echo', 'a whole body'));
    };
    const clients = Array.from({ length: 4 }, client);
    await node.runRelease(join(dir, '2'));
    await expect
      .poll(async () => (await rawGet(`${site}/center/autism-6`)).body.toString())
      .toBe('release-2 /center/autism-6');
    handedOver = true;
    await Promise.all(clients);
    expect(await inFlight).toBe('200 release-1');
    expect(answers.length).toBeGreaterThan(0);
    expect(new Set(answers)).toEqual(new Set(['200 a whole body']));
  }, 30_000);

  it('keeps serving static pages while the Node server is killed mid-request, and it comes back', async () => {
    // A request the Node server has started answering (its first bytes arrived) and not ended.
    const { ended } = await new Promise<{ ended: Promise<string> }>((resolve, reject) => {
      request(`${site}/api/chat-ai`, (res) => {
        res.once('data', () => {
          const ended = new Promise<string>((done) => {
            res.resume();
            res.once('error', () => undefined);
            res.once('close', () => {
              done(res.complete ? 'ended' : 'cut off');
            });
          });
          resolve({ ended });
        });
      })
        .once('error', reject)
        .end();
    });
    const killed = node.pid();
    process.kill(Number(killed), 'SIGKILL');
    expect(await ended).toBe('cut off');
    for (let i = 0; i < 5; i++) {
      const page = await rawGet(`${site}/about/`);
      expect(page.status).toBe(200);
    }
    await expect
      .poll(async () => (await rawGet(`${site}/center/autism-6`)).body.toString(), {
        timeout: 15_000,
      })
      .toBe('release-2 /center/autism-6');
    expect(node.pid()).not.toBe(killed);
  }, 30_000);
});
