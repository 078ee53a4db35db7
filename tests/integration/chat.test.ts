// The chat-ai endpoint (src/features/chat/server/chat-endpoint.ts) against the real PocketBase:
// who may chat where, what is stored, the limits, and the configured-model path against a
// local OpenAI-compatible server (streaming, error, rate limit, timeout, fallback).
import { randomUUID } from 'node:crypto';
import type { RecordModel } from 'pocketbase';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ChatStreamEvent,
} from '../../src/features/chat/chat-schema.ts';
import { handleChatRequest, type ChatDeps } from '../../src/features/chat/server/chat-endpoint.ts';
import { pocketbaseLimiter } from '../../src/features/chat/server/chat-limits.ts';
import { openAiProvider } from '../../src/lib/ai/openai-provider.ts';
import type { TextProvider } from '../../src/lib/ai/provider.ts';
import { enableChat } from './support/chat.ts';
import { ownedCenter, ownerOn } from './support/owners.ts';
import { startOpenAiStub, streamPieces, type OpenAiStub } from './support/openai-stub.ts';
import { createUser, pbUrl, superuserClient, type TestUser } from './support/pocketbase.ts';

const HOURS = { saturday_open: '09:00', saturday_close: '12:00' };
let featured: RecordModel;
let plain: RecordModel;
let chatOff: RecordModel;
let family: TestUser;

beforeAll(async () => {
  await enableChat();
  const owner = await ownerOn('premium');
  const base = {
    premium: true,
    phone_number: '6515550123',
    email: 'hello@chat-test.example',
    insurance_accepted: ['medica', 'ucare'],
    ...HOURS,
  };
  [featured, plain, chatOff, family] = await Promise.all([
    ownedCenter(owner, {
      ...base,
      featured: true,
      knowledge_base: 'Parking is free behind the building.',
    }),
    ownedCenter(owner, { ...base, featured: false }),
    ownedCenter(owner, { ...base, featured: true, ai_chat_enabled: false }),
    createUser(),
  ]);
});

let stub: OpenAiStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

function deps(provider: TextProvider | null = null): ChatDeps {
  return {
    pocketbaseUrl: pbUrl,
    serverAccount: superuserClient,
    provider,
    limiter: pocketbaseLimiter(superuserClient),
  };
}

// The limits are counted in PocketBase for the whole run: each message comes from an address
// of its own unless a test names one.
let addressCount = 0;
const freshAddress = () => {
  addressCount += 1;
  return `100.66.${String((addressCount >> 8) & 255)}.${String(addressCount & 255)}`;
};

