import { readChatFlag } from './chat-availability.ts';
import {
  compareCenters,
  publishableCenter,
  showsPremiumContent,
  toCenter,
  type Center,
  type CenterImage,
} from './center.ts';
import { LIVE_JOB_FILTER, toCenterJob, type CenterJob } from '../job/center-jobs.ts';
import { toCenterImage, toCenterVideo, type CenterVideo } from './center-media.ts';
import { env } from '../../lib/env.ts';
import { PUBLIC_JOB_FIELDS, toPublicJob, type PublicJob } from '../job/public-job.ts';
import { createPocketBase, readAllPages } from '../../lib/pocketbase.ts';

/**
 * Build-time data: everything the public may see, read from PocketBase once per build as a
 * visitor would (so nothing private can reach a page), then shared by every page.
 */
export interface Catalog {
  /** Every public center, featured first, then by name. */
  centers: Center[];
  byNumber: Map<number, Center>;
  /** Live job postings (active, paid, unexpired at build time) by center record id, newest first. */
  jobsByCenter: Map<string, CenterJob[]>;
  /** Live job postings of public centers, newest first (/careers and /job/{id}). */
  jobs: PublicJob[];
  /** Videos by center record id, newest first. */
  videosByCenter: Map<string, CenterVideo[]>;
  /** Whether the ai_chat premium feature flag is active (centers may show the AI chat). */
  aiChatActive: boolean;
  /**
   * When each public center's record last changed (PocketBase's `updated`), by record id: the
   * open-data feed's last_modified, which partners ask for changes with.
   */
  centerUpdated: Map<string, string>;
}

/** Groups mapped records by their center record id, keeping their order. */
function groupByCenter<T>(items: { center: string; value: T }[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const { center, value } of items) {
    const list = groups.get(center) ?? [];
    list.push(value);
    groups.set(center, list);
  }
  return groups;
}

const BATCH = 1000;
/**
 * Centers pages read at once: with two, PocketBase builds one page while the other travels and
 * is parsed here (10,000 centers in under 1.5 s on 2 cores).
 */
const CENTER_PAGES_IN_FLIGHT = 2;

/**
 * Reads the catalog from the PocketBase at `pocketbaseUrl`; file URLs point at `publicUrl`
 * (both default to the environment's). `npm run bench` times it as the build's read.
 */
export async function loadCatalog(
  pocketbaseUrl: string = env.POCKETBASE_URL,
  publicUrl: string = env.PUBLIC_POCKETBASE_URL,
): Promise<Catalog> {
  const pb = createPocketBase(pocketbaseUrl);
  const [centerRecords, imageRecords, jobRecords, videoRecords, aiChatActive] = await Promise.all([
    readAllPages(pb, 'centers', {
      perPage: BATCH,
      inFlight: CENTER_PAGES_IN_FLIGHT,
      sort: 'company_name',
    }),
    pb.collection('center_images').getFullList({
      batch: BATCH,
      sort: 'center,kind,display_order',
      skipTotal: true,
    }),
    pb.collection('job_postings').getFullList({
      batch: BATCH,
      filter: LIVE_JOB_FILTER,
      fields: PUBLIC_JOB_FIELDS,
      sort: '-created',
      skipTotal: true,
    }),
    pb.collection('center_videos').getFullList({ batch: BATCH, sort: '-created', skipTotal: true }),
    readChatFlag(pb),
  ]);

  const imagesByCenter: Map<string, CenterImage[]> = groupByCenter(
    imageRecords.map((raw) => {
      const { center, image } = toCenterImage(raw, publicUrl);
      return { center, value: image };
    }),
  );
  const jobsByCenter = groupByCenter(
    jobRecords.map((raw) => {
      const { center, job } = toCenterJob(raw);
      return { center, value: job };
    }),
  );
  const videosByCenter = groupByCenter(
    videoRecords.map((raw) => {
      const { center, video } = toCenterVideo(raw);
      return { center, value: video };
    }),
  );

  // A record the build schema refuses is left out (logged; listed in the admin's data-quality view).
  const records = centerRecords.flatMap((raw) => publishableCenter(raw) ?? []);
  const updatedOf = new Map(centerRecords.map((raw) => [raw.id, String(raw['updated'] ?? '')]));
  // Videos are premium content: shown only while the owner's plan is (showsPremiumContent).
  for (const record of records) {
    if (!showsPremiumContent(record)) videosByCenter.delete(record.id);
  }
  const centers = records
    .map((record) => toCenter(record, imagesByCenter.get(record.id)))
    .sort(compareCenters);
  const centersById = new Map(centers.map((c) => [c.recordId, c]));
  return {
    centers,
    byNumber: new Map(centers.map((c) => [c.number, c])),
    jobsByCenter,
    jobs: jobRecords.flatMap((raw) => toPublicJob(raw, centersById) ?? []),
    videosByCenter,
    aiChatActive,
    centerUpdated: new Map(records.map((r) => [r.id, updatedOf.get(r.id) ?? ''])),
  };
}

/**
 * Where the build's catalog is kept: on the process, not in this module, because a build loads
 * this module twice (once with the config, for the search index, and once in the pages it
 * renders) and both must read the same catalog: one read of 10,000 centers instead of two,
 * and the index's ranks always match the pages' order.
 */
const CATALOG = Symbol.for('mn-directory.catalog');
const processWide = globalThis as unknown as Record<
  symbol,
  { catalog: Promise<Catalog> | undefined } | undefined
>;
const shared = (processWide[CATALOG] ??= { catalog: undefined });

/**
 * The build's catalog, loaded on first use. The dev server renders every request and keeps
 * modules alive, so there each request reads current data instead.
 */
export function getCatalog(): Promise<Catalog> {
  // Undefined where Vite does not define it (the config's own modules).
  if ((import.meta.env as ImportMetaEnv | undefined)?.DEV) shared.catalog = undefined;
  shared.catalog ??= loadCatalog().catch((error: unknown) => {
    throw new Error(`Could not read the directory from PocketBase at ${env.POCKETBASE_URL}`, {
      cause: error,
    });
  });
  return shared.catalog;
}
