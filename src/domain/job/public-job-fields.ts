/**
 * The job_postings fields the public pages need (never the owner or payment details). Apart
 * from public-job.ts so PocketBase's hooks take it without zod (src/domain/center/public-change.ts).
 */
export const PUBLIC_JOB_FIELDS =
  'id,center,title,description,requirements,employment_type,location,remote_option,' +
  'salary_range,application_url,application_email,created,expires_at';
