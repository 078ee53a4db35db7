// Mail that is not lost: every mail the site sends is stored in the outbox in the
// request that caused it and delivered by the worker (pocketbase/outbox.go); while the SMTP
// server fails the request still succeeds, and the mail is retried with exponential backoff,
// marked failed after the last attempt, and sent again when an admin retries it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase, { type RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startMailSink, type MailSink } from '../../scripts/lib/mail-sink.ts';
import {
  freePort,
  startPocketBase,
  type PocketBaseServer,
} from '../../scripts/lib/pocketbase-server.ts';
import { isTo, waitForMail } from '../support/mail.ts';
import { contactBody, intakeBody } from './support/fixtures.ts';
import { newClient, superuserClient } from './support/pocketbase.ts';

interface OutboxMail extends RecordModel {
  to: string;
  subject: string;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  last_error: string;
  next_attempt_at: string;
  sent_at: string;
}

/** Waits until the outbox mail with this subject satisfies `done`, and returns it. */
async function outboxMail(
  su: PocketBase,
  subject: string,
  done: (mail: OutboxMail) => boolean,
): Promise<OutboxMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await su
      .collection('mail_outbox')
      .getFullList<OutboxMail>({ filter: su.filter('subject = {:subject}', { subject }) });
    const mail = found.find(done);
    if (mail) return mail;
    if (Date.now() > deadline) {
      throw new Error(`Outbox mail '${subject}' never reached the state: ${JSON.stringify(found)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Seconds from now until a stored date. */
const secondsUntil = (date: string) => (Date.parse(date) - Date.now()) / 1000;

describe('mail through the outbox (SMTP up)', () => {
  const mailUrl = inject('mailUrl');

  it('stores a contact notification, delivers it, and records it as sent', async () => {
    const body = { ...contactBody(), full_name: `Outbox Contact ${String(Date.now())}` };
    await newClient().collection('contact_messages').create(body);
    const subject = `Contact form: ${body.full_name}`;

    const caught = await waitForMail(mailUrl, (mail) => mail.subject === subject);
    expect(caught.to[0]?.address).toBe('team@example.org');
    const stored = await outboxMail(await superuserClient(), subject, (m) => m.state === 'sent');
    expect(stored).toMatchObject({ to: 'team@example.org', attempts: 1, last_error: '' });
    expect(stored.sent_at).not.toBe('');
  });

  it('queues the intake mails to the team and the family in the outbox', async () => {
    const email = `outbox-family-${String(Date.now())}@example.org`;
    const name = `Outbox Family ${String(Date.now())}`;
    await newClient()
      .collection('intake_submissions')
      .create({ ...intakeBody(), name, email });
    await waitForMail(mailUrl, isTo(email));
    const su = await superuserClient();
    await outboxMail(su, `New intake request: ${name}`, (m) => m.state === 'sent');
    const family = await outboxMail(su, 'Your autism center matches', (m) => m.to === email);
    expect(family.state).toBe('sent');
  });
});

describe('mail through the outbox (SMTP down)', () => {
  let dataDir: string;
  let server: PocketBaseServer;
  let smtpPort: number;
  let sink: MailSink | undefined;
  let su: PocketBase;
  let admin: PocketBase;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pb-outbox-'));
    // Nothing listens on this port until the test starts the sink there.
    smtpPort = await freePort();
    server = await startPocketBase({
      dataDir,
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_TLS: 'false' },
    });
    su = new PocketBase(server.url);
    su.autoCancellation(false);
    await su
      .collection('_superusers')
      .authWithPassword(server.superuser.email, server.superuser.password);
    const password = 'outbox-admin-password';
    await su.collection('users').create({
      email: 'outbox-admin@example.org',
      password,
      passwordConfirm: password,
      name: 'Outbox Admin',
      role: 'admin',
      verified: true,
    });
    admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin.collection('users').authWithPassword('outbox-admin@example.org', password);
  });

  afterAll(async () => {
    await server.stop();
    await sink?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Makes the mail due now (as if its wait had passed) and runs the worker's minute job. */
  async function runWorkerNow(id: string): Promise<void> {
    await su
      .collection('mail_outbox')
      .update(id, { next_attempt_at: new Date(Date.now() - 1000).toISOString() });
    await su.send('/api/crons/mailOutbox', { method: 'POST' });
  }

  it('keeps the message, retries with backoff, gives up after 10 attempts, and an admin retry sends it', async () => {
    const visitor = new PocketBase(server.url);
    const body = { ...contactBody(), full_name: 'Outbox While Down' };
    const created = await visitor.collection('contact_messages').create(body);
    expect(created.id).toBeTruthy();
    const subject = 'Contact form: Outbox While Down';

    // First attempt failed at once: still queued, retried in a minute.
    const first = await outboxMail(su, subject, (m) => m.attempts === 1);
    expect(first.state).toBe('queued');
    expect(first.last_error).not.toBe('');
    expect(secondsUntil(first.next_attempt_at)).toBeGreaterThan(45);
    expect(secondsUntil(first.next_attempt_at)).toBeLessThan(75);

    // Second failure: the wait doubles.
    await runWorkerNow(first.id);
    const second = await outboxMail(su, subject, (m) => m.attempts === 2);
    expect(second.state).toBe('queued');
    expect(secondsUntil(second.next_attempt_at)).toBeGreaterThan(105);
    expect(secondsUntil(second.next_attempt_at)).toBeLessThan(135);

    // The tenth failure is the last: the mail is marked failed for the admins.
    await su.collection('mail_outbox').update(first.id, { attempts: 9 });
    await runWorkerNow(first.id);
    const failed = await outboxMail(su, subject, (m) => m.state === 'failed');
    expect(failed.attempts).toBe(10);

    const list = await admin.send<{
      items: { id: string; state: string; attempts: number; last_error: string; to: string }[];
      counts: Record<string, number>;
    }>('/api/admin/outbox', { query: { state: 'failed' } });
    expect(list.counts.failed).toBe(1);
    expect(list.items).toEqual([
      expect.objectContaining({
        id: first.id,
        to: 'team@example.org',
        state: 'failed',
        attempts: 10,
        last_error: failed.last_error,
      }),
    ]);
    expect(list.items[0]).not.toHaveProperty('text');

    // The SMTP server is back: an admin's retry sends it at once.
    sink = await startMailSink({ smtp: smtpPort });
    await admin.send(`/api/admin/outbox/${first.id}/retry`, { method: 'POST' });
    const caught = await waitForMail(sink.webUrl, (mail) => mail.subject === subject);
    expect(caught.text).toContain('Outbox While Down');
    const sent = await outboxMail(su, subject, (m) => m.state === 'sent');
    expect(sent.attempts).toBe(1);

    // A sent mail is not sent twice.
    await expect(
      admin.send(`/api/admin/outbox/${first.id}/retry`, { method: 'POST' }),
    ).rejects.toMatchObject({ status: 400, response: { message: 'This mail was already sent.' } });
  });

  it('delivers a mail queued while the SMTP server was down once it is back, on the next run', async () => {
    // The sink from the previous test is up; a queued mail whose wait has passed goes out.
    const queued = await su.collection('mail_outbox').create({
      to: 'later@example.org',
      subject: 'Outbox later',
      text: 'Queued while the mail server was down.',
      state: 'queued',
      attempts: 3,
      next_attempt_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await runWorkerNow(queued.id);
    if (!sink) throw new Error('the sink of the previous test is gone');
    await waitForMail(sink.webUrl, (mail) => mail.subject === 'Outbox later');
    expect((await outboxMail(su, 'Outbox later', (m) => m.state === 'sent')).attempts).toBe(4);
  });
});
