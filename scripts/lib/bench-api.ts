import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';

/**
 * The benchmark's PocketBase measurements: API throughput under concurrent clients, each from
 * its own loopback address (PocketBase's rate limiter counts per client address, as it would
 * count visitors), and the latency of each answer.
 */

/** Requests a second and latency percentiles of one endpoint under load. */
export interface Throughput {
  /** Answered in the measured seconds. */
  requests: number;
  /** Sent in all, the warm-up included. */
  sent: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than the good one (200), or failed connections: must be 0. */
  errors: number;
}

/** The i-th client address of a network: 127.{network}.x.y, all on the loopback interface (Linux). */
function clientAddress(i: number, network: number): string {
  return `127.${String(network)}.${String(Math.floor(i / 250))}.${String((i % 250) + 1)}`;
}

/** What each client sends: a GET by default; a POST with a body (the n-th request's). */
export interface Sending {
  method: 'GET' | 'POST';
  /** The headers of every request, or of the n-th. */
  headers?: Record<string, string> | ((n: number) => Record<string, string>);
  body?: (n: number) => string;
  /** The status of a good answer (200 for a GET). */
  ok: number;
  /** The second octet of the clients' addresses: 1 unless two loads run at once. */
  network: number;
}

const GET: Sending = { method: 'GET', ok: 200, network: 1 };

function send(agent: Agent, url: URL, sending: Sending, n: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = typeof sending.headers === 'function' ? sending.headers(n) : sending.headers;
    const req = request(url, { agent, method: sending.method, headers }, (res) => {
      res.resume();
      res.once('end', () => {
        resolve(res.statusCode ?? 0);
      });
    });
    req.once('error', reject);
    req.end(sending.body?.(n));
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/**
 * GETs `url` (or sends what `sending` says) from `clients` concurrent keep-alive clients, one
 * loopback address each, for `seconds` after one second of warm-up, and reports what was
 * answered.
 */
export async function measureThroughput(
  url: string,
  options: { clients: number; seconds: number },
  sending: Sending = GET,
): Promise<Throughput> {
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const warmUpEnds = performance.now() + 1000;
  const ends = warmUpEnds + options.seconds * 1000;
  const client = async (i: number) => {
    const agent = new Agent({
      keepAlive: true,
      maxSockets: 1,
      localAddress: clientAddress(i, sending.network),
    });
    try {
      for (let now = performance.now(); now < ends; now = performance.now()) {
        const status = await send(agent, target, sending, sent).catch(() => 0);
        const done = performance.now();
        sent += 1;
        if (now < warmUpEnds || done > ends) continue;
        if (status === sending.ok) latencies.push(done - now);
        else errors += 1;
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    sent,
    perSecond: latencies.length / options.seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/**
 * CPU seconds (user + system) the process `pid` has used so far, from /proc (Linux). The
 * benchmark divides it by the work done: a figure that holds when other processes share the
 * cores, where requests a second do not.
 */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${String(pid)}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime (fields 14 and 15 of proc(5)) in clock ticks: USER_HZ, 100 on Linux.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs `task` and returns its wall-clock seconds and the CPU seconds `pid` spent meanwhile. */
export async function timedWithCpu(
  pid: number,
  task: () => Promise<unknown>,
): Promise<{ seconds: number; cpu: number }> {
  const cpuBefore = await cpuSeconds(pid);
  const started = performance.now();
  await task();
  const seconds = (performance.now() - started) / 1000;
  return { seconds, cpu: (await cpuSeconds(pid)) - cpuBefore };
}
