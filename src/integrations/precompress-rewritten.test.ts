import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it, vi } from 'vitest';

// The publisher rewrites a page (an owner's edit) while its copies are being made: the first
// brotli run here stands for that moment, writing the new page before it answers.
const rewrite = vi.hoisted(() => ({ path: '', body: '', done: false }));
vi.mock('node:zlib', async (original) => {
  const zlib = await original<typeof import('node:zlib')>();
  const { writeFileSync } = await import('node:fs');
  return {
    ...zlib,
    brotliCompress: (...args: Parameters<typeof zlib.brotliCompress>) => {
      if (!rewrite.done && rewrite.path) {
        rewrite.done = true;
        writeFileSync(rewrite.path, rewrite.body);
      }
      zlib.brotliCompress(...args);
    },
  };
});

const { precompressDirectory } = await import('./precompress.ts');

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const page = (text: string) => `<!doctype html><main>${`<p>${text}</p>`.repeat(200)}</main>`;

it('leaves no copy of what a page said before it was rewritten during the run', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'precompress-rewritten-'));
  dirs.push(dir);
  const html = join(dir, 'center/a-1/index.html');
  await mkdir(join(html, '..'), { recursive: true });
  await writeFile(html, page('Closed on Saturdays'));
  Object.assign(rewrite, { path: html, body: page('Now open on Saturdays'), done: false });

  expect(await precompressDirectory(dir, undefined, { scope: 'record-pages' })).toEqual({
    compressed: 1,
    reused: 0,
  });

  expect(rewrite.done).toBe(true);
  expect(brotliDecompressSync(await readFile(`${html}.br`)).toString()).toBe(
    page('Now open on Saturdays'),
  );
  expect(gunzipSync(await readFile(`${html}.gz`)).toString()).toBe(page('Now open on Saturdays'));
});
