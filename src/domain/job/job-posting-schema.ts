import * as z from 'zod/mini';
import { EMPLOYMENT_TYPES } from './employment-types.ts';

/**
 * The Post Job form (owner-admin-side.md section 5 'Job form'), with the spec's messages. The
 * dashboard checks it in the browser and PocketBase runs the very same code on every create
 * (bundled into pb_hooks/site-bundle.js), so the browser is never the only check.
 */

/** The spec's texts for the Post Job form and its refusals. */
export const JOB_MESSAGES = {
  title: 'Job title is required',
  description: 'Description must be at least 50 characters',
  email: 'Invalid email',
  url: 'Invalid URL',
  methodTitle: 'Application method required',
  method: 'Please provide either an application email or URL.',
  signIn: 'Please log in to post a job.',
  notApproved: 'Your center must be approved before posting jobs.',
  tooLong: 'This text is too long',
} as const;

/** The shortest description the spec allows. */
const DESCRIPTION_MIN = 50;

const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, JOB_MESSAGES.tooLong)), '');

/** http(s) addresses only: a posting's link is shown to every candidate. */
const isWebAddress = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** A posting's fields as the owner sends them (stored snake_case names). */
export const JobPostingSchema = z
  .object({
    title: z
      .string(JOB_MESSAGES.title)
      .check(z.trim(), z.minLength(1, JOB_MESSAGES.title), z.maxLength(200, JOB_MESSAGES.tooLong)),
    description: z
      .string(JOB_MESSAGES.description)
      .check(
        z.trim(),
        z.minLength(DESCRIPTION_MIN, JOB_MESSAGES.description),
        z.maxLength(20000, JOB_MESSAGES.tooLong),
      ),
    requirements: optionalText(10000),
    employment_type: z._default(z.enum(EMPLOYMENT_TYPES), 'full-time'),
    salary_range: optionalText(100),
    location: optionalText(200),
    remote_option: z._default(z.boolean(), false),
    application_email: z._default(
      z.string().check(
        z.trim(),
        z.refine((v) => v === '' || z.email().safeParse(v).success, JOB_MESSAGES.email),
      ),
      '',
    ),
    application_url: z._default(
      z.string().check(
        z.trim(),
        z.refine((v) => v === '' || isWebAddress(v), JOB_MESSAGES.url),
      ),
      '',
    ),
  })
  .check(
    z.refine((job) => job.application_email !== '' || job.application_url !== '', {
      message: JOB_MESSAGES.method,
      path: ['application_email'],
    }),
  );

export type JobPostingFields = z.output<typeof JobPostingSchema>;

/** What a center needs for posting jobs. */
export interface PostingCenter {
  approved: string;
  claimed: boolean;
}

/**
 * Whether a center is approved for posting jobs: approved by the claim ('yes') or by an admin
 * ('approved'), or an older claimed listing with no review state. Pending, rejected ('no',
 * 'rejected') and unreviewed unclaimed centers may not post.
 */
export function canPostJobs(center: PostingCenter): boolean {
  if (center.approved === 'yes' || center.approved === 'approved') return true;
  return center.approved === '' && center.claimed;
}
