// Apart from center-jobs.ts so PocketBase's hooks take it without zod (src/domain/center/public-change.ts).

/** Postings the public may see: active, paid and not expired (the API rule says the same). */
export const LIVE_JOB_FILTER = 'status = "active" && payment_status = "paid" && expires_at > @now';

/** LIVE_JOB_FILTER for one record (PocketBase's 'YYYY-MM-DD hh:mm:ss.sssZ' expiry), at `now`. */
export function isLiveJob(
  job: { status?: unknown; payment_status?: unknown; expires_at?: unknown },
  now: Date,
): boolean {
  const expires =
    typeof job.expires_at === 'string' ? Date.parse(job.expires_at.replace(' ', 'T')) : NaN;
  return job.status === 'active' && job.payment_status === 'paid' && expires > now.getTime();
}
