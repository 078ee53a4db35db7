// 'Scrape website': PocketBase's permit route (pb_hooks/scrape.pb.js) decides who may scrape,
// and the site's handler (src/features/dashboard/scrape/) fetches only from the public web.
// Nothing here sends traffic anywhere but 127.0.0.1: private addresses are refused before a
// request is made, and the successful fetches use a server this test starts on 127.0.0.1,
// reachable only through the tests-only policy (the site's endpoint always uses PUBLIC_WEB).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_WEB, type FetchPolicy } from '../../src/features/dashboard/scrape/safe-fetch.ts';
import { handleScrapeRequest } from '../../src/features/dashboard/scrape/scrape-website.ts';
import { createUser, pbUrl } from './support/pocketbase.ts';
import type { TestUser } from './support/pocketbase.ts';
import { ownedCenter, ownerOn } from './support/owners.ts';

const LOOPBACK_FOR_TESTS: FetchPolicy = {
  ...PUBLIC_WEB,
  timeoutMs: 1_500,
  maxBytes: 50_000,
  allowLoopbackForTests: true,
};

/** Requests the local server received, by path. */
const hits: string[] = [];
let server: Server;
let local = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    switch (req.url) {
      case '/about':
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(
          '<html><head><title>Lakeside ABA</title><script>var key = "secret";</script></head>' +
            '<body><nav>Menu</nav><h1>About us</h1><p>We serve ages 2&ndash;8 in Duluth.</p></body></html>',
        );
        return;
      case '/notes.txt':
        res.setHeader('Content-Type', 'text/plain');
        res.end('Open Monday to Friday.\n\nWe take Medica.');
        return;
      case '/huge':
        res.setHeader('Content-Type', 'text/html');
        res.end(`<p>${'word '.repeat(100_000)}</p>`);
        return;
      case '/to-private':
        res.writeHead(302, { Location: 'http://10.0.0.1/admin' });
        res.end();
        return;
      case '/to-metadata':
        res.writeHead(301, { Location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
        return;
      case '/logo.png':
        res.setHeader('Content-Type', 'image/png');
        res.end(Buffer.alloc(100));
        return;
      case '/slow':
        // Never answers: the policy's timeout ends the fetch.
        return;
      default:
        res.statusCode = 404;
        res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  local = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

let premium: TestUser;
let center: RecordModel;

beforeAll(async () => {
  premium = await ownerOn('premium');
  center = await ownedCenter(premium, { website: '' });
});

/** Calls the handler as the user (or a visitor) and returns status and JSON body. */
async function scrape(
  as: TestUser | null,
  body: Record<string, unknown>,
  policy: FetchPolicy = PUBLIC_WEB,
): Promise<{ status: number; body: { content?: string; message?: string } }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (as) headers.Authorization = as.client.authStore.token;
  const request = new Request('http://site.test/dashboard/scrape-website', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const response = await handleScrapeRequest(request, { pocketbaseUrl: pbUrl, policy });
  return { status: response.status, body: (await response.json()) as { content?: string } };
}

describe('scrape: who may scrape (PocketBase decides)', () => {
  it('a visitor is refused', async () => {
    expect((await scrape(null, { centerId: center.id, url: `${local}/about` })).status).toBe(401);
  });

  it('a free-plan owner gets Premium Feature Required', async () => {
    const free = await ownerOn('free');
    const own = await ownedCenter(free, { website: `${local}/about` });
    expect(await scrape(free, { centerId: own.id }, LOOPBACK_FOR_TESTS)).toEqual({
      status: 403,
      body: {
        message:
          'Premium Feature Required: Website scraping is a premium feature. Upgrade your plan to access this functionality.',
      },
    });
  });

  it("another user's center is not found", async () => {
    const someone = await createUser();
    expect((await scrape(someone, { centerId: center.id, url: `${local}/about` })).status).toBe(
      404,
    );
  });

  it('without a website address: No Website URL', async () => {
    expect(await scrape(premium, { centerId: center.id, url: '  ' })).toEqual({
      status: 400,
      body: { message: 'No Website URL: Please enter a website URL first to scrape content.' },
    });
    // Nothing sent and nothing stored: the center's own website is empty too.
    expect((await scrape(premium, { centerId: center.id })).status).toBe(400);
  });

  it('only http and https', async () => {
    const answer = await scrape(premium, { centerId: center.id, url: 'ftp://example.org/' });
    expect(answer.status).toBe(400);
  });
});

describe('scrape: private network addresses are refused before anything is sent', () => {
  const port = () => new URL(local).port;
  it.each([
    () => `${local}/about`,
    () => `http://localhost:${port()}/about`,
    () => `http://2130706433:${port()}/about`,
    () => `http://[::1]:${port()}/about`,
    () => `http://[::ffff:127.0.0.1]:${port()}/about`,
    () => 'http://10.1.2.3/',
    () => 'http://192.168.0.1/',
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://[fd00::1]/',
    () => 'https://127.0.0.1/',
  ])('refuses %s', async (target) => {
    const before = hits.length;
    const answer = await scrape(premium, { centerId: center.id, url: target() });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/cannot be scraped|not a web port/);
    expect(hits.length).toBe(before);
  });
});

describe('scrape: fetching (a local server, through the tests-only policy)', () => {
  it('returns the readable text of an HTML page', async () => {
    const answer = await scrape(
      premium,
      { centerId: center.id, url: `${local}/about` },
      LOOPBACK_FOR_TESTS,
    );
    expect(answer).toEqual({
      status: 200,
      body: { content: 'Lakeside ABA\nAbout us\nWe serve ages 2–8 in Duluth.' },
    });
  });

  it('uses the stored website when none is sent, and reads plain text', async () => {
    const own = await ownedCenter(premium, { website: `${local}/notes.txt` });
    expect(await scrape(premium, { centerId: own.id }, LOOPBACK_FOR_TESTS)).toEqual({
      status: 200,
      body: { content: 'Open Monday to Friday.\nWe take Medica.' },
    });
  });

  it('caps the size of what it reads', async () => {
    // 1,000 bytes, far below the 20,000 characters the knowledge base keeps, so only the
    // read cap can explain the length (the page itself is 500,000 bytes).
    const answer = await scrape(
      premium,
      { centerId: center.id, url: `${local}/huge` },
      { ...LOOPBACK_FOR_TESTS, maxBytes: 1_000 },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.content?.length).toBeLessThanOrEqual(1_000);
    expect(answer.body.content).toMatch(/^(word ){150,}/);
  });

  it.each(['/to-private', '/to-metadata'])(
    'refuses a redirect (%s) to a private address',
    async (path) => {
      const answer = await scrape(
        premium,
        { centerId: center.id, url: `${local}${path}` },
        LOOPBACK_FOR_TESTS,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/is not on the public internet/);
    },
  );

  it.each(['/logo.png', '/missing', '/slow'])('fails with the spec text for %s', async (path) => {
    const answer = await scrape(
      premium,
      { centerId: center.id, url: `${local}${path}` },
      LOOPBACK_FOR_TESTS,
    );
    expect(answer).toEqual({
      status: 502,
      body: { message: 'Error: Failed to scrape website content. Please try again.' },
    });
  });
});
