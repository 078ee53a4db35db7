import { publishableCenter, toCenter } from '../../../domain/center/center.ts';
import { LIVE_JOB_FILTER } from '../../../domain/job/center-jobs.ts';
import { env } from '../../../lib/env.ts';
import { PUBLIC_JOB_FIELDS, toPublicJob, type PublicJob } from '../../../domain/job/public-job.ts';
import { createPocketBase } from '../../../lib/pocketbase.ts';

/**
 * The live posting with this id and its public center, read at request time as an anonymous
 * visitor (the API rules decide what is public), for the on-demand /job/ route: a posting
 * changed or added since the last build. Null when it is not live or its center is not public.
 */
async function findLiveJob(id: string): Promise<PublicJob | null> {
  const pb = createPocketBase(env.POCKETBASE_URL);
  const page = await pb.collection('job_postings').getList(1, 1, {
    filter: pb.filter(`id = {:id} && (${LIVE_JOB_FILTER})`, { id }),
    fields: PUBLIC_JOB_FIELDS,
    skipTotal: true,
  });
  const [raw] = page.items;
  if (!raw) return null;
  const centers = await pb.collection('centers').getList(1, 1, {
    filter: pb.filter('id = {:id}', { id: String(raw['center']) }),
    skipTotal: true,
  });
  const [centerRaw] = centers.items;
  // A record the build schema refuses answers as no job (404), never as a 500.
  const record = centerRaw ? publishableCenter(centerRaw) : null;
  if (!record) return null;
  const center = toCenter(record);
  return toPublicJob(raw, new Map([[center.recordId, center]]));
}

/** The live posting at a /job/ address's path, or null (no such posting, or not a posting id). */
export async function liveJobAt(path: string | undefined): Promise<PublicJob | null> {
  return path && /^[a-z0-9]{1,40}$/.test(path) ? findLiveJob(path) : null;
}
