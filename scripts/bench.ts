/**
 * `npm run bench`: for the demo data, then with generated centers and job postings added
 * (default 1,000 of each in all; `npm run bench -- --centers 10000` for 10,000 centers), serves
 * the site as production does (Caddy, the publisher, the Node server) and prints the full build time, the Pagefind index
 * time, the bytes of the first view of the home page, /centers, a center page, /careers and /faq
 * (HTML, CSS, JS; gzipped and as sent on the wire), the time from typing a query to the results
 * on screen on /centers and /careers and the bytes sent for it, measured in headless Chromium,
 * the time from an owner's saved edit to the public page showing it (and to the rebuild having it), and Lighthouse's mobile
 * performance per page (generated run). With the demo data it also runs the publisher in a
 * process of its own, as a deployment does, rebuilds 10 times to warm up, then `--rebuilds N`
 * times (default 50), and prints that process's memory before and after. It ends with the
 * targets and which hold (scripts/lib/bench-targets.ts). With the generated centers it also prints PocketBase's own figures next to their targets:
 * centers created a second, the build's read of the catalog, and the public list of 20 centers
 * under 32 concurrent clients. `--no-site` skips the builds and the browser; `--search-only`
 * builds only the generated run and times only the searches on /centers and /careers (the
 * search rows, in a few minutes). Records them in .bench/. Figures, not assertions: timings vary with the machine.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { generatedCenterRecords } from '../pocketbase/seed/generated-centers.ts';
import { seedDemoData } from '../pocketbase/seed/seed.ts';
import { PAGEFIND_STATS_FILE, type PagefindStats } from '../src/integrations/pagefind.ts';
import { PUBLIC_CENTER_FILTER } from '../src/domain/center/center-status.ts';
import { TYPING_DELAY_MS } from '../src/features/directory/use-url-filters.ts';
import { JOB_ROLES } from '../pocketbase/seed/demo-job-roles.ts';
import { LIVE_JOB_FILTER } from '../src/domain/job/center-jobs.ts';
import {
  careersTimings,
  firstViewWeight,
  launchChromium,
  searchTimings,
  type SearchTiming,
} from './lib/bench-browser.ts';
import { runPool } from '../src/lib/run-pool.ts';
import { createInBatches } from '../pocketbase/seed/batch.ts';
import { measurePocketBase } from './lib/bench-pocketbase.ts';
import { freePort, startPocketBase } from './lib/pocketbase-server.ts';
import { startSite, type SiteOptions } from '../server/site.ts';
import { astroBuild } from '../server/publisher/releases.ts';
import { LOCALES, localizePath } from '../src/lib/i18n/locales.ts';
import { startPublisherProcess } from './lib/bench-publisher.ts';
import { lighthouseScores } from './lib/bench-lighthouse.ts';
import { jobHref } from '../src/lib/routes.ts';
import { printTargets, yesRow, type Row } from './lib/bench-targets.ts';
import { cpuSeconds } from './lib/bench-cpu.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Its own folder per run, so two runs (1,000 and 10,000 centers) never remove each other's.
const releasesDir = join(root, '.bench', `releases-${String(process.pid)}`);
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const target = argument('--centers', 1000);
/** How long the publisher is left idle before each memory reading (see memoryOverRebuilds). */
const MEMORY_IDLE_MS = 15_000;
/** Rebuilds before the memory check's first reading (see memoryOverRebuilds). */
const WARM_UP_REBUILDS = 10;
/** Rebuilds run after the demo data's measures to check the publisher's memory. */
const rebuildsForMemory = argument('--rebuilds', 50);
const sitePort = await freePort();
const nodePort = await freePort();
const publisherPort = await freePort();
const rebuildToken = randomBytes(24).toString('base64url');
const rows: Row[] = [];
const withSite = !process.argv.includes('--no-site');
/** Only the generated run's search rows: no demo run, page weights, Lighthouse, edits or rebuilds. */
const searchOnly = process.argv.includes('--search-only');
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
  for (const [i, s] of timings.entries()) {
    console.log(
      `    ${s.label.padEnd(42)} ${s.ms.toFixed(0).padStart(5)} ms   sent ${kb(s.wireBytes).padStart(9)} (${kb(s.bytes)} gzipped) in ${String(s.requests)} requests`,
    );
    // The first search carries the transfer target: where its bytes went, largest first.
    if (i > 0) continue;
    const files = s.files.filter((f) => f.wireBytes > 0).sort((a, b) => b.wireBytes - a.wireBytes);
    for (const file of files) {
      console.log(`      ${file.path.padEnd(50)} ${kb(file.wireBytes).padStart(9)}`);
    }
  }
}

/**
 * Whether a page and the first stylesheet and script it links arrive brotli-compressed (files
 * under 1 KB are sent as they are: compressing them saves nothing).
 */
