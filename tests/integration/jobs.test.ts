// Job postings and Quick Apply against the real PocketBase (pb_hooks/jobs.pb.js): the Post Job
// rules and messages on the server, postings only for the poster's approved center and always
// unpaid at first, applications checked (files by their content), mailed to the employer and
// held back when a bot fills the honeypot, and the expiry cron. Who may read or change what is
// in authorization-matrix.test.ts.
import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../src/domain/job/job-application-schema.ts';
import { JOB_MESSAGES } from '../../src/domain/job/job-posting-schema.ts';
import { isTo, listMails, waitForMail } from '../support/mail.ts';
import { daysFromNow, pdfFile, PNG_BYTES, RESUME_BYTES } from './support/fixtures.ts';
import { clientOf, ownedCenter } from './support/owners.ts';
import { createCenter, createUser, newClient, superuserClient } from './support/pocketbase.ts';
import type { TestUser } from './support/pocketbase.ts';

const mailUrl = inject('mailUrl');

let su: PocketBase;
let owner: TestUser;
let center: RecordModel;

beforeAll(async () => {
  su = await superuserClient();
  owner = await createUser();
  center = await ownedCenter(owner);
});

const posting = (extra: Record<string, unknown> = {}) => ({
  center: center.id,
  owner: owner.record.id,
  title: 'Behavior Technician',
  description: 'Deliver one-to-one ABA sessions with children under a BCBA, with paid training.',
  employment_type: 'part-time',
  application_email: `jobs-${randomUUID()}@example.org`,
  ...extra,
});

/** A message as PocketBase sends it: as a sentence (it appends a full stop when missing). */
const sentence = (message: string) => (message.endsWith('.') ? message : `${message}.`);

/** The refusal a request gets: its status, message and per-field messages. */
async function refusal(
  request: Promise<unknown>,
): Promise<{ status: number; message: string; fields: Record<string, string> }> {
  try {
    await request;
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error;
    const data = (error.response['data'] ?? {}) as Record<string, { message?: string }>;
    const fields = Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, String(value.message)]),
    );
    return { status: error.status, message: String(error.response['message']), fields };
  }
  throw new Error('The request was accepted');
}

/** A live posting (stored as a paid one is). */
async function livePosting(extra: Record<string, unknown> = {}): Promise<RecordModel> {
  return su
    .collection('job_postings')
    .create(
      posting({ status: 'active', payment_status: 'paid', expires_at: daysFromNow(30), ...extra }),
    );
}

