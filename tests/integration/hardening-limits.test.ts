// Limits before work, and limits that hold: every on-demand route refuses a body past its
// bound (413) before reading it; the chat bounds every field, counts unreadable requests
// against their address, keeps its limits in PocketBase (two site processes share them, a
// restart does not reset them), counts per visitor first and then per address, and answers an
// emergency whatever the counts say.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES } from '../../src/features/chat/chat-schema.ts';
import { handleChatRequest, type ChatDeps } from '../../src/features/chat/server/chat-endpoint.ts';
import { pocketbaseLimiter } from '../../src/features/chat/server/chat-limits.ts';
import { EMERGENCY_REPLY } from '../../src/features/chat/assistant/safety.ts';
import { TOO_LARGE_MESSAGE } from '../../src/lib/request-body.ts';
import { enableChat } from './support/chat.ts';
import { ownedCenter, ownerOn } from './support/owners.ts';
import { pbUrl, superuserClient } from './support/pocketbase.ts';

const PAGES = join(import.meta.dirname, '../../src/pages');

/** The on-demand routes that take a body: every page module with `prerender = false` and POST. */
async function postRoutes(): Promise<string[]> {
  const files = await readdir(PAGES, { recursive: true });
  const routes: string[] = [];
  for (const file of files.filter((f) => f.endsWith('.ts'))) {
    const text = await readFile(join(PAGES, file), 'utf8');
    if (text.includes('prerender = false') && /export const POST\b/.test(text)) routes.push(file);
  }
  return routes.sort();
}

type PostRoute = (context: { request: Request; clientAddress: string }) => Promise<Response>;

/** Calls a route module's POST as the Node adapter would. */
async function post(file: string, request: Request): Promise<Response> {
  const route = (await import(join(PAGES, file))) as { POST: PostRoute };
  return route.POST({ request, clientAddress: '198.18.0.1' });
}

/** A body that never says its length, sent in 64 KB chunks up to `size` bytes. */
function streamedBody(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) {
        controller.close();
        return;
      }
      const chunk = new Uint8Array(64 * 1024).fill(0x7b);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe('every on-demand route refuses a body past its bound before reading it', () => {
  it('finds the routes', async () => {
    expect(await postRoutes()).toEqual(
      expect.arrayContaining([
        'api/chat-ai.ts',
        'api/payments/webhook.ts',
        'api/payments/create-checkout.ts',
        'dashboard/scrape-website.ts',
        'admin/location-summaries.ts',
      ]),
    );
  });

  it('a declared 2 MB body gets 413 on every route', async () => {
    for (const file of await postRoutes()) {
      const response = await post(
        file,
        new Request('http://site.test/x', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(2 << 20) },
          body: 'x'.repeat(2 << 20),
        }),
      );
      expect({ file, status: response.status }).toEqual({ file, status: 413 });
      const answer = (await response.json()) as { message?: string; error?: string };
      expect(answer.message ?? answer.error).toMatch(/too large/);
    }
  });

  it('a 2 MB body sent without a length gets 413 on every route', async () => {
    for (const file of await postRoutes()) {
      const response = await post(
        file,
        new Request('http://site.test/x', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: streamedBody(2 << 20),
          duplex: 'half',
        } as RequestInit),
      );
      expect({ file, status: response.status }).toEqual({ file, status: 413 });
    }
  });

  it('says so in words', async () => {
    const response = await post(
      'api/payments/create-checkout.ts',
      new Request('http://site.test/x', { method: 'POST', body: 'x'.repeat(1 << 20) }),
    );
    expect(await response.json()).toEqual({ message: TOO_LARGE_MESSAGE });
  });
});

let center: RecordModel;
beforeAll(async () => {
  await enableChat();
  center = await ownedCenter(await ownerOn('premium'), { premium: true, featured: true });
});

let addressCount = 0;
const freshAddress = () => {
  addressCount += 1;
  return `100.67.${String((addressCount >> 8) & 255)}.${String(addressCount & 255)}`;
};
const session = () => `limits-${randomUUID()}`;

/** A server account signed in once, as the site server keeps it. */
function signedInOnce(): () => Promise<PocketBase> {
  let client: Promise<PocketBase> | undefined;
  return () => (client ??= superuserClient());
}

