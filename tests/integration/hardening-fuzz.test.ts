// Thousands of generated bodies (fast-check, fixed seed, a time
// budget per write) against every public write and every owner write of the real PocketBase.
// Each body is a valid one with some fields replaced by anything (wrong types, control and
// bidi characters, spaces, lists, objects), some left out, and sometimes an unknown field.
// For each: no 5xx, only the write's documented statuses, and nothing stored that its schema
// refuses (every record the run stored is read back and checked).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContactRecordSchema } from '../../src/features/contact/contact-schema.ts';
import { IntakeSchema } from '../../src/features/intake/intake-schema.ts';
import { CenterRecordSchema } from '../../src/domain/center/center.ts';
import { ApplicationTextSchema } from '../../src/domain/job/job-application-schema.ts';
import { JobPostingSchema } from '../../src/domain/job/job-posting-schema.ts';
import { contactBody, intakeBody, pdfFile, RESUME_BYTES } from './support/fixtures.ts';
import { clientOf, livePosting, ownedCenter, ownerOn, post } from './support/owners.ts';
import { newClient, pbUrl, superuserClient, type TestUser } from './support/pocketbase.ts';
import { handleChatRequest } from '../../src/features/chat/server/chat-endpoint.ts';
import { pocketbaseLimiter } from '../../src/features/chat/server/chat-limits.ts';
import { enableChat } from './support/chat.ts';

/** The seed of every run: a failure is reproduced by running the file again. */
const SEED = 1313;
/**
 * Bodies per write, the most time one write's run may take, and the fewest it must have sent
 * within it (about 2,000 bodies in all on a loaded two-core machine).
 */
const RUNS = 500;
const BUDGET_MS = 8_000;
const MIN_RUNS = 50;

/** Any JSON value a client could send in place of a field. */
const wild: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', '   ', '\u0000', '\u202eevil', 'a\u2066b\u2069', '1', 'true', 'null', '[]'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  // Long and multi-byte text: past the fields' bounds, and past bcrypt's 72 bytes in few letters.
  fc.string({ unit: 'grapheme', minLength: 30, maxLength: 80 }),
  fc.constantFrom('é'.repeat(37), '🙂'.repeat(19), 'x'.repeat(5000), '\u3000=1+1'),
);

/** A valid body with up to three fields replaced, up to two left out, maybe one unknown added. */
function mutated(base: () => Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(base());
  return fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...keys), wild), { maxLength: 3 }),
      fc.subarray(keys, { maxLength: 2 }),
      fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), wild), { freq: 4 }),
    )
    .map(([replaced, removed, extra]) => {
      const body = base();
      for (const [key, value] of replaced) body[key] = value;
      for (const key of removed) Reflect.deleteProperty(body, key);
      if (extra && !(extra[0] in body)) body[extra[0]] = extra[1];
      return body;
    });
}

/** The status a request answered (200 when it succeeded). */
async function statusOf(request: Promise<unknown>): Promise<number> {
  try {
    await request;
    return 200;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status > 0) return status;
    throw error;
  }
}

/**
 * Sends every generated body with `send` and checks its status is one of `allowed` (never a
 * 5xx); returns how many were sent and which statuses came back.
 */
async function fuzz(
  bodies: fc.Arbitrary<Record<string, unknown>>,
  send: (body: Record<string, unknown>) => Promise<unknown>,
  allowed: number[],
  afterEach?: (status: number) => Promise<void>,
  minRuns = MIN_RUNS,
): Promise<Map<number, number>> {
  const seen = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      const status = await statusOf(send(body));
      seen.set(status, (seen.get(status) ?? 0) + 1);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
      expect(allowed, `status ${String(status)} for ${JSON.stringify(body)}`).toContain(status);
      await afterEach?.(status);
    }),
    {
      seed: SEED,
      numRuns: RUNS,
      interruptAfterTimeLimit: BUDGET_MS,
      markInterruptAsFailure: false,
    },
  );
  const sent = [...seen.values()].reduce((a, b) => a + b, 0);
  console.info(`fuzz: ${String(sent)} bodies`, Object.fromEntries(seen));
  // The budget cuts a slow run short: it must still have tried a meaningful number of bodies.
  expect(sent).toBeGreaterThanOrEqual(minRuns);
  return seen;
}

