/**
 * What PocketBase's job hooks (pocketbase/pb_hooks/jobs*.js) take from the TypeScript: the
 * Post Job and Quick Apply rules with the spec's messages, and the approval rule, so the server
 * runs the very code the dashboard and the careers pages run. jobs-hooks-bundle.test.ts bundles
 * this file into pb_hooks/jobs_shared.js and fails when that copy is stale (regenerate with
 * `npx vitest run src/lib/jobs/jobs-hooks-bundle.test.ts -u`). No Node, DOM or Intl here.
 */
import {
  APPLICATION_MESSAGES,
  ApplicationTextSchema,
  type ApplicationText,
} from './job-application-schema.ts';
import {
  canPostJobs,
  JOB_MESSAGES,
  JobPostingSchema,
  jobFieldErrors,
  type JobPostingFields,
} from './job-posting-schema.ts';

export { APPLICATION_MESSAGES, canPostJobs, JOB_MESSAGES };

/** The outcome of a check: the normalized fields, or the first message and one per field. */
export type Checked<T> =
  { ok: true; fields: T } | { ok: false; message: string; errors: Record<string, string> };

function checked<T>(
  result:
    { success: true; data: T } | { success: false; error: Parameters<typeof jobFieldErrors>[0] },
): Checked<T> {
  if (result.success) return { ok: true, fields: result.data };
  const errors = jobFieldErrors(result.error);
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
