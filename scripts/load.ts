/**
 * `npm run load`: figures, not a test. A throwaway PocketBase with the demo data and
 * its mail going to a local sink, and the site built from it and served as production serves
 * it; then for 60 s (`-- --seconds N`) 200 concurrent visitors (`-- --visitors N`) read the site's pages (every
 * URL of its sitemap, at random, and then every picture on it at once, as a browser does) while families send 20 intake submissions a second to
 * PocketBase, each visitor and each family from its own loopback address (PocketBase's
 * production rate limits stay as they are). Prints requests, errors, 429s, 503s (PocketBase
 * too busy: a quick answer with Retry-After rather than a long wait) and latency
 * percentiles of both, the CPU time PocketBase spent and the machine's load average, then
 * checks that every accepted submission is stored exactly once and nothing else was. The
 * pictures are the release's copies (src/integrations/pictures.ts), made before the visitors
 * come, as a live site has them.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { seedDemoData } from '../pocketbase/seed/seed.ts';
import { intakeBody } from '../tests/support/submissions.ts';
import { smtpEnv, startMailSink } from './lib/mail-sink.ts';
import { freePort, startPocketBase } from './lib/pocketbase-server.ts';
import { astroBuild } from '../server/publisher/releases.ts';
import { startSite, type Site } from '../server/site.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const SECONDS = argument('--seconds', 60);
/** `-- --visitors 0`: the submissions alone, to tell what the visitors cost them. */
const VISITORS = argument('--visitors', 200);
const SUBMISSIONS_A_SECOND = 20;
// Beside the bench's build: ignored by git, ESLint and Prettier alike.
/** Served as production serves it: Caddy, the publisher and the Node server. */
const releasesDir = fileURLToPath(new URL('../.bench/load-releases', import.meta.url));

/** What one kind of request got. */
interface Tally {
  latencies: number[];
  /** Statuses other than 2xx, 429 and 503, and failed connections or timeouts (status 0). */
  errors: number;
  /** The errors by status. */
  errorStatuses: Map<number, number>;
  tooMany: number;
  /** 503 with Retry-After: too busy, try again (the intake form says so). */
  busy: number;
  /** Milliseconds to each 503. */
  busyLatencies: number[];
}

const newTally = (): Tally => ({
  latencies: [],
  errors: 0,
  errorStatuses: new Map(),
  tooMany: 0,
  busy: 0,
  busyLatencies: [],
});

function record(tally: Tally, status: number, ms: number): void {
  if (status === 429) tally.tooMany += 1;
  else if (status === 503) {
    tally.busy += 1;
    tally.busyLatencies.push(ms);
  } else if (status < 200 || status > 299) {
    tally.errors += 1;
    tally.errorStatuses.set(status, (tally.errorStatuses.get(status) ?? 0) + 1);
  } else tally.latencies.push(ms);
}

/** How long one request may take before it counts as an error (status 0). */
const REQUEST_TIMEOUT_MS = 30_000;

/** One HTTP request from the given agent; resolves with the status and body (0 on failure). */
function send(
  agent: Agent,
  url: URL,
  method: 'GET' | 'POST',
  body?: string,
): Promise<{ status: number; body: string; location: string | undefined }> {
  return new Promise((resolve) => {
    const headers = body ? { 'Content-Type': 'application/json' } : undefined;
    const req = request(url, { agent, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          location: res.headers.location,
        });
      });
    });
    req.once('error', () => {
      resolve({ status: 0, body: '', location: undefined });
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => {
      req.destroy(new Error('timed out'));
    });
    req.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

function report(label: string, tally: Tally): void {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const requests = sorted.length + tally.errors + tally.tooMany + tally.busy;
  const ms = (p: number) => percentile(sorted, p).toFixed(1);
  console.log(
    `  ${label.padEnd(22)} ${String(requests).padStart(7)} requests  ${(requests / SECONDS).toFixed(0).padStart(5)} /s  ` +
      `${String(tally.errors).padStart(4)} errors  ${String(tally.tooMany).padStart(4)} x 429  ` +
      `${String(tally.busy).padStart(4)} x 503  p50 ${ms(50)} / p95 ${ms(95)} / p99 ${ms(99)} ms`,
  );
  if (tally.busy > 0) {
    const busy = [...tally.busyLatencies].sort((a, b) => a - b);
    console.log(
      `  ${''.padEnd(22)} 503 (busy, Retry-After) answered in p50 ${percentile(busy, 50).toFixed(0)} / ` +
        `p99 ${percentile(busy, 99).toFixed(0)} ms`,
    );
  }
  if (tally.errors > 0) {
    const statuses = [...tally.errorStatuses].map(([status, count]) =>
      status === 0
        ? `${String(count)} failed or timed out (${String(REQUEST_TIMEOUT_MS / 1000)} s)`
        : `${String(count)} x ${String(status)}`,
    );
    console.log(`  ${''.padEnd(22)} errors: ${statuses.join(', ')}`);
  }
}

/** CPU seconds (user + system) a process has used so far (Linux /proc; 0 elsewhere). */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // Fields after the command name: utime is field 14, stime 15 (in clock ticks of 1/100 s).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** The site's page URLs, from its sitemap, on the local server. */
async function pageUrls(siteUrl: string): Promise<URL[]> {
  const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '/').pathname,
  );
  return paths.map((path) => new URL(path, siteUrl));
}