/** Every record of the collection created since `since`, as the superuser reads it. */
async function storedSince(collection: string, since: string): Promise<RecordModel[]> {
  const su = await superuserClient();
  return su
    .collection(collection)
    .getFullList({ filter: su.filter('created >= {:since}', { since }) });
}

const now = () => new Date().toISOString().replace('T', ' ');

/** Statuses with at least one body each: the run reached both the refusals and the saves. */
function expectBothOutcomes(seen: Map<number, number>): void {
  expect(seen.get(200) ?? 0).toBeGreaterThan(0);
  expect(seen.get(400) ?? 0).toBeGreaterThan(0);
}

describe('public writes', () => {
  it('intake submissions: 200 or 400, and every stored one fits the wizard schema', async () => {
    const since = now();
    const seen = await fuzz(
      mutated(() => ({ ...intakeBody(), email: `fuzz-${randomUUID()}@example.org` })),
      (body) => newClient().collection('intake_submissions').create(body),
      [200, 400],
    );
    expectBothOutcomes(seen);
    for (const stored of await storedSince('intake_submissions', since)) {
      // Stored dates carry a time; the schema reads the day (a past day only fails 'today').
      const day = String(stored.desired_start_date).slice(0, 10);
      expect(IntakeSchema.safeParse({ ...stored, desired_start_date: day }).success).toBe(true);
    }
  });

  it('contact messages: 200 or 400, and every stored one fits the form schema', async () => {
    const since = now();
    const seen = await fuzz(
      mutated(() => ({ ...contactBody(), email: `fuzz-${randomUUID()}@example.org` })),
      (body) => newClient().collection('contact_messages').create(body),
      [200, 400],
    );
    expectBothOutcomes(seen);
    for (const stored of await storedSince('contact_messages', since)) {
      const fields = ['full_name', 'email', 'phone', 'business_name', 'message'] as const;
      const parsed = ContactRecordSchema.safeParse(
        Object.fromEntries(fields.map((f) => [f, stored[f] as unknown])),
      );
      expect(parsed.success, JSON.stringify(stored)).toBe(true);
    }
  });

  it('access code checks: 200, 400 or 404, never a 5xx', async () => {
    const seen = await fuzz(
      mutated(() => ({ code: '12345678', centerName: 'Center' })),
      (body) =>
        post(newClient(), '/api/centers/verify-code', body).then((a) => {
          if (a.status !== 200) throw Object.assign(new Error('refused'), { status: a.status });
        }),
      [200, 400, 404],
    );
    expect(seen.get(404) ?? 0).toBeGreaterThan(0);
  });
});