describe('posting a job', () => {
  it('stores an owner’s posting for an approved center as unpaid and not yet public', async () => {
    const job = await clientOf(owner).collection('job_postings').create(posting());
    expect(job).toMatchObject({ payment_status: 'pending', status: '', expires_at: '' });
    await expect(newClient().collection('job_postings').getOne(job.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('refuses a center that is not approved, with the spec’s message', async () => {
    const pending = await createCenter({ owner: owner.record.id, approved: 'pending' });
    const answer = await refusal(
      clientOf(owner)
        .collection('job_postings')
        .create(posting({ center: pending.id })),
    );
    expect(answer).toMatchObject({ status: 400, message: JOB_MESSAGES.notApproved });
  });

  it.each([
    ['a short description', { description: 'Too short.' }, 'description', JOB_MESSAGES.description],
    ['no title', { title: '   ' }, 'title', JOB_MESSAGES.title],
    ['a bad e-mail', { application_email: 'nope' }, 'application_email', JOB_MESSAGES.email],
    [
      'a bad URL',
      { application_email: '', application_url: 'javascript:alert(1)' },
      'application_url',
      JOB_MESSAGES.url,
    ],
    [
      'neither e-mail nor URL',
      { application_email: '', application_url: '' },
      'application_email',
      JOB_MESSAGES.method,
    ],
  ])('refuses %s with the field’s message and stores nothing', async (_, extra, field, message) => {
    const title = `Refused ${randomUUID()}`;
    const answer = await refusal(
      clientOf(owner)
        .collection('job_postings')
        .create(posting({ title, ...extra })),
    );
    expect(answer).toMatchObject({ status: 400, message: sentence(message) });
    expect(Object.keys(answer.fields)).toEqual([field]);
    const stored = await su
      .collection('job_postings')
      .getList(1, 1, { filter: su.filter('title = {:title}', { title }) });
    expect(stored.totalItems).toBe(0);
  });

  it('keeps an owner’s edit to the same rules', async () => {
    const job = await livePosting();
    const answer = await refusal(
      clientOf(owner).collection('job_postings').update(job.id, { description: 'Short now.' }),
    );
    expect(answer).toMatchObject({ status: 400, message: sentence(JOB_MESSAGES.description) });
  });
});

describe('Quick Apply', () => {
  const apply = (job: RecordModel, extra: Record<string, unknown> = {}) => ({
    job: job.id,
    applicant_name: 'Jordan Candidate',
    applicant_email: `jordan-${randomUUID()}@example.org`,
    applicant_phone: '651-555-0142',
    cover_letter: 'I have two years of ABA experience.',
    resume: pdfFile(RESUME_BYTES, 'resume.pdf'),
    ...extra,
  });

  it('stores a visitor’s application as pending and mails the employer', async () => {
    const job = await livePosting({ title: `RBT ${randomUUID()}` });
    const body = apply(job);
    const stored = await newClient().collection('job_applications').create(body);
    expect(stored.application_status).toBe('pending');
    const mail = await waitForMail(mailUrl, isTo(String(job.application_email)));
    expect(mail.subject).toBe(`New application: ${String(job.title)}`);
    expect(mail.text).toContain('Name: Jordan Candidate');
    expect(mail.text).toContain(`Email: ${body.applicant_email}`);
    expect(mail.text).toContain('Phone: 651-555-0142');
    expect(mail.text).toContain('Cover letter: I have two years of ABA experience.');
    expect(mail.text).toContain(`Center: ${String(center.company_name)}`);
  });

  it('mails the owner when the posting has no application e-mail', async () => {
    const job = await livePosting({
      application_email: '',
      application_url: 'https://careers.example.org/rbt',
    });
    await newClient().collection('job_applications').create(apply(job));
    const mail = await waitForMail(mailUrl, isTo(owner.email));
    expect(mail.subject).toBe(`New application: ${String(job.title)}`);
  });

  it.each([
    ['a one-letter name', { applicant_name: 'J' }, 'applicant_name', APPLICATION_MESSAGES.name],
    ['a bad e-mail', { applicant_email: 'jordan@' }, 'applicant_email', APPLICATION_MESSAGES.email],
  ])('refuses %s with the spec’s message', async (_, extra, field, message) => {
    const job = await livePosting();
    const answer = await refusal(
      newClient().collection('job_applications').create(apply(job, extra)),
    );
    expect(answer).toMatchObject({ status: 400, message: sentence(message) });
    expect(Object.keys(answer.fields)).toEqual([field]);
  });

  it('refuses a missing resume and a picture named like a PDF (checked by content)', async () => {
    const job = await livePosting();
    const missing = await refusal(
      newClient()
        .collection('job_applications')
        .create(apply(job, { resume: undefined })),
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.fields)).toContain('resume');
    const disguised = new File([new Uint8Array(PNG_BYTES)], 'resume.pdf', {
      type: 'application/pdf',
    });
    const wrongType = await refusal(
      newClient()
        .collection('job_applications')
        .create(apply(job, { resume: disguised })),
    );
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.fields)).toContain('resume');
    const kept = await su
      .collection('job_applications')
      .getList(1, 1, { filter: su.filter('job = {:job}', { job: job.id }) });
    expect(kept.totalItems).toBe(0);
  });

  it('answers a bot that fills the honeypot as if stored, and stores and mails nothing', async () => {
    const job = await livePosting();
    const body = apply(job, { website: 'https://spam.example' });
    const answer = await newClient().collection('job_applications').create(body);
    expect(answer.id).toMatch(/^[a-z0-9]{15}$/);
    const kept = await su
      .collection('job_applications')
      .getList(1, 1, { filter: su.filter('job = {:job}', { job: job.id }) });
    expect(kept.totalItems).toBe(0);
    // A real application to the same posting arrives, the bot's never did.
    await newClient().collection('job_applications').create(apply(job));
    await waitForMail(mailUrl, isTo(String(job.application_email)));
    expect((await listMails(mailUrl)).filter(isTo(String(job.application_email)))).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('the cron marks postings past their date as expired and leaves live ones', async () => {
    const due = await livePosting({ expires_at: daysFromNow(-0.01) });
    const live = await livePosting();
    await su.send('/api/crons/jobsExpire', { method: 'POST' });
    const deadline = Date.now() + 10_000;
    while ((await su.collection('job_postings').getOne(due.id)).status !== 'expired') {
      if (Date.now() > deadline) throw new Error('The posting was not expired');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await su.collection('job_postings').getOne(live.id)).status).toBe('active');
  });
});
