import { firstErrors } from '../../lib/field-errors.ts';
import { describe, expect, it } from 'vitest';
import { canPostJobs, JOB_MESSAGES, JobPostingSchema } from './job-posting-schema.ts';

const valid = {
  title: 'Behavior Technician',
  description: 'Deliver one-to-one ABA sessions under a BCBA, with paid training and support.',
  application_email: 'jobs@example.org',
};

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = JobPostingSchema.safeParse(input);
  return parsed.success ? {} : firstErrors(parsed.error);
};

describe('the Post Job form', () => {
  it('fills the defaults: full-time, not remote, empty optional fields', () => {
    expect(JobPostingSchema.parse(valid)).toEqual({
      ...valid,
      requirements: '',
      employment_type: 'full-time',
      salary_range: '',
      location: '',
      remote_option: false,
      application_url: '',
    });
  });

  it('says the spec’s message for each rule', () => {
    expect(errorsOf({ ...valid, title: '  ' })).toEqual({ title: JOB_MESSAGES.title });
    expect(errorsOf({ ...valid, description: 'x'.repeat(49) })).toEqual({
      description: JOB_MESSAGES.description,
    });
    expect(errorsOf({ ...valid, application_email: 'nope' })).toEqual({
      application_email: JOB_MESSAGES.email,
    });
    expect(errorsOf({ ...valid, application_url: 'ftp://x.example' })).toEqual({
      application_url: JOB_MESSAGES.url,
    });
    expect(errorsOf({ ...valid, application_email: '' })).toEqual({
      application_email: JOB_MESSAGES.method,
    });
  });

  it('takes a URL instead of an e-mail', () => {
    expect(
      errorsOf({ ...valid, application_email: '', application_url: 'https://x.example/jobs' }),
    ).toEqual({});
  });
});

describe('canPostJobs', () => {
  it.each([
    [{ approved: 'yes', claimed: true }, true],
    [{ approved: 'approved', claimed: false }, true],
    [{ approved: '', claimed: true }, true],
    [{ approved: '', claimed: false }, false],
    [{ approved: 'pending', claimed: false }, false],
    [{ approved: 'no', claimed: true }, false],
    [{ approved: 'rejected', claimed: true }, false],
  ])('%o may post: %s', (center, expected) => {
    expect(canPostJobs(center)).toBe(expected);
  });
});
