/**
 * What PocketBase's job hooks (pocketbase/pb_hooks/jobs*.js) take from the TypeScript: the
 * Post Job and Quick Apply rules with the spec's messages, and the approval rule, so the server
 * runs the very code the dashboard and the careers pages run. Exported through
 * src/hooks-bundle-entry.ts into pb_hooks/site-bundle.js. No Node, DOM or Intl here.
 */
import { firstErrors, type ParseIssues } from '../field-errors.ts';
import {
  APPLICATION_MESSAGES,
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

/** The outcome of a check: the normalized fields, or the first message and one per field. */
export type Checked<T> =
  { ok: true; fields: T } | { ok: false; message: string; errors: Record<string, string> };

function checked<T>(
  result: { success: true; data: T } | { success: false; error: ParseIssues },
): Checked<T> {
  if (result.success) return { ok: true, fields: result.data };
  const errors = firstErrors(result.error);
  return { ok: false, message: Object.values(errors)[0] ?? 'Invalid data.', errors };
}

/** Checks a posting's editable fields (a create's or an update's whole body after merging). */
export function checkJobPosting(body: unknown): Checked<JobPostingFields> {
  return checked(JobPostingSchema.safeParse(body));
}

/** Checks an application's text fields. */
export function checkApplication(body: unknown): Checked<ApplicationText> {
  return checked(ApplicationTextSchema.safeParse(body));
}