const dataDir = await mkdtemp(join(tmpdir(), 'pb-load-'));
const sink = await startMailSink();
// Behind Caddy, as in production: it sends each visitor's address.
const server = await startPocketBase({
  dataDir,
  env: { ...smtpEnv(sink), PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' },
});
let site: Site | undefined;
try {
  const su = new PocketBase(server.url);
  su.autoCancellation(false);
  await su
    .collection('_superusers')
    .authWithPassword(server.superuser.email, server.superuser.password);
  console.log('Load (figures vary with the machine)');
  await seedDemoData(su);
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${String(port)}`;
  site = await startSite({
    address: siteUrl,
    releasesDir,
    nodePort: await freePort(),
    publisherPort: await freePort(),
    pocketbaseUpstream: new URL(server.url).host,
    buildEnv: { POCKETBASE_URL: server.url, PUBLIC_POCKETBASE_URL: siteUrl, SITE_URL: siteUrl },
    rebuildToken: randomBytes(24).toString('base64url'),
    builder: (out, env, signal) => astroBuild(out, env, signal, ['--silent']),
    log: () => undefined,
  });
  // The first release's new pictures are copied once it is live.
  await site.publisher.picturesCopied();
  const pages = await pageUrls(siteUrl);
  console.log(
    `  ${String(VISITORS)} visitors over ${String(pages.length)} pages, ` +
      `${String(SUBMISSIONS_A_SECOND)} intake submissions a second, ${String(SECONDS)} s\n`,
  );

  const reads = newTally();
  const pictures = newTally();
  const writes = newTally();
  const accepted: string[] = [];
  const intakeUrl = new URL('/api/collections/intake_submissions/records', server.url);
  const ends = performance.now() + SECONDS * 1000;
  const loadBefore = loadAverage();
  const pocketbaseCpuBefore = processCpuSeconds(server.pid);

  const visitor = async (i: number) => {
    const agent = new Agent({
      keepAlive: true,
      maxSockets: 1,
      localAddress: `127.3.${String(Math.floor(i / 250))}.${String((i % 250) + 1)}`,
    });
    const pictureAgent = new Agent({
      keepAlive: true,
      maxSockets: 6,
      localAddress: `127.3.${String(Math.floor(i / 250))}.${String((i % 250) + 1)}`,
    });
    while (performance.now() < ends) {
      const page = pages[Math.floor(Math.random() * pages.length)] ?? new URL(siteUrl);
      const started = performance.now();
      let answer = await send(agent, page, 'GET');
      // A browser follows a redirect to a page's canonical address (/x to /x/).
      if ((answer.status === 301 || answer.status === 308) && answer.location) {
        answer = await send(agent, new URL(answer.location, page), 'GET');
      }
      const { status, body } = answer;
      record(reads, status, performance.now() - started);
      // The page's pictures, all at once (a browser opens several connections for them).
      const sources = new Set(
        [...body.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) =>
          (m[1] ?? '').replace(/&amp;/g, '&'),
        ),
      );
      await Promise.all(
        [...sources].map(async (source) => {
          const fetched = performance.now();
          const answer = await send(pictureAgent, new URL(source, page), 'GET');
          record(pictures, answer.status, performance.now() - fetched);
        }),
      );
    }
    agent.destroy();
    pictureAgent.destroy();
  };

  const submit = async (n: number) => {
    const agent = new Agent({
      localAddress: `127.4.${String(Math.floor(n / 250))}.${String((n % 250) + 1)}`,
    });
    const email = `load-${String(n)}@example.org`;
    const started = performance.now();
    const answer = await send(
      agent,
      intakeUrl,
      'POST',
      JSON.stringify({ ...intakeBody(), name: `Load Family ${String(n)}`, email }),
    );
    record(writes, answer.status, performance.now() - started);
    if (answer.status === 200) accepted.push(email);
    agent.destroy();
  };

  const submissions: Promise<void>[] = [];
  const families = (async () => {
    const total = SECONDS * SUBMISSIONS_A_SECOND;
    const startedAt = performance.now();
    for (let n = 0; n < total; n++) {
      // Paced to the clock, not to the answers: a slow server gets the same arrivals.
      const due = startedAt + (n * 1000) / SUBMISSIONS_A_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      submissions.push(submit(n));
    }
  })();
  await Promise.all([...Array.from({ length: VISITORS }, (_, i) => visitor(i)), families]);
  await Promise.all(submissions);

  const pocketbaseCpu = processCpuSeconds(server.pid) - pocketbaseCpuBefore;
  report('pages (site)', reads);
  report('pictures (site)', pictures);
  report('intake (PocketBase)', writes);
  console.log(
    `\n  PocketBase used ${pocketbaseCpu.toFixed(1)} s of CPU in ${String(SECONDS)} s; ` +
      `load average (1 / 5 / 15 min) ${loadBefore} before, ${loadAverage()} after`,
  );

  const stored = await su.collection('intake_submissions').getFullList({
    filter: "email ~ 'load-%@example.org'",
    fields: 'email',
  });
  const counts = new Map<string, number>();
  for (const s of stored) counts.set(s.email as string, (counts.get(s.email as string) ?? 0) + 1);
  const missing = accepted.filter((email) => !counts.has(email));
  const twice = [...counts].filter(([, count]) => count > 1);
  const unexpected = [...counts.keys()].filter((email) => !accepted.includes(email));
  console.log(
    `\n  accepted submissions ${String(accepted.length)}, stored ${String(stored.length)}: ` +
      `${String(missing.length)} missing, ${String(twice.length)} stored twice, ` +
      `${String(unexpected.length)} stored without being accepted`,
  );
  // Stored without an answer (the connection failed after the commit) is not lost; missing or
  // stored twice is.
  if (missing.length || twice.length) process.exitCode = 1;
} finally {
  await site?.stop();
  await server.stop();
  await sink.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(releasesDir, { recursive: true, force: true });
}