function chatRequest(body: Record<string, unknown>, token?: string): Request {
  return new Request('http://site.test/api/chat-ai', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
}

const session = () => `session-${randomUUID()}`;

/** Sends one message and reads the whole streamed reply. */
async function ask(
  body: Record<string, unknown>,
  options: { deps?: ChatDeps; token?: string; address?: string } = {},
): Promise<{
  status: number;
  error?: string;
  events: ChatStreamEvent[];
  reply: string;
  conversationId?: string | undefined;
}> {
  const response = await handleChatRequest(
    chatRequest({ centerId: featured.id, ...body }, options.token),
    options.address ?? freshAddress(),
    options.deps ?? deps(),
  );
  if (!response.ok) {
    const { error } = (await response.json()) as { error: string };
    return { status: response.status, error, events: [], reply: '' };
  }
  const events = (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatStreamEvent);
  let reply = '';
  for (const e of events) {
    if (e.type === 'delta') reply += e.text;
    if (e.type === 'reset') reply = '';
  }
  const first = events[0];
  return {
    status: response.status,
    events,
    reply,
    conversationId: first?.type === 'conversation' ? first.conversationId : undefined,
  };
}

async function messagesOf(conversationId: string): Promise<RecordModel[]> {
  const su = await superuserClient();
  return su
    .collection('chat_messages')
    .getFullList({ filter: `conversation = "${conversationId}"`, sort: 'created' });
}

describe('the grounded chat', () => {
  it('answers an anonymous visitor from the center record, streamed, and stores both messages', async () => {
    const sessionId = session();
    const answer = await ask({ message: 'Are you open on Saturday?', sessionId });
    expect(answer.status).toBe(200);
    expect(answer.events.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
    expect(answer.events.at(-1)).toEqual({ type: 'done' });
    expect(answer.reply).toContain('Saturday 9:00 AM – 12:00 PM');
    const stored = await messagesOf(answer.conversationId ?? '');
    expect(stored.map((m): unknown[] => [m.is_user, m.message])).toEqual([
      [true, 'Are you open on Saturday?'],
      [false, answer.reply],
    ]);
    const su = await superuserClient();
    const conversation = await su
      .collection('chat_conversations')
      .getOne(answer.conversationId ?? '');
    expect(conversation).toMatchObject({
      center: featured.id,
      user: '',
      user_session_id: sessionId,
    });
  });

  it('continues the same conversation for the same browser session only', async () => {
    const sessionId = session();
    const first = await ask({ message: 'Do you take Medica?', sessionId });
    expect(first.reply).toContain('lists Medica as accepted');
    const second = await ask({
      message: 'Is there parking?',
      sessionId,
      conversationId: first.conversationId,
    });
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.reply).toContain('Parking is free behind the building.');
    const stranger = await ask({
      message: 'Hello',
      sessionId: session(),
      conversationId: first.conversationId,
    });
    expect(stranger).toMatchObject({ status: 404, error: CHAT_MESSAGES.conversationNotFound });
    expect(await messagesOf(first.conversationId ?? '')).toHaveLength(4);
  });

  it("keeps a signed-in visitor's conversation under their account", async () => {
    const token = family.client.authStore.token;
    const answer = await ask(
      { message: 'What insurance do you take?', isAnonymous: false },
      { token },
    );
    expect(answer.reply).toContain('Medica and UCare');
    const mine = await family.client
      .collection('chat_conversations')
      .getFullList({ filter: `center = "${featured.id}"` });
    expect(mine.map((c) => c.id)).toEqual([answer.conversationId]);
    const other = await createUser();
    const refused = await ask(
      { message: 'Hi', isAnonymous: false, conversationId: answer.conversationId },
      { token: other.client.authStore.token },
    );
    expect(refused).toMatchObject({ status: 404, error: CHAT_MESSAGES.conversationNotFound });
    const expired = await ask({ message: 'Hi', isAnonymous: false }, { token: 'not-a-token' });
    expect(expired).toMatchObject({ status: 401, error: CHAT_MESSAGES.sessionExpired });
  });

  it.each([
    ['a center that is not featured', () => plain.id],
    ['a center whose owner switched the chat off', () => chatOff.id],
    ['a center that does not exist', () => 'abcdefghijklmno'],
  ])('refuses %s, storing nothing', async (_label, centerId) => {
    const su = await superuserClient();
    const before = (await su.collection('chat_conversations').getList(1, 1)).totalItems;
    const answer = await ask({ message: 'Hello', sessionId: session(), centerId: centerId() });
    expect(answer).toMatchObject({ status: 404, error: CHAT_MESSAGES.unavailable });
    expect((await su.collection('chat_conversations').getList(1, 1)).totalItems).toBe(before);
  });

  it.each([
    [{ message: '   ' }, CHAT_MESSAGES.empty],
    [{ message: 'x'.repeat(CHAT_LIMITS.messageMax + 1) }, CHAT_MESSAGES.tooLong],
    [{ message: 'Hi', sessionId: 'short' }, CHAT_MESSAGES.invalid],
    [{ message: 'Hi', sessionId: null }, CHAT_MESSAGES.invalid],
  ])('answers a bad request %j with a clear 400', async (body, error) => {
    const answer = await ask({ sessionId: session(), ...body });
    expect(answer).toMatchObject({ status: 400, error });
  });
});

describe('limits', () => {
  it('limits messages per visitor, whatever the address', async () => {
    const sessionId = session();
    for (let i = 0; i < CHAT_LIMITS.perVisitor.count; i += 1) {
      expect((await ask({ message: 'Hi', sessionId })).status).toBe(200);
    }
    expect(await ask({ message: 'Hi', sessionId })).toMatchObject({
      status: 429,
      error: CHAT_MESSAGES.tooMany,
    });
    expect((await ask({ message: 'Hi', sessionId: session() })).status).toBe(200);
  });

  it('limits messages per conversation', async () => {
    const sessionId = session();
    const first = await ask({ message: 'Hi', sessionId });
    const su = await superuserClient();
    for (let i = 1; i < CHAT_LIMITS.perConversation.count; i++) {
      await su
        .collection('chat_messages')
        .create({ conversation: first.conversationId, message: 'Hi', is_user: true });
    }
    const over = await ask({
      message: 'One more',
      sessionId,
      conversationId: first.conversationId,
    });
    expect(over).toMatchObject({ status: 429, error: CHAT_MESSAGES.tooMany });
  });
});

describe('a configured OpenAI-compatible model', () => {
  const model = (timeoutMs = 5000) =>
    openAiProvider({
      baseUrl: stub?.baseUrl ?? '',
      model: 'test-model',
      apiKey: 'sk-test',
      timeoutMs,
    });

  it('streams the model reply, given the facts as quoted data', async () => {
    stub = await startOpenAiStub((res) => {
      streamPieces(res, ['Parking is free ', 'behind the building.']);
    });
    const answer = await ask(
      { message: 'Is there parking?', sessionId: session() },
      { deps: deps(model()) },
    );
    expect(answer.reply).toBe('Parking is free behind the building.');
    expect(answer.events.filter((e) => e.type === 'delta')).toHaveLength(2);
    const [request] = stub.requests;
    expect(request).toMatchObject({ model: 'test-model', stream: true });
    expect(request?.messages[0]?.role).toBe('system');
    expect(request?.messages[1]?.content).toContain(
      '"excerpts":["Parking is free behind the building."]',
    );
    expect(request?.messages[1]?.content).toContain('"phone":"(651) 555-0123"');
  });

  it.each([
    ['an error', (res: import('node:http').ServerResponse) => res.writeHead(500).end('boom')],
    ['a rate limit', (res: import('node:http').ServerResponse) => res.writeHead(429).end('{}')],
    [
      'an empty reply',
      (res: import('node:http').ServerResponse) => {
        streamPieces(res, []);
      },
    ],
  ])('falls back to the grounded answer on %s', async (_label, answerWith) => {
    stub = await startOpenAiStub(answerWith);
    const answer = await ask(
      { message: 'Do you take UCare?', sessionId: session() },
      { deps: deps(model()) },
    );
    expect(answer.status).toBe(200);
    expect(answer.reply).toContain('lists UCare as accepted');
    const stored = await messagesOf(answer.conversationId ?? '');
    expect(stored.at(-1)?.message).toBe(answer.reply);
  });

  it('replaces a reply that breaks off midway with the grounded answer', async () => {
    stub = await startOpenAiStub((res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(
        `data: ${JSON.stringify({ choices: [{ delta: { content: 'We accept every' } }] })}\n\n`,
      );
      // Break off once the first piece is on its way, as a dropped connection would.
      setTimeout(() => res.destroy(), 100);
    });
    const answer = await ask(
      { message: 'Do you take UCare?', sessionId: session() },
      { deps: deps(model()) },
    );
    expect(answer.events.slice(1, 3)).toEqual([
      { type: 'delta', text: 'We accept every' },
      { type: 'reset' },
    ]);
    expect(answer.reply).toContain('lists UCare as accepted');
    expect(answer.reply).not.toContain('We accept every');
    expect((await messagesOf(answer.conversationId ?? '')).at(-1)?.message).toBe(answer.reply);
  });

  it('falls back to the grounded answer when the model times out', async () => {
    stub = await startOpenAiStub(() => {
      // Never answers: the provider's timeout must end the wait.
    });
    const answer = await ask(
      { message: 'Do you take Medica?', sessionId: session() },
      { deps: deps(model(1000)) },
    );
    expect(answer.reply).toContain('lists Medica as accepted');
  });

  it('never asks the model about emergencies', async () => {
    stub = await startOpenAiStub((res) => {
      streamPieces(res, ['Try a warm bath.']);
    });
    const answer = await ask(
      { message: 'My son is not breathing', sessionId: session() },
      { deps: deps(model()) },
    );
    expect(answer.reply).toContain('call 911');
    expect(stub.requests).toHaveLength(0);
  });
});
