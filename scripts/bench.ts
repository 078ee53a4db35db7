/**
 * `npm run bench`: for the demo data, then with generated centers and job postings added
 * (default 1,000 of each in all; `npm run bench -- --centers 10000` for 10,000 centers), prints
 * the build time, the Pagefind index time, the bytes of the first view of the home page,
 * /centers, a center page and /careers (HTML, CSS, JS; gzipped) and the time from typing a query
 * to the results on screen on /centers and /careers, measured in headless Chromium. With the
 * generated centers it also prints PocketBase's own figures next to their targets (issue 16):
 * centers created a second, the build's read of the catalog, and the public list of 20 centers
 * under 32 concurrent clients. `--no-site` skips the builds and the browser. Records them in
 * .bench/. Figures, not assertions: timings vary with the machine.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { buildDemoCenters } from '../pocketbase/seed/demo-centers.ts';
import { seedDemoData } from '../pocketbase/seed/seed.ts';
import { PAGEFIND_STATS_FILE, type PagefindStats } from '../src/lib/pagefind-integration.ts';
import { PUBLIC_CENTER_FILTER } from '../src/lib/center-status.ts';
import { TYPING_DELAY_MS } from '../src/features/directory/use-url-filters.ts';
import { JOB_ROLES } from '../pocketbase/seed/demo-job-roles.ts';
import { LIVE_JOB_FILTER } from '../src/lib/center-jobs.ts';
import {
  careersTimings,
  firstViewWeight,
  launchChromium,
  searchTimings,
  type SearchTiming,
} from './lib/bench-browser.ts';
import { runPool } from '../pocketbase/seed/pool.ts';
import { measurePocketBase } from './lib/bench-pocketbase.ts';
import { freePort, startPocketBase } from './lib/pocketbase-server.ts';
import { buildSite, serveSite } from './lib/site-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = '.bench/dist';
const argIndex = process.argv.indexOf('--centers');
const target = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 1000;
const withSite = !process.argv.includes('--no-site');
/** Live job postings in the generated run. */
const JOB_TARGET = 1000;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function timed(label: string, task: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await task();
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${label.padEnd(40)} ${seconds.toFixed(2)} s`);
  return seconds;
}

function printTimings(heading: string, timings: SearchTiming[]): void {
  console.log(heading);
  for (const s of timings) {
    console.log(
      `    ${s.label.padEnd(42)} ${s.ms.toFixed(0).padStart(5)} ms   fetched ${kb(s.bytes).padStart(9)} in ${String(s.requests)} requests`,
    );
  }
}

async function measure(label: string, pocketbaseUrl: string, centers: number, jobs: number) {
  console.log(`\n${label}: ${String(centers)} centers, ${String(jobs)} live job postings`);
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${String(port)}`;
  const buildSeconds = await timed('astro build (pages + Pagefind index)', () =>
    buildSite(pocketbaseUrl, siteUrl, outDir),
  );
  const pagefind = JSON.parse(
    await readFile(join(root, outDir, PAGEFIND_STATS_FILE), 'utf8'),
  ) as PagefindStats;
  console.log(
    `  ${`Pagefind index (${String(pagefind.pages)} center pages)`.padEnd(40)} ${pagefind.seconds.toFixed(2)} s`,
  );

  const pb = new PocketBase(pocketbaseUrl);
  const first = await pb.collection('centers').getList(1, 1, { sort: 'number' });
  const centerPath = `/center/${String(first.items[0]?.['slug'])}-${String(first.items[0]?.['number'])}`;
  const site = await serveSite(port, outDir);
  const browser = await launchChromium();
  try {
    const weights: Record<string, Awaited<ReturnType<typeof firstViewWeight>>> = {};
    for (const [name, path] of Object.entries({
      home: '/',
      directory: '/centers',
      center: centerPath,
      careers: '/careers',
    })) {
      const w = await firstViewWeight(browser, `${siteUrl}${path}`);
      weights[name] = w;
      console.log(
        `  first view ${name.padEnd(10)} html ${kb(w.html).padStart(9)}  css ${kb(w.css).padStart(8)}  js ${kb(w.js).padStart(8)}  (gzip; Pagefind requests: ${String(w.pagefindRequests)})`,
      );
    }
    const searches = await searchTimings(browser, siteUrl);
    printTimings(
      `  /centers: typed or chosen -> results on screen (typed text waits ${String(TYPING_DELAY_MS)} ms after the last key):`,
      searches,
    );
    const careers = await careersTimings(browser, siteUrl);
    printTimings('  /careers: typed or chosen -> results on screen (filtered in place):', careers);
    return { label, centers, jobs, buildSeconds, pagefind, weights, searches, careers };
  } finally {
    await browser.close();
    site.kill('SIGTERM');
  }
}

