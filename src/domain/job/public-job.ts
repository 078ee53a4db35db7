import { z } from 'zod';
import { centerShareImage } from '../center/share-image.ts';
import type { Center } from '../center/center.ts';
import { centerHref } from '../../lib/routes.ts';
import { EMPLOYMENT_TYPES, type EmploymentType } from './employment-types.ts';

export { PUBLIC_JOB_FIELDS } from './public-job-fields.ts';

/** A live job_postings record reduced to PUBLIC_JOB_FIELDS. */
export const PublicJobRecordSchema = z.object({
  id: z.string(),
  center: z.string(),
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  location: z.string(),
  remote_option: z.boolean(),
  salary_range: z.string(),
  application_url: z.string(),
  application_email: z.string(),
  created: z.string(),
  expires_at: z.string(),
});

/** The employer as a job page shows it: the center's own public facts and its page. */
type JobEmployer = Pick<
  Center,
  | 'name'
  | 'number'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'phone'
  | 'website'
  | 'description'
  | 'logo'
  | 'image'
  | 'facebook'
  | 'twitter'
  | 'linkedin'
> & {
  href: string;
  /** The center's share card (its own picture at 1200x630), when it has a picture. */
  shareImage?: { url: string; alt: string } | undefined;
};

/** A live posting as /careers and /job/{id} show it (app-side camelCase names). */
export interface PublicJob {
  id: string;
  title: string;
  description: string;
  requirements: string;
  employmentType: EmploymentType;
  location: string;
  remote: boolean;
  salaryRange: string;
  /** Where candidates apply when the posting sends them to a website ('' for Quick Apply). */
  applicationUrl: string;
  postedAt: string;
  expiresAt: string;
  employer: JobEmployer;
}

/**
 * Maps a live record to the public job, joined to its public center; null when the center is
 * not public (a job never shows without its employer).
 */
export function toPublicJob(raw: unknown, centersById: Map<string, Center>): PublicJob | null {
  const record = PublicJobRecordSchema.parse(raw);
  const center = centersById.get(record.center);
  if (!center) return null;
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    requirements: record.requirements,
    employmentType: record.employment_type,
    location: record.location,
    remote: record.remote_option,
    salaryRange: record.salary_range,
    // A posting with an e-mail takes Quick Apply; only URL-only postings send people away.
    applicationUrl: record.application_email ? '' : record.application_url,
    postedAt: record.created,
    expiresAt: record.expires_at,
    employer: {
      name: center.name,
      number: center.number,
      href: centerHref(center),
      address: center.address,
      city: center.city,
      state: center.state,
      zipCode: center.zipCode,
      phone: center.phone,
      website: center.website,
      description: center.description,
      logo: center.logo,
      image: center.image,
      facebook: center.facebook,
      twitter: center.twitter,
      linkedin: center.linkedin,
      shareImage: centerShareImage(center),
    },
  };
}
