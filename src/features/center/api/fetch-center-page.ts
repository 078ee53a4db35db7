import { readChatFlag } from '../../../domain/center/chat-availability.ts';
import {
  publishableCenter,
  showsPremiumContent,
  toCenter,
  type CenterRecord,
} from '../../../domain/center/center.ts';
import {
  JOB_SUMMARY_FIELDS,
  LIVE_JOB_FILTER,
  toCenterJob,
} from '../../../domain/job/center-jobs.ts';
import { toCenterImage, toCenterVideo } from '../../../domain/center/center-media.ts';
import { env } from '../../../lib/env.ts';
import { createPocketBase } from '../../../lib/pocketbase.ts';
import type { CenterPageData } from '../center-page.ts';
import { decideCenterRequest, requestedCenterNumber } from '../center-request.ts';

/**
 * Request-time reads for the on-demand center route, made as an anonymous visitor so the
 * API rules decide what is public. Pre-rendered pages never use these (they read the build's
 * catalog once).
 */

/** The public center with this number, or null when there is none. */
async function findPublicCenter(number: number): Promise<CenterRecord | null> {
  const pb = createPocketBase(env.POCKETBASE_URL);
  const page = await pb.collection('centers').getList(1, 1, {
    filter: pb.filter('number = {:number}', { number }),
    skipTotal: true,
  });
  const [raw] = page.items;
  // A record the build schema refuses answers as no center (404), never as a 500.
  return raw ? publishableCenter(raw) : null;
}

/** Everything the center page shows for one center record: images, live jobs, videos. */
async function fetchCenterPage(record: CenterRecord): Promise<CenterPageData> {
  const pb = createPocketBase(env.POCKETBASE_URL);
  const ofCenter = pb.filter('center = {:id}', { id: record.id });
  const [images, jobs, videos, aiChatActive] = await Promise.all([
    pb.collection('center_images').getFullList({ filter: ofCenter, sort: 'kind,display_order' }),
    pb.collection('job_postings').getFullList({
      filter: `(${LIVE_JOB_FILTER}) && ${ofCenter}`,
      fields: JOB_SUMMARY_FIELDS,
      sort: '-created',
    }),
    pb.collection('center_videos').getFullList({ filter: ofCenter, sort: '-created' }),
    readChatFlag(pb),
  ]);
  return {
    center: toCenter(
      record,
      images.map((raw) => toCenterImage(raw, env.PUBLIC_POCKETBASE_URL).image),
    ),
    jobs: jobs.map((raw) => toCenterJob(raw).job),
    videos: showsPremiumContent(record) ? videos.map((raw) => toCenterVideo(raw).video) : [],
    aiChatActive,
  };
}

/** What an address under /center/ that no pre-rendered page answered gets, with its data. */
export type CenterRoute =
  | { kind: 'redirect'; location: string }
  | { kind: 'show'; data: CenterPageData }
  | { kind: 'not-found' };

/**
 * Decides the answer to `/center/<address>` from current data (center-request.ts): the
 * canonical address to redirect to, the page's data, or not found. Both the English page
 * and its translated wrapper use it: the wrapper must set the status and redirect itself,
 * since a page rendered as a component can no longer change its response.
 */
export async function resolveCenterRoute(address: string | undefined): Promise<CenterRoute> {
  const number = requestedCenterNumber(address);
  const record = number === null ? null : await findPublicCenter(number);
  const decision = decideCenterRequest(
    address,
    record && { name: record.company_name, number: record.number },
  );
  if (decision.kind === 'redirect') return decision;
  if (decision.kind === 'show' && record)
    return { kind: 'show', data: await fetchCenterPage(record) };
  return { kind: 'not-found' };
}