describe('owner writes', () => {
  let owner: TestUser;
  let premium: TestUser;
  let center: RecordModel;
  let premiumCenter: RecordModel;
  let job: RecordModel;
  beforeAll(async () => {
    [owner, premium] = await Promise.all([ownerOn('free'), ownerOn('premium')]);
    [center, premiumCenter] = await Promise.all([ownedCenter(owner), ownedCenter(premium)]);
    job = await livePosting(owner, center);
  });

  /** The client of the owner (its own address for each request: no rate limit in the way). */
  const as = (user: TestUser): PocketBase => clientOf(user);

  it('center saves: 200, 400, 403 or 404, and the center always fits the build schema', async () => {
    const su = await superuserClient();
    const seen = await fuzz(
      mutated(() => ({
        company_name: 'Fuzz Center',
        services: ['ABA therapy', 'Speech therapy'],
        features: 'Sensory room, Parent training',
        city: 'Duluth',
        ages_served: ['preschool'],
        waitlist_weeks: 4,
        monday_open: '08:00',
        business_description: 'A small center.',
      })),
      (body) => as(owner).collection('centers').update(center.id, body),
      [200, 400, 403, 404],
      async () => {
        const stored = await su.collection('centers').getOne(center.id);
        expect(CenterRecordSchema.safeParse(stored).success, JSON.stringify(stored)).toBe(true);
      },
    );
    expectBothOutcomes(seen);
  });

  it('job postings: 200, 400 or 403, and every stored one fits the Post Job schema', async () => {
    const since = now();
    const seen = await fuzz(
      mutated(() => ({
        center: premiumCenter.id,
        owner: premium.record.id,
        title: 'Registered Behavior Technician',
        description: 'Work one-on-one with children on their goals, with training and supervision.',
        employment_type: 'full-time',
        remote_option: false,
        application_email: 'rbt@example.org',
      })),
      (body) => as(premium).collection('job_postings').create(body),
      [200, 400, 403],
    );
    expectBothOutcomes(seen);
    for (const stored of await storedSince('job_postings', since)) {
      expect(JobPostingSchema.safeParse(stored).success, JSON.stringify(stored)).toBe(true);
    }
  });

  it('job applications (public, multipart): 200 or 400, and every stored one fits Quick Apply', async () => {
    const since = now();
    const seen = await fuzz(
      mutated(() => ({
        job: job.id,
        applicant_name: 'Jordan Candidate',
        applicant_email: `fuzz-${randomUUID()}@example.org`,
        applicant_phone: '651-555-0142',
        cover_letter: 'I have two years of ABA experience.',
        resume: pdfFile(RESUME_BYTES, 'resume.pdf'),
      })),
      (body) => newClient().collection('job_applications').create(body),
      [200, 400],
    );
    expectBothOutcomes(seen);
    for (const stored of await storedSince('job_applications', since)) {
      expect(ApplicationTextSchema.safeParse(stored).success, JSON.stringify(stored)).toBe(true);
    }
  });

  it('account saves (name, password): 200, 400 or 404, never a 5xx', async () => {
    const user = await ownerOn('none');
    const seen = await fuzz(
      mutated(() => ({ name: 'Pat Owner', emailVisibility: false })),
      (body) => as(user).collection('users').update(user.record.id, body),
      [200, 400, 404],
    );
    expect(seen.get(200) ?? 0).toBeGreaterThan(0);
  });
});

describe('limits', () => {
  it('sign-ups (passwords of any length and script): 200 or 400, never a 5xx', async () => {
    const seen = await fuzz(
      mutated(() => ({
        email: `fuzz-${randomUUID()}@example.org`,
        password: 'lake-otter-harbor-91',
        passwordConfirm: 'lake-otter-harbor-91',
        name: 'Pat',
      })),
      (body) => newClient().collection('users').create(body),
      [200, 400],
      undefined,
      // Every sign-up, refused or not, costs a bcrypt hash (PocketBase hashes while it checks
      // the create rule): far fewer fit in the budget than of the other writes.
      10,
    );
    expectBothOutcomes(seen);
  });

  it('analytics reports: 204, 400 or 413, never a 5xx', async () => {
    const center = await ownedCenter(await ownerOn('free'));
    let ip = 0;
    await fuzz(
      mutated(() => ({ metric: 'page_view', center: String(center.number) })),
      async (body) => {
        ip += 1;
        const response = await fetch(`${pbUrl}/api/analytics/hit`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
            'x-forwarded-for': `100.68.${String((ip >> 8) & 255)}.${String(ip & 255)}`,
          },
          body: JSON.stringify(body),
        });
        if (response.status !== 204)
          throw Object.assign(new Error('refused'), { status: response.status });
      },
      [200, 400, 413],
    );
  });

  it('chat messages: 200, 400, 404, 413 or 429, never a 5xx', async () => {
    await enableChat();
    const center = await ownedCenter(await ownerOn('premium'), { premium: true, featured: true });
    const su = await superuserClient();
    const deps = {
      pocketbaseUrl: pbUrl,
      serverAccount: () => Promise.resolve(su),
      provider: null,
      limiter: pocketbaseLimiter(() => Promise.resolve(su)),
    };
    let ip = 0;
    const seen = await fuzz(
      mutated(() => ({
        message: 'What are your hours?',
        centerId: center.id,
        sessionId: `fuzz-${randomUUID()}`,
        centerData: { name: 'Fuzz Center' },
      })),
      async (body) => {
        ip += 1;
        const response = await handleChatRequest(
          new Request('http://site.test/api/chat-ai', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
          `100.69.${String((ip >> 8) & 255)}.${String(ip & 255)}`,
          deps,
        );
        await response.text();
        if (response.status !== 200)
          throw Object.assign(new Error('refused'), { status: response.status });
      },
      [200, 400, 404, 413, 429],
    );
    expectBothOutcomes(seen);
  });
});
