// Public writes are checked on the raw request body, before PocketBase
// coerces anything, with the form's own schema: types as sent, trimming, unknown fields refused.
import { randomUUID } from 'node:crypto';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { pocketbaseLimiter } from '../../src/features/chat/server/chat-limits.ts';
import { handleChatRequest } from '../../src/features/chat/server/chat-endpoint.ts';
import { contactBody, intakeBody, pdfFile, RESUME_BYTES } from './support/fixtures.ts';
import { livePosting, ownedCenter, outcomeOf } from './support/owners.ts';
import { createUser, newClient, pbUrl, superuserClient } from './support/pocketbase.ts';

/** How many records of the collection carry this e-mail address in the field. */
async function countWith(collection: string, field: string, email: string): Promise<number> {
  const su = await superuserClient();
  const list = await su
    .collection(collection)
    .getList(1, 1, { filter: su.filter(`${field} = {:email}`, { email }) });
  return list.totalItems;
}

describe('contact messages', () => {
  it('refuses a message made only of spaces and stores nothing', async () => {
    const email = `spaces-${randomUUID()}@example.org`;
    const outcome = await outcomeOf(
      newClient()
        .collection('contact_messages')
        .create({ ...contactBody(), email, message: ' '.repeat(20) }),
    );
    expect(outcome).toEqual({ status: 400, message: 'Message must be at least 10 characters.' });
    expect(await countWith('contact_messages', 'email', email)).toBe(0);
  });

  it('refuses unknown fields and stores the trimmed values of a good message', async () => {
    const email = `trim-${randomUUID()}@example.org`;
    expect(
      (
        await outcomeOf(
          newClient()
            .collection('contact_messages')
            .create({ ...contactBody(), email, extra: 1 }),
        )
      ).status,
    ).toBe(400);
    const stored = await newClient()
      .collection('contact_messages')
      .create({ ...contactBody(), email, full_name: '  Morgan Example  ' })
      .catch(() => null);
    // Create answers are admin-only reads: read it back as the superuser.
    expect(stored === null || typeof stored === 'object').toBe(true);
    const su = await superuserClient();
    const found = await su
      .collection('contact_messages')
      .getFirstListItem(su.filter('email = {:email}', { email }));
    expect(found.full_name).toBe('Morgan Example');
  });
});

describe('intake submissions', () => {
  it.each([
    ['consent given as "1"', { allow_information_use: '1' }],
    ['consent given as 1234567', { allow_information_use: 1234567 }],
    ['a city as text where a list belongs', { preferred_locations: 'Minneapolis' }],
    ['an unknown field', { notify_openings: true }],
    ['a name made of spaces', { name: '     ' }],
  ])('refuses %s with a 400 and stores nothing', async (_label, overrides) => {
    const email = `raw-${randomUUID()}@example.org`;
    const outcome = await outcomeOf(
      newClient()
        .collection('intake_submissions')
        .create({ ...intakeBody(), email, ...overrides }),
    );
    expect(outcome.status).toBe(400);
    expect(await countWith('intake_submissions', 'email', email)).toBe(0);
  });

  it('still accepts the wizard’s own body', async () => {
    const email = `ok-${randomUUID()}@example.org`;
    const outcome = await outcomeOf(
      newClient()
        .collection('intake_submissions')
        .create({ ...intakeBody(), email, website: '' }),
    );
    expect(outcome.status).toBe(200);
  });
});

describe('job applications (multipart, as Quick Apply sends them)', () => {
  let job: RecordModel;
  beforeAll(async () => {
    const owner = await createUser();
    const center = await ownedCenter(owner);
    job = await livePosting(owner, center);
  });
  const apply = (extra: Record<string, unknown>) => ({
    job: job.id,
    applicant_name: 'Jordan Candidate',
    applicant_email: `jordan-${randomUUID()}@example.org`,
    applicant_phone: '6515550142',
    resume: pdfFile(RESUME_BYTES, 'resume.pdf'),
    ...extra,
  });

  it('keeps a phone number made of digits as the text sent', async () => {
    const body = apply({});
    await newClient().collection('job_applications').create(body);
    const su = await superuserClient();
    const stored = await su
      .collection('job_applications')
      .getFirstListItem(su.filter('applicant_email = {:e}', { e: body.applicant_email }));
    expect(stored.applicant_phone).toBe('6515550142');
  });

  it('refuses unknown fields and stores nothing', async () => {
    const body = apply({ application_status_note: 'x' });
    expect((await outcomeOf(newClient().collection('job_applications').create(body))).status).toBe(
      400,
    );
    expect(await countWith('job_applications', 'applicant_email', body.applicant_email)).toBe(0);
  });
});

describe('chat', () => {
  it('refuses unknown fields with the chat’s message', async () => {
    const request = new Request('http://site.test/api/chat-ai', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'Hello',
        centerId: 'abcdefghijklmno',
        sessionId: 'abcdefghijklmnopqrstu',
        admin: true,
      }),
    });
    const response = await handleChatRequest(request, '203.0.113.9', {
      pocketbaseUrl: pbUrl,
      serverAccount: () => Promise.reject(new Error('not reached')),
      provider: null,
      limiter: pocketbaseLimiter(superuserClient),
    });
    expect(response.status).toBe(400);
  });
});
