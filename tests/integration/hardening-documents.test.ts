// Documents keep only an extension that matches their checked content: a resume named x.html,
// x.svg or x.js whose content is a PDF was stored under that name, and .svg was served back as
// image/svg+xml. The server now stores it as .pdf (and a .docx as .docx), whatever it was called.
import { randomUUID } from 'node:crypto';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, RESUME_BYTES } from './support/fixtures.ts';
import { livePosting, ownedCenter, outcomeOf } from './support/owners.ts';
import { createUser, newClient, superuserClient } from './support/pocketbase.ts';

let job: RecordModel;
beforeAll(async () => {
  const owner = await createUser();
  job = await livePosting(owner, await ownedCenter(owner));
});

/** Applies with a resume of these bytes and this name; the stored application. */
async function applyWith(bytes: Buffer, name: string): Promise<RecordModel> {
  const email = `doc-${randomUUID()}@example.org`;
  await newClient()
    .collection('job_applications')
    .create({
      job: job.id,
      applicant_name: 'Jordan Candidate',
      applicant_email: email,
      resume: pdfFile(bytes, name),
    });
  const su = await superuserClient();
  return su
    .collection('job_applications')
    .getFirstListItem(su.filter('applicant_email = {:e}', { e: email }));
}

describe('a resume whose name does not match its content', () => {
  it.each(['x.html', 'x.svg', 'x.js', 'resume'])(
    'a PDF named %s is stored as .pdf',
    async (name) => {
      const stored = await applyWith(RESUME_BYTES, name);
      expect(String(stored.resume)).toMatch(/\.pdf$/);
    },
  );

  it('is served as a PDF, never as an image or a page', async () => {
    const stored = await applyWith(RESUME_BYTES, 'x.svg');
    const su = await superuserClient();
    const token = await su.files.getToken();
    const response = await fetch(su.files.getURL(stored, String(stored.resume), { token }));
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it('a PDF named resume.pdf keeps its name', async () => {
    const stored = await applyWith(RESUME_BYTES, 'resume.pdf');
    expect(String(stored.resume)).toMatch(/^resume_\w+\.pdf$/);
  });

  it('an HTML page named resume.pdf is still refused', async () => {
    const outcome = await outcomeOf(
      newClient()
        .collection('job_applications')
        .create({
          job: job.id,
          applicant_name: 'Jordan Candidate',
          applicant_email: `doc-${randomUUID()}@example.org`,
          resume: pdfFile(Buffer.from('<html><script>alert(1)</script></html>'), 'resume.pdf'),
        }),
    );
    expect(outcome.status).toBe(400);
  });
});
