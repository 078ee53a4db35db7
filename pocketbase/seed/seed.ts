/**
 * Loads the demo data set into an empty PocketBase: users, plans, 162 fictional centers
 * with pictures (no videos: a demo video would need a host that works offline and online),
 * subscriptions and job postings. Run directly (`npm run seed`,
 * PocketBase already running) it signs in as PB_SUPERUSER_EMAIL at POCKETBASE_URL;
 * scripts/start.ts imports seedDemoData instead.
 */
import { pathToFileURL } from 'node:url';
import PocketBase from 'pocketbase';
import { buildDemoCenters, type DemoCenter } from './demo-centers.ts';
import { pbDate, REFERENCE_DATE } from './demo-facts.ts';
import { ImagePool } from './demo-images.ts';
import type { DemoImage } from './demo-media.ts';
import { buildDemoJobs, type DemoJob } from './demo-jobs.ts';
import { PLANS, PREMIUM_FEATURES } from './demo-plans.ts';
import {
  DEMO_ACCOUNTS,
  extraOwners,
  premiumOwnerKeys,
  type DemoAccount,
  type OwnerKey,
} from './demo-users.ts';
import { createInBatches } from './batch.ts';
import { runPool } from '../../src/lib/run-pool.ts';

export { DEMO_ACCOUNTS } from './demo-users.ts';

/** Requests in flight at once: enough to keep PocketBase busy without queueing writes. */
const CONCURRENCY = 6;
const DAY = 24 * 60 * 60 * 1000;
// Concurrent requests to the same endpoint must not cancel each other (SDK auto-cancellation).
const NO_CANCEL = { requestKey: null };

/** What a seed run did. */
export interface SeedResult {
  seeded: boolean;
  centers: number;
  jobs: number;
}

async function createUsers(pb: PocketBase): Promise<Map<OwnerKey | 'admin', string>> {
  const accounts: { key: OwnerKey | 'admin'; account: DemoAccount; role: string }[] = [
    { key: 'admin', account: DEMO_ACCOUNTS.admin, role: 'admin' },
    { key: 'owner', account: DEMO_ACCOUNTS.owner, role: 'user' },
    { key: 'owner2', account: DEMO_ACCOUNTS.owner2, role: 'user' },
    ...extraOwners().map((o) => ({ ...o, role: 'user' })),
  ];
  const ids = new Map<OwnerKey | 'admin', string>();
  await runPool(accounts, CONCURRENCY, async ({ key, account, role }) => {
    const user = await pb.collection('users').create(
      {
        email: account.email,
        password: account.password,
        passwordConfirm: account.password,
        name: account.name,
        role,
        verified: true,
        emailVisibility: false,
      },
      NO_CANCEL,
    );
    ids.set(key, user.id);
  });
  return ids;
}

async function createCatalog(pb: PocketBase, users: Map<string, string>): Promise<void> {
  const planIds = new Map<string, string>();
  for (const plan of PLANS) {
    planIds.set(plan.type, (await pb.collection('plans').create({ ...plan }, NO_CANCEL)).id);
  }
  for (const feature of PREMIUM_FEATURES) {
    await pb.collection('premium_features').create(feature, NO_CANCEL);
  }
  // Every owner of premium listings pays for Premium, as the spec's premium status requires.
  await runPool(premiumOwnerKeys(), CONCURRENCY, async (key) => {
    await pb.collection('subscriptions').create(
      {
        user: users.get(key),
        plan: planIds.get('premium'),
        plan_type: 'premium',
        status: 'active',
        expires_at: pbDate(REFERENCE_DATE + 30 * DAY),
      },
      NO_CANCEL,
    );
  });
}

function imageForm(center: string, image: DemoImage, pool: ImagePool, name: string): FormData {
  const png = image.kind === 'logo' ? pool.logo(name) : pool.scene(image.scene);
  const form = new FormData();
  form.set('center', center);
  form.set('kind', image.kind);
  form.set('alt_text', image.alt_text);
  form.set('display_order', String(image.display_order));
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${image.kind}.png`);
  return form;
}

/** Seeds the demo data into an empty database; writes nothing if any center exists. */
export async function seedDemoData(pb: PocketBase): Promise<SeedResult> {
  const existing = await pb.collection('centers').getList(1, 1, { skipTotal: true, ...NO_CANCEL });
  if (existing.items.length > 0) return { seeded: false, centers: 0, jobs: 0 };

  const centers = buildDemoCenters();
  const jobs = buildDemoJobs(centers, Date.now());
  const users = await createUsers(pb);
  await createCatalog(pb, users);

  // In batches, in order: center numbers follow the generated order and stay stable per seed.
  const centerIds = await createInBatches(
    pb,
    'centers',
    centers.map((center) => ({
      ...center.record,
      owner: center.owner ? users.get(center.owner) : '',
    })),
  );

  const pool = new ImagePool();
  const uploads = centers.flatMap((c: DemoCenter, i) =>
    c.images.map((image) => ({ center: i, image })),
  );
  await runPool(uploads, CONCURRENCY, async (upload) => {
    const id = centerIds[upload.center] ?? '';
    const name = centers[upload.center]?.record.company_name ?? '';
    await pb.collection('center_images').create(imageForm(id, upload.image, pool, name), NO_CANCEL);
  });

  await runPool(jobs, CONCURRENCY, async (job: DemoJob) => {
    await pb.collection('job_postings').create(
      {
        ...job.record,
        center: centerIds[job.center],
        owner: users.get(job.owner),
      },
      NO_CANCEL,
    );
  });
  return { seeded: true, centers: centers.length, jobs: jobs.length };
}

async function main(): Promise<void> {
  // Imported here so that importing seedDemoData never reads or validates the environment.
  const { env } = await import('../../src/lib/env.ts');
  if (!env.PB_SUPERUSER_EMAIL || !env.PB_SUPERUSER_PASSWORD) {
    throw new Error('Set PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD (see .env.example).');
  }
  const pb = new PocketBase(env.POCKETBASE_URL);
  await pb
    .collection('_superusers')
    .authWithPassword(env.PB_SUPERUSER_EMAIL, env.PB_SUPERUSER_PASSWORD);
  const started = performance.now();
  const result = await seedDemoData(pb);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.seeded
      ? `Seeded ${String(result.centers)} centers and ${String(result.jobs)} job postings in ${seconds} s.`
      : 'Centers already exist; demo data not loaded.',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