async function sentCompressed(siteUrl: string, path: string): Promise<boolean> {
  const get = (url: string) =>
    fetch(new URL(url, siteUrl), { headers: { 'Accept-Encoding': 'br' } });
  const page = await get(path);
  const html = await page.text();
  const assets = [/href="(\/_astro\/[^"]+\.css)"/, /src="(\/_astro\/[^"]+\.js)"/].flatMap(
    (pattern) => pattern.exec(html)?.[1] ?? [],
  );
  const answers = await Promise.all(assets.map(get));
  const compressed = await Promise.all(
    [page, ...answers].map(
      async (answer) =>
        answer.headers.get('content-encoding') === 'br' ||
        (await answer.arrayBuffer()).byteLength < 1024,
    ),
  );
  return compressed.every(Boolean);
}

/** Seconds from saving an edit in PocketBase to the center's page showing it in every language. */
async function editToLive(pb: PocketBase, siteUrl: string, centerId: string, path: string) {
  const marker = `Bench edit ${String(Date.now())}`;
  const started = performance.now();
  await pb.collection('centers').update(centerId, { about: marker });
  const deadline = Date.now() + 15 * 60_000;
  const shows = async (page: string) =>
    (await (await fetch(`${siteUrl}${page}`)).text()).includes(marker);
  for (const page of LOCALES.map((locale) => localizePath(locale, path))) {
    while (!(await shows(page))) {
      if (Date.now() > deadline) throw new Error('the edit was not live within 15 minutes');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return (performance.now() - started) / 1000;
}

/** The site of both runs: Caddy on sitePort, the releases in releasesDir, built from PocketBase. */
function siteOptions(pocketbaseUrl: string): SiteOptions {
  const siteUrl = `http://127.0.0.1:${String(sitePort)}`;
  return {
    address: siteUrl,
    releasesDir,
    nodePort,
    publisherPort,
    pocketbaseUpstream: new URL(pocketbaseUrl).host,
    buildEnv: {
      POCKETBASE_URL: pocketbaseUrl,
      PUBLIC_POCKETBASE_URL: siteUrl,
      SITE_URL: siteUrl,
    },
    rebuildToken,
  };
}

async function measure(
  label: string,
  /** Signed in as the superuser: reads the first center, saves the timed edit. */
  pb: PocketBase,
  pocketbaseUrl: string,
  centers: number,
  jobs: number,
  /** Lighthouse on the pages or not. */
  { withLighthouse }: { withLighthouse: boolean },
) {
  console.log(`\n${label}: ${String(centers)} centers, ${String(jobs)} live job postings`);
  const siteUrl = `http://127.0.0.1:${String(sitePort)}`;
  let lastRelease = '';
  const options = siteOptions(pocketbaseUrl);
  // Served as production serves it: Caddy, the publisher's rebuilds, the Node server.
  const start = () =>
    startSite({
      ...options,
      builder: (out, env, signal) => {
        lastRelease = out;
        return astroBuild(out, env, signal, ['--silent']);
      },
      log: () => undefined,
    });
  // The release's on-demand routes (a page changed since the build) run in its Node server,
  // a child of this process, and read this PocketBase from the environment it inherits.
  Object.assign(process.env, options.buildEnv);
  // A cold build: no incremental cache from an earlier run.
  await rm(releasesDir, { recursive: true, force: true });
  let site!: Awaited<ReturnType<typeof start>>;
  const cpuBefore = cpuSeconds();
  const buildSeconds = await timed('full build (pages + Pagefind + compression)', async () => {
    site = await start();
  });
  const buildCpu = cpuSeconds() - cpuBefore;
  console.log(`  ${'  ... CPU (user + sys, build included)'.padEnd(40)} ${buildCpu.toFixed(2)} s`);
  // The records' pages are compressed once the release is live (sent compressed as they go
  // until then); the byte counts below are of the copies.
  await timed("records' pages compressed after going live", () =>
    site.publisher.recordPagesCompressed(),
  );
  const pagefind = JSON.parse(
    await readFile(join(lastRelease, PAGEFIND_STATS_FILE), 'utf8'),
  ) as PagefindStats;
  console.log(
    `  ${`Pagefind index (${String(pagefind.pages)} centers)`.padEnd(40)} ${pagefind.seconds.toFixed(2)} s (${pagefind.reused ? "the last build's, records unchanged; " : ''}alongside the pages; ${pagefind.afterPagesSeconds.toFixed(2)} s after them)`,
  );
  // One build makes every page in all four languages (English, Spanish, Somali, Hmong).
  rows.push({
    measure: `full build + Pagefind, ${String(centers)} centers, ${String(LOCALES.length)} languages`,
    value: buildSeconds,
    unit: 's',
    target: 90,
  });
  rows.push({
    measure: `full build + Pagefind, ${String(centers)} centers, ${String(LOCALES.length)} languages: CPU seconds`,
    value: buildCpu,
    unit: 's',
    target: 90,
  });

  const first = await pb
    .collection('centers')
    .getList(1, 1, { sort: 'number', filter: PUBLIC_CENTER_FILTER });
  const firstCenter = first.items[0];
  if (!firstCenter) throw new Error('no public center to measure');
  const centerPath = `/center/${String(firstCenter['slug'])}-${String(firstCenter['number'])}`;
  rows.push(
    yesRow(
      'center page, its CSS and JS sent brotli-compressed',
      await sentCompressed(siteUrl, centerPath),
    ),
  );
  const browser = await launchChromium();
  try {
    const weights: Record<string, Awaited<ReturnType<typeof firstViewWeight>>> = {};
    for (const [name, path] of Object.entries(
      searchOnly
        ? {}
        : {
            home: '/',
            directory: '/centers',
            center: centerPath,
            careers: '/careers',
            faq: '/faq',
          },
    )) {
      const w = await firstViewWeight(browser, `${siteUrl}${path}`);
      weights[name] = w;
      console.log(
        `  first view ${name.padEnd(10)} html ${kb(w.html).padStart(9)}  css ${kb(w.css).padStart(8)}  js ${kb(w.js).padStart(8)}  (gzip; Pagefind requests: ${String(w.pagefindRequests)})`,
      );
      console.log(
        `  ${''.padEnd(21)} sent ${kb(w.wire.html).padStart(9)}      ${kb(w.wire.css).padStart(8)}     ${kb(w.wire.js).padStart(8)}  (on the wire, brotli)`,
      );
      rows.push({
        measure: `HTML + CSS on the wire, ${name}`,
        value: (w.wire.html + w.wire.css) / 1024,
        unit: 'KB',
        target: 14,
      });
      if (name === 'home' || name === 'center' || name === 'faq' || name === 'directory') {
        rows.push({
          measure: `JS on a read-only page, ${name}`,
          value: w.wire.js / 1024,
          unit: 'KB',
          target: 15,
        });
      }
    }
    const searches = await searchTimings(browser, siteUrl);
    printTimings(
      `  /centers: typed or chosen -> results on screen (typed text waits ${String(TYPING_DELAY_MS)} ms after the last key):`,
      searches,
    );
    const [firstSearch, , , zipSearch] = searches;
    if (firstSearch)
      rows.push({
        measure: `first search transfer, ${String(centers)} centers`,
        value: firstSearch.wireBytes / 1024,
        unit: 'KB',
        target: 100,
      });
    if (zipSearch)
      rows.push({
        measure: `ZIP radius search transfer, ${String(centers)} centers`,
        value: zipSearch.wireBytes / 1024,
        unit: 'KB',
        target: 20,
      });
    // Once the index is loaded: the searches after the first (which loads it).
    const slowest = (timings: SearchTiming[]) => Math.max(...timings.slice(1).map((t) => t.ms));
    rows.push({
      measure: `/centers search -> results on screen, index loaded, ${String(centers)} centers`,
      value: slowest(searches.slice(0, 3)),
      unit: 'ms',
      target: 100,
    });
    const careers = await careersTimings(browser, siteUrl);
    printTimings('  /careers: typed or chosen -> results on screen (filtered in place):', careers);
    rows.push({
      measure: `/careers search -> results on screen, index loaded, ${String(jobs)} jobs`,
      value: slowest(careers),
      unit: 'ms',
      target: 100,
    });
    if (searchOnly) {
      return { label, centers, jobs, buildSeconds, pagefind, weights, searches, careers };
    }

    // The terms dialog shows on a first visit; Lighthouse measures that first visit.
    const firstJob = await pb
      .collection('job_postings')
      .getList(1, 1, { filter: LIVE_JOB_FILTER, fields: 'id' });
    const lighthousePaths = ['/', '/centers', centerPath, '/intake', '/careers', '/pricing'];
    if (firstJob.items[0]) lighthousePaths.push(jobHref(firstJob.items[0]));
    const scores = withLighthouse ? await lighthouseScores(siteUrl, lighthousePaths) : [];
    for (const score of scores) {
      console.log(
        `  Lighthouse mobile ${score.path.padEnd(30)} performance ${String(score.performance).padStart(3)}   LCP ${score.lcpSeconds.toFixed(1)} s`,
      );
      rows.push({
        measure: `Lighthouse mobile performance, ${score.path}`,
        value: score.performance,
        unit: '',
        target: 100,
        atLeast: true,
      });
    }

    const editStarted = performance.now();
    const live = await timed(
      'owner saves an edit -> its page shows it in 4 languages',
      async () => {
        await editToLive(pb, siteUrl, firstCenter.id, centerPath);
      },
    );
    // The batched rebuild that brings the edit to the directory and search too.
    const { requested } = site.publisher.status();
    while (site.publisher.status().published < requested) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rebuildLive = (performance.now() - editStarted) / 1000;
    console.log(
      `  ${'  ... and the rebuild having it is live'.padEnd(40)} ${rebuildLive.toFixed(2)} s (${site.publisher.status().lastBuildSeconds.toFixed(1)} s build)`,
    );
    rows.push({
      measure: `edit to live on the center's page in ${String(LOCALES.length)} languages, ${String(centers)} centers`,
      value: live,
      unit: 's',
      target: 2,
    });

    return {
      label,
      centers,
      jobs,
      buildSeconds,
      pagefind,
      weights,
      searches,
      careers,
      editToLive: live,
      rebuildLive,
    };
  } finally {
    await browser.close();
    await site.stop();
  }
}

/**
 * The publisher's memory over `rebuilds` rebuilds, after WARM_UP_REBUILDS warm-up ones (the
 * first rebuilds grow the process, the allocator's working set, then it levels off). The
 * publisher runs in a process of its own, as a deployment runs it, on the releases and build
 * cache of the demo run; its memory is read with its Node server's after MEMORY_IDLE_MS idle.
 */
async function memoryOverRebuilds(pocketbaseUrl: string, rebuilds: number) {
  const site = await startPublisherProcess(siteOptions(pocketbaseUrl));
  try {
    const start = await site.usage(MEMORY_IDLE_MS);
    const warmUp = Math.min(WARM_UP_REBUILDS, rebuilds);
    await timed(`${String(warmUp)} rebuilds (warming up)`, async () => {
      for (let i = 0; i < warmUp; i++) await site.rebuild();
    });
    const first = await site.usage(MEMORY_IDLE_MS);
    await timed(`${String(rebuilds)} rebuilds`, async () => {
      for (let i = 0; i < rebuilds; i++) await site.rebuild();
    });
    const last = await site.usage(MEMORY_IDLE_MS);
    console.log(
      `  publisher memory (RSS, its own process with its Node server) ${start.rssMb.toFixed(0)} MB at first, ${first.rssMb.toFixed(0)} MB after warming up, ${last.rssMb.toFixed(0)} MB after ${String(rebuilds)} more (its Node server ${first.releasesRssMb.toFixed(0)} -> ${last.releasesRssMb.toFixed(0)} MB)`,
    );
    rows.push({
      measure: `publisher memory growth over ${String(rebuilds)} rebuilds`,
      value: last.rssMb - first.rssMb,
      unit: 'MB',
      target: 20,
    });
    return {
      startMb: start.rssMb,
      firstMb: first.rssMb,
      lastMb: last.rssMb,
    };
  } finally {
    await site.stop();
  }
}

/**
 * Adds live postings (paid, active, 30 days left, as a paid posting is stored) spread
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
// PocketBase asks the site to rebuild after public changes, as under npm start.
const server = await startPocketBase({
  dataDir,
  env: {
    SITE_REBUILD_URL: `http://127.0.0.1:${String(publisherPort)}/api/rebuild`,
    SITE_REBUILD_TOKEN: rebuildToken,
  },
});
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
  if (withSite && !searchOnly) {
    const demo = await measure('demo data', pb, server.url, demoCount, await liveJobs(), {
      withLighthouse: false,
    });
    const memory =
      rebuildsForMemory > 0 ? await memoryOverRebuilds(server.url, rebuildsForMemory) : undefined;
    results.push({ ...demo, memory });
  }

  const extra = Math.max(0, target - demoCount);
  if (extra > 0) {
    const generated = generatedCenterRecords(extra);
    if (searchOnly) {
      await timed(`create ${String(extra)} centers`, async () => {
        await createInBatches(pb, 'centers', generated, { inFlight: 3 });
      });
    } else {
      results.push({ label: 'pocketbase', ...(await measurePocketBase(pb, server, generated)) });
    }
  }
  if (extra > 0 || (await liveJobs()) < JOB_TARGET) {
    await timed(`create live job postings up to ${String(JOB_TARGET)}`, () =>
      createJobs(pb, JOB_TARGET),
    );
    if (withSite) {
      results.push(
        await measure('generated', pb, server.url, demoCount + extra, await liveJobs(), {
          withLighthouse: !searchOnly,
        }),
      );
    }
  }

  await mkdir(join(root, '.bench'), { recursive: true });
  const file = join(
    root,
    '.bench',
    `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await writeFile(file, JSON.stringify({ results, rows }, null, 2));
  printTargets(rows);
  console.log(`\nRecorded in ${file}`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(releasesDir, { recursive: true, force: true });
}