/**
 * Adds live postings (paid, active, 30 days left, as the payments issue stores them) spread
 * over the public centers until `total` are live.
 */
async function createJobs(pb: PocketBase, total: number): Promise<void> {
  const missing =
    total -
    (await pb.collection('job_postings').getList(1, 1, { filter: LIVE_JOB_FILTER })).totalItems;
  if (missing <= 0) return;
  const centers = await pb.collection('centers').getFullList({
    filter: 'approved != "pending" && approved != "no" && approved != "rejected"',
    fields: 'id,city,company_name',
  });
  const owner = await pb.collection('users').getFirstListItem('role != "admin"');
  const expires = new Date(Date.now() + 30 * 86_400_000).toISOString().replace('T', ' ');
  const types = ['full-time', 'part-time', 'contract', 'temporary'] as const;
  await runPool(
    Array.from({ length: missing }, (_, i) => i),
    8,
    async (i) => {
      const center = centers[i % centers.length];
      const role = JOB_ROLES[i % JOB_ROLES.length];
      if (!center || !role) return;
      await pb.collection('job_postings').create({
        center: center.id,
        owner: owner.id,
        title: role.title,
        description: `${String(center['company_name'])} in ${String(center['city'])} is hiring a ${role.title} to ${role.duty}.`,
        requirements: role.needs,
        employment_type: types[i % types.length],
        location: `${String(center['city'])}, MN`,
        remote_option: role.remote,
        salary_range: role.pay,
        application_email: 'careers@example.org',
        status: 'active',
        payment_status: 'paid',
        expires_at: expires,
      });
    },
  );
}

const dataDir = await mkdtemp(join(tmpdir(), 'pb-bench-'));
const server = await startPocketBase({ dataDir });
try {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  await pb
    .collection('_superusers')
    .authWithPassword(server.superuser.email, server.superuser.password);
  const results = [];

  console.log('Benchmark (figures vary with the machine)');
  await timed('seed demo data', async () => {
    await seedDemoData(pb);
  });
  const demoCount = (
    await pb.collection('centers').getList(1, 1, {
      filter: PUBLIC_CENTER_FILTER,
    })
  ).totalItems;
  const liveJobs = async () =>
    (await pb.collection('job_postings').getList(1, 1, { filter: LIVE_JOB_FILTER })).totalItems;
  if (withSite) results.push(await measure('demo data', server.url, demoCount, await liveJobs()));

  const extra = Math.max(0, target - demoCount);
  if (extra > 0) {
    const templates = buildDemoCenters();
    const generated = Array.from({ length: extra }, (_, i) => {
      const { record } = templates[i % templates.length] as (typeof templates)[number];
      return {
        ...record,
        company_name: `${record.company_name} ${String(i + 1)}`,
        owner: '',
        approved: '',
        access_code: '',
      };
    });
    results.push({ label: 'pocketbase', ...(await measurePocketBase(pb, server, generated)) });
  }
  if (extra > 0 || (await liveJobs()) < JOB_TARGET) {
    await timed(`create live job postings up to ${String(JOB_TARGET)}`, () =>
      createJobs(pb, JOB_TARGET),
    );
    if (withSite) {
      results.push(await measure('generated', server.url, demoCount + extra, await liveJobs()));
    }
  }

  await mkdir(join(root, '.bench'), { recursive: true });
  const file = join(
    root,
    '.bench',
    `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await writeFile(file, JSON.stringify(results, null, 2));
  console.log(`\nRecorded in ${file}`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(join(root, outDir), { recursive: true, force: true });
}