/** Deps as one site server process has them: its own PocketBase client and limiter. */
function siteProcess(): ChatDeps {
  const serverAccount = signedInOnce();
  return {
    pocketbaseUrl: pbUrl,
    serverAccount,
    provider: null,
    limiter: pocketbaseLimiter(serverAccount),
  };
}

async function chat(
  body: Record<string, unknown> | string,
  address: string,
  deps = siteProcess(),
): Promise<{ status: number; text: string }> {
  const response = await handleChatRequest(
    new Request('http://site.test/api/chat-ai', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify({ centerId: center.id, ...body }),
    }),
    address,
    deps,
  );
  return { status: response.status, text: await response.text() };
}

/** The hits counted in PocketBase for one chat bucket. */
async function hitsOf(bucket: string): Promise<number> {
  const su = await superuserClient();
  return (
    await su
      .collection('rate_limit_hits')
      .getList(1, 1, { filter: su.filter('bucket = {:bucket}', { bucket }) })
  ).totalItems;
}

/** Fills an address's chat share as other visitors at that address would have. */
async function fillAddress(address: string): Promise<void> {
  const limiter = pocketbaseLimiter(signedInOnce());
  const { count, windowMs } = CHAT_LIMITS.perAddress;
  for (let i = 0; i < count; i += 1) await limiter.take(`chat:address:${address}`, count, windowMs);
}

describe('the chat endpoint', () => {
  it('refuses a 60 MB body 413 with its message, and counts it against the address', async () => {
    const address = freshAddress();
    const response = await handleChatRequest(
      new Request('http://site.test/api/chat-ai', {
        method: 'POST',
        body: streamedBody(60 << 20),
        duplex: 'half',
      } as RequestInit),
      address,
      siteProcess(),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: CHAT_MESSAGES.tooLarge });
    expect(await hitsOf(`chat:address:${address}`)).toBe(1);
  });

  it('counts a body that is not JSON against the address', async () => {
    const address = freshAddress();
    expect((await chat('this is not json', address)).status).toBe(400);
    expect(await hitsOf(`chat:address:${address}`)).toBe(1);
  });

  it('bounds centerData: a 5,000-character value or 31 keys is refused', async () => {
    const big = await chat(
      { message: 'Hi', sessionId: session(), centerData: { name: 'x'.repeat(5000) } },
      freshAddress(),
    );
    expect(big.status).toBe(400);
    const keys = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${String(i)}`, i]));
    const many = await chat(
      { message: 'Hi', sessionId: session(), centerData: keys },
      freshAddress(),
    );
    expect(many.status).toBe(400);
  });

  it('keeps its limits in PocketBase: a second process (or the next release) sees the first one’s count', async () => {
    const sessionId = session();
    const first = siteProcess();
    for (let i = 0; i < CHAT_LIMITS.perVisitor.count; i += 1) {
      expect((await chat({ message: 'Hi', sessionId }, freshAddress(), first)).status).toBe(200);
    }
    const second = siteProcess();
    expect(await chat({ message: 'Hi', sessionId }, freshAddress(), second)).toMatchObject({
      status: 429,
      text: JSON.stringify({ error: CHAT_MESSAGES.tooMany }),
    });
  });

  it('counts per visitor first, then per address', async () => {
    const address = freshAddress();
    await fillAddress(address);
    const newVisitor = await chat(
      { message: 'What are your hours?', sessionId: session() },
      address,
    );
    expect(newVisitor.status).toBe(429);
    expect(
      (await chat({ message: 'What are your hours?', sessionId: session() }, freshAddress()))
        .status,
    ).toBe(200);
  });

  it('answers an emergency with 911 and 988 whatever the limits', async () => {
    const address = freshAddress();
    await fillAddress(address);
    const answer = await chat({ message: 'My son is missing', sessionId: session() }, address);
    expect(answer.status).toBe(200);
    const reply = answer.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; text?: string })
      .filter((event) => event.type === 'delta')
      .map((event) => event.text)
      .join('');
    expect(reply).toBe(EMERGENCY_REPLY);
  });
});
