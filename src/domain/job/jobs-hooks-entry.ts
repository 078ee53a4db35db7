/**
 * What PocketBase's job hooks (pocketbase/pb_hooks/jobs*.js) take from the TypeScript: the
 * Post Job and Quick Apply rules with the spec's messages, and the approval rule, so the server
 * runs the very code the dashboard and the careers pages run. Exported through
 * src/hooks-bundle-entry.ts into pb_hooks/site-bundle.js. No Node, DOM or Intl here.
 */
import { checkWith, type Checked } from '../../lib/field-errors.ts';
import {
  APPLICATION_MESSAGES,
  ApplicationBodySchema,
  ApplicationTextSchema,
  type ApplicationText,
} from './job-application-schema.ts';
import {
  canPostJobs,
  JOB_MESSAGES,
  JobPostingSchema,
  type JobPostingFields,
} from './job-posting-schema.ts';

export { APPLICATION_MESSAGES, canPostJobs, JOB_MESSAGES };
export type { Checked };

/** Checks a posting's editable fields (a create's or an update's whole body after merging). */
export function checkJobPosting(body: unknown): Checked<JobPostingFields> {
  return checkWith(JobPostingSchema, body);
}

/** Checks an application's text fields. */
export function checkApplication(body: unknown): Checked<ApplicationText> {
  return checkWith(ApplicationTextSchema, body);
}

/**
 * Checks a Quick Apply request body as sent (before PocketBase coerces anything): the text
 * fields, the job, the two documents (files travel apart from the text) and the honeypot;
 * any other field is refused.
 */
export function checkApplicationBody(body: unknown): Checked<ApplicationText> {
  return checkWith(ApplicationBodySchema, body);
}
