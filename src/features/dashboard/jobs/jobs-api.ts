import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { z } from 'zod';
import type { JobPostingFields } from '../../../domain/job/job-posting-schema.ts';
import { PublicJobRecordSchema } from '../../../domain/job/public-job.ts';

/** A posting as its owner reads it (owner-admin-side.md section 7: select by current user). */
const OwnerPostingSchema = PublicJobRecordSchema.extend({
  status: z.string(),
  payment_status: z.string(),
});
export type OwnerPosting = z.infer<typeof OwnerPostingSchema>;

/** The owner's postings, newest first. */
export async function loadPostings(pb: PocketBase, userId: string): Promise<OwnerPosting[]> {
  const records = await pb.collection('job_postings').getFullList({
    filter: pb.filter('owner = {:user}', { user: userId }),
    sort: '-created',
  });
  return records.map((record) => OwnerPostingSchema.parse(record));
}

/** Creates a posting for the center (unpaid: the server sets the payment state). */
export async function createPosting(
  pb: PocketBase,
  centerId: string,
  userId: string,
  fields: JobPostingFields,
): Promise<{ id: string; title: string }> {
  const record = await pb
    .collection('job_postings')
    .create({ ...fields, center: centerId, owner: userId }, { fields: 'id,title' });
  return { id: record.id, title: String(record['title']) };
}

/** Deletes a posting (its applications go with it). */
export async function deletePosting(pb: PocketBase, id: string): Promise<void> {
  await pb.collection('job_postings').delete(id);
}

/** Application statuses, in the spec's order (section 9). */
export const APPLICATION_STATUSES = ['pending', 'reviewed', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An application as the employer reads it, with its job's title and center name. */
const ApplicationSchema = z.object({
  id: z.string(),
  job: z.string(),
  applicant_name: z.string(),
  applicant_email: z.string(),
  applicant_phone: z.string(),
  cover_letter: z.string(),
  cover_letter_file: z.string(),
  resume: z.string(),
  application_status: z.enum(APPLICATION_STATUSES).catch('pending'),
  created: z.string(),
  expand: z
    .object({
      job: z
        .object({
          title: z.string(),
          expand: z.object({ center: z.object({ company_name: z.string() }) }).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type Application = z.infer<typeof ApplicationSchema> & { record: RecordModel };

/** Applications to the user's postings (user_job_applications), newest first. */
export async function loadApplications(pb: PocketBase, userId: string): Promise<Application[]> {
  const records = await pb.collection('job_applications').getFullList({
    filter: pb.filter('job.owner = {:user}', { user: userId }),
    expand: 'job,job.center',
    sort: '-created',
  });
  return records.map((record) => ({ ...ApplicationSchema.parse(record), record }));
}

/** Sets an application's status. */
export async function setApplicationStatus(
  pb: PocketBase,
  id: string,
  status: ApplicationStatus,
): Promise<void> {
  await pb.collection('job_applications').update(id, { application_status: status });
}

/**
 * A download address for a protected document of an application: PocketBase serves it only
 * with a short-lived file token of someone allowed to view the application.
 */
export async function documentUrl(
  pb: PocketBase,
  application: Application,
  field: 'resume' | 'cover_letter_file',
): Promise<string> {
  const name = application[field];
  if (!name) return '';
  const token = await pb.files.getToken();
  return pb.files.getURL(application.record, name, { token, download: true });
}
