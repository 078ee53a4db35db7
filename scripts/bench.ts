/**
 * `npm run bench`: build time and first-view page weight, measured on a throwaway PocketBase
 * with the demo data, then with generated centers added (default 1,000 in all; pass
 * `-- --centers 10000` for more). Prints the figures and records them in .bench/.
 * Figures, not assertions: timings vary with the machine.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import PocketBase from 'pocketbase';
import { buildDemoCenters } from '../pocketbase/seed/demo-centers.ts';
import { runPool } from '../pocketbase/seed/pool.ts';
import { seedDemoData } from '../pocketbase/seed/seed.ts';
import { startPocketBase } from './lib/pocketbase-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = '.bench/dist';
const argIndex = process.argv.indexOf('--centers');
const target = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 1000;

interface Weight {
  html: number;
  css: number;
  js: number;
}

async function timed(label: string, task: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await task();
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${label.padEnd(34)} ${seconds.toFixed(2)} s`);
  return seconds;
}

function build(pocketbaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(`${root}node_modules/.bin/astro`, ['build', '--silent'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        POCKETBASE_URL: pocketbaseUrl,
        PUBLIC_POCKETBASE_URL: pocketbaseUrl,
        ASTRO_OUT_DIR: outDir,
      },
    });
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`astro build exited with ${String(code)}`));
    });
  });
}

/** Gzipped bytes of a built page and of the CSS and JS it loads on first view. */
async function firstViewWeight(pagePath: string): Promise<Weight> {
  const client = join(root, outDir, 'client');
  const html = await readFile(join(client, pagePath, 'index.html'));
  const text = html.toString();
  const assets = (pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1] ?? '');
  const gz = async (files: string[]) => {
    let total = 0;
    for (const file of files) total += gzipSync(await readFile(join(client, file))).length;
    return total;
  };
  return {
    html: gzipSync(html).length,
    css: await gz(assets(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)),
    js: await gz(assets(/<script[^>]+src="([^"]+)"/g)),
  };
}

async function measure(label: string, pocketbaseUrl: string, centers: number) {
  console.log(`\n${label}: ${String(centers)} centers`);
  const buildSeconds = await timed('astro build', () => build(pocketbaseUrl));
  const pb = new PocketBase(pocketbaseUrl);
  const first = await pb.collection('centers').getList(1, 1, { sort: 'number' });
  const centerPath = `center/${String(first.items[0]?.slug)}-${String(first.items[0]?.number)}`;
  const pages = { home: '', directory: 'centers', center: centerPath };
  const weights: Record<string, Weight> = {};
  for (const [name, path] of Object.entries(pages)) {
    const w = await firstViewWeight(path);
    weights[name] = w;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `  first view ${name.padEnd(10)} html ${kb(w.html).padStart(9)}  css ${kb(w.css).padStart(8)}  js ${kb(w.js).padStart(8)}  (gzip)`,
    );
  }
  return { label, centers, buildSeconds, weights };
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
      filter: 'approved != "pending" && approved != "no" && approved != "rejected"',
    })
  ).totalItems;
  results.push(await measure('demo data', server.url, demoCount));

  const extra = Math.max(0, target - demoCount);
  if (extra > 0) {
    const templates = buildDemoCenters();
    await timed(`create ${String(extra)} generated centers`, () =>
      runPool(
        Array.from({ length: extra }, (_, i) => i),
        8,
        async (i) => {
          const template = templates[i % templates.length];
          if (!template) return;
          await pb.collection('centers').create({
            ...template.record,
            company_name: `${template.record.company_name} ${String(i + 1)}`,
            owner: '',
            approved: '',
            access_code: '',
          });
        },
      ),
    );
    results.push(await measure('generated', server.url, demoCount + extra));
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
