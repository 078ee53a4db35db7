import type PocketBase from 'pocketbase';
import { createInBatches } from '../../pocketbase/seed/batch.ts';
import { loadCatalog } from '../../src/domain/center/catalog.ts';
import { measureThroughput, timedWithCpu, type Throughput } from './bench-api.ts';
import type { PocketBaseServer } from './pocketbase-server.ts';

/** One figure of PocketBase's, beside its target. */
function figure(label: string, value: string, target = ''): void {
  console.log(`  ${label.padEnd(42)} ${value.padStart(16)}   ${target}`);
}

/**
 * PocketBase's figures, each beside its target for 2 cores: generated centers
 * created through the batch API, the build's read of the catalog, and the public list of 20
 * centers under 32 concurrent clients. Each also shows the CPU PocketBase spent on it, which
 * says what the cores give when other processes share them.
 */
export async function measurePocketBase(
  pb: PocketBase,
  server: PocketBaseServer,
  generated: Record<string, unknown>[],
) {
  console.log('\nPocketBase (targets for 2 cores in brackets)');
  let generatedIds: string[] = [];
  const created = await timedWithCpu(server.pid, async () => {
    generatedIds = await createInBatches(pb, 'centers', generated, { inFlight: 3 });
  });
  const createdPerSecond = generated.length / created.seconds;
  figure(
    `centers created a second (${String(generated.length)})`,
    `${createdPerSecond.toFixed(0)} /s`,
    '[>= 1,000 /s]',
  );
  figure('  PocketBase CPU a center', `${((created.cpu * 1000) / generated.length).toFixed(2)} ms`);

  let publicCenters = 0;
  const read = await timedWithCpu(server.pid, async () => {
    publicCenters = (await loadCatalog(server.url, server.url)).centers.length;
  });
  figure(
    `build read (${String(publicCenters)} public centers)`,
    `${read.seconds.toFixed(2)} s`,
    '[< 1.5 s at 10,000]',
  );
  figure('  PocketBase CPU', `${read.cpu.toFixed(2)} s`);

  // The bench instance only: every rate limit a thousand times higher, so the limiter still
  // runs on each request (as in production) without refusing the load.
  const { rateLimits } = (await pb.settings.getAll()) as {
    rateLimits: { rules: { maxRequests: number }[] };
  };
  await pb.settings.update({
    rateLimits: {
      ...rateLimits,
      rules: rateLimits.rules.map((rule) => ({ ...rule, maxRequests: rule.maxRequests * 1000 })),
    },
  });
  const listUrl = `${server.url}/api/collections/centers/records?page=1&perPage=20&skipTotal=1`;
  const list = await measureList(server, listUrl, 10);
  figure(
    'public list of 20, 32 clients',
    `${list.perSecond.toFixed(0)} /s`,
    `[>= 1,300 /s]${list.errors ? `  ${String(list.errors)} errors` : ''}`,
  );
  figure('  p50 / p99', `${list.p50.toFixed(1)} / ${list.p99.toFixed(1)} ms`, '[p99 < 50 ms]');
  figure('  PocketBase CPU a request', `${list.cpuPerRequest.toFixed(2)} ms`);
  // Behind real traffic page views arrive all the time: each is an analytics write, which
  // must not empty the read cache (pocketbase/analytics.go).
  const withBeacons = await measureListWithBeacons(server, listUrl, generatedIds, 10);
  const errors = (n: number) => (n ? `, ${String(n)} errors` : '');
  const { list: busy, beacons } = withBeacons;
  figure(
    '  with analytics beacons at the same time',
    `${busy.perSecond.toFixed(0)} /s`,
    `p50 / p99 ${busy.p50.toFixed(1)} / ${busy.p99.toFixed(1)} ms${errors(busy.errors)}; ` +
      `${beacons.perSecond.toFixed(0)} beacons /s from ${String(BEACON_CLIENTS)} clients${errors(beacons.errors)}`,
  );
  // The same answer built afresh each time: `expand` keeps a request out of the read cache
  // (pocketbase/public_cache.go), as every signed-in request is.
  const uncached = await measureList(server, `${listUrl}&expand=`, 5);
  figure(
    '  uncached (as signed-in readers get it)',
    `${uncached.perSecond.toFixed(0)} /s`,
    `p50 / p99 ${uncached.p50.toFixed(1)} / ${uncached.p99.toFixed(1)} ms, CPU ${uncached.cpuPerRequest.toFixed(2)} ms a request`,
  );
  return {
    created: { count: generated.length, perSecond: createdPerSecond, ...created },
    read: { publicCenters, ...read },
    list,
    listWithBeacons: withBeacons,
    uncachedList: uncached,
  };
}

/** Clients sending page-view beacons beside the list's readers. */
const BEACON_CLIENTS = 8;
/**
 * Visitors' browsers, each beacon from the next: the server remembers its crawler check per
 * agent (src/domain/analytics/bot-agents.ts), and real traffic comes from many agents.
 */
const BROWSER_AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
];

/**
 * The list under 32 clients while BEACON_CLIENTS others send page views of the given centers
 * (each beacon names the next one, so most are a visitor's first of the day and counted).
 */
async function measureListWithBeacons(
  server: PocketBaseServer,
  url: string,
  centerIds: readonly string[],
  seconds: number,
) {
  const beaconing = measureThroughput(
    `${server.url}/api/analytics/hit`,
    { clients: BEACON_CLIENTS, seconds },
    {
      method: 'POST',
      headers: (n) => ({
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': BROWSER_AGENTS[n % BROWSER_AGENTS.length] ?? '',
      }),
      body: (n) =>
        new URLSearchParams({
          metric: 'page_view',
          center: centerIds[n % centerIds.length] ?? '',
        }).toString(),
      ok: 204,
      network: 2,
    },
  );
  const [list, beacons] = await Promise.all([measureList(server, url, seconds), beaconing]);
  return { list, beacons };
}

/** `url` under 32 concurrent clients for `seconds`, with PocketBase's CPU a request. */
async function measureList(
  server: PocketBaseServer,
  url: string,
  seconds: number,
): Promise<Throughput & { cpu: number; cpuPerRequest: number }> {
  let list: Throughput = { requests: 0, sent: 0, perSecond: 0, p50: 0, p99: 0, errors: 0 };
  const load = await timedWithCpu(server.pid, async () => {
    list = await measureThroughput(url, { clients: 32, seconds });
  });
  return { ...list, cpu: load.cpu, cpuPerRequest: (load.cpu * 1000) / Math.max(1, list.sent) };
}
