import { z } from 'zod';
import englishJobs from '../../lib/i18n/messages/en/jobs.ts';

export { LIVE_JOB_FILTER } from './live-job.ts';

/** The fields a center's job list needs (owner-admin-side.md section 7, sidebar list). */
export const JOB_SUMMARY_FIELDS =
  'id,center,title,employment_type,location,remote_option,created,expires_at';

/** A job_postings record reduced to JOB_SUMMARY_FIELDS. */
const JobSummaryRecordSchema = z.object({
  id: z.string(),
  center: z.string(),
  title: z.string(),
  employment_type: z.enum(['full-time', 'part-time', 'contract', 'temporary']),
  location: z.string(),
  remote_option: z.boolean(),
  created: z.string(),
  expires_at: z.string(),
});

/** Employment types as people read them in English (each language's are its 'jobs' catalog's). */
export const EMPLOYMENT_TYPE_LABELS = englishJobs.types;

/** A live job posting as a center page lists it. */
export interface CenterJob {
  id: string;
  title: string;
  employmentType: keyof typeof EMPLOYMENT_TYPE_LABELS;
  location: string;
  remote: boolean;
  postedAt: string;
  expiresAt: string;
}

/** Maps a job_postings summary record to the job a center page lists. */
export function toCenterJob(raw: unknown): { center: string; job: CenterJob } {
  const record = JobSummaryRecordSchema.parse(raw);
  return {
    center: record.center,
    job: {
      id: record.id,
      title: record.title,
      employmentType: record.employment_type,
      location: record.location,
      remote: record.remote_option,
      postedAt: record.created,
      expiresAt: record.expires_at,
    },
  };
}
