import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { brotliQuality, isRecordPage, precompressDirectory } from './precompress.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function site(pages: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [path, body] of Object.entries(pages)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), body);
  }
  return dir;
}

const page = (text: string) => `<!doctype html><main>${`<p>${text}</p>`.repeat(200)}</main>`;

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text files, not of small or binary ones', async () => {
    const dir = await site({
      'center/a-1/index.html': page('ABA therapy in Duluth'),
      'tiny.json': '{}',
      'pagefind/fragment/en_1.pf_fragment': 'x'.repeat(4000),
    });
    expect(await precompressDirectory(dir)).toEqual({ compressed: 1, reused: 0 });
    const html = join(dir, 'center/a-1/index.html');
    const original = await readFile(html, 'utf8');
    expect(brotliDecompressSync(await readFile(`${html}.br`)).toString()).toBe(original);
    expect(gunzipSync(await readFile(`${html}.gz`)).toString()).toBe(original);
    await expect(readFile(join(dir, 'tiny.json.br'))).rejects.toThrow();
    await expect(readFile(join(dir, 'pagefind/fragment/en_1.pf_fragment.br'))).rejects.toThrow();
  });

  it('passes over a page taken down while it runs, and compresses the others', async () => {
    const dir = await site({ 'center/a-1/index.html': page('ABA therapy in Duluth') });
    // A page whose file is gone by the time it is read (the publisher took it down).
    await mkdir(join(dir, 'center/gone-2'), { recursive: true });
    await symlink(join(dir, 'no-such-file.html'), join(dir, 'center/gone-2/index.html'));
    expect(await precompressDirectory(dir, undefined, { scope: 'record-pages' })).toEqual({
      compressed: 1,
      reused: 0,
    });
  });

  it('reuses the last build’s copies of unchanged files and compresses changed ones', async () => {
    const cache = await site({});
    const first = await site({ 'a/index.html': page('one'), 'b/index.html': page('two') });
    expect(await precompressDirectory(first, cache)).toEqual({ compressed: 2, reused: 0 });
    const second = await site({ 'a/index.html': page('one'), 'b/index.html': page('changed') });
    expect(await precompressDirectory(second, cache)).toEqual({ compressed: 1, reused: 1 });
    const b = join(second, 'b/index.html');
    expect(brotliDecompressSync(await readFile(`${b}.br`)).toString()).toBe(page('changed'));
    const a = join(second, 'a/index.html');
    expect(gunzipSync(await readFile(`${a}.gz`)).toString()).toBe(page('one'));
  });
});

describe('scopes', () => {
  it("leaves the records' pages to a second run, and each run keeps the other's copies cached", async () => {
    const cache = await site({});
    const pages = {
      'index.html': page('home'),
      'center/a-1/index.html': page('a'),
      'centers/page/2/index.html': page('two'),
      'so/index.html': page('hoyga'),
      'so/center/a-1/index.html': page('a, af-Soomaali'),
    };
    const first = await site(pages);
    expect(await precompressDirectory(first, cache, { scope: 'site' })).toEqual({
      compressed: 2,
      reused: 0,
    });
    await expect(readFile(join(first, 'center/a-1/index.html.br'))).rejects.toThrow();
    await expect(readFile(join(first, 'so/center/a-1/index.html.br'))).rejects.toThrow();
    expect(await precompressDirectory(first, cache, { scope: 'record-pages' })).toEqual({
      compressed: 3,
      reused: 0,
    });
    const second = await site(pages);
    expect(await precompressDirectory(second, cache, { scope: 'site' })).toEqual({
      compressed: 0,
      reused: 2,
    });
    expect(await precompressDirectory(second, cache, { scope: 'record-pages' })).toEqual({
      compressed: 0,
      reused: 3,
    });
    expect(
      brotliDecompressSync(await readFile(join(second, 'center/a-1/index.html.br'))).toString(),
    ).toBe(page('a'));
  });

  it("knows a record's page by its address", () => {
    for (const rel of [
      'center/sunrise-aba-12/index.html',
      'es/center/sunrise-aba-12/index.html',
      'hmn/job/abc123/index.html',
      'so/centers/page/2/index.html',
      'job/abc123/index.html',
      'centers/page/3/index.html',
      'careers/page/2/index.html',
      'open-data/hsds/directory.json',
      'open-data/hsds/tabular/services.csv',
    ])
      expect(isRecordPage(rel)).toBe(true);
    for (const rel of [
      'index.html',
      'centers/index.html',
      'center/index.html',
      'center/a/b/index.html',
      'es/index.html',
      'es/centers/index.html',
      'fr/center/sunrise-aba-12/index.html',
      'pagefind/pagefind.js',
      'careers/jobs-index.json',
      'open-data/index.html',
    ])
      expect(isRecordPage(rel)).toBe(false);
  });
});

describe('brotliQuality', () => {
  it('spends the time on the few most visited pages and hashed assets, not on every record', () => {
    for (const path of [
      '/d/client/index.html',
      '/d/client/centers/index.html',
      '/d/client/faq/index.html',
    ])
      expect(brotliQuality(path)).toBe(11);
    expect(brotliQuality('/d/client/_astro/page.Ab12.js')).toBe(11);
    expect(brotliQuality('/d/client/pagefind/pagefind.js')).toBe(11);
    for (const path of [
      '/d/client/center/sunrise-aba-12/index.html',
      '/d/client/job/abc123def456ghi/index.html',
      '/d/client/centers/page/3/index.html',
      '/d/client/careers/page/2/index.html',
      '/d/client/pagefind/fragment/en_1.pf_fragment',
      '/d/client/careers/jobs-index.json',
    ])
      expect(brotliQuality(path)).toBe(5);
    // Every posting in one file, read after a visitor's action: too large for 11.
    expect(brotliQuality('/d/client/careers/more-postings/index.html', 40_000)).toBe(11);
    expect(brotliQuality('/d/client/careers/more-postings/index.html', 1_800_000)).toBe(9);
    // The open-data files hold every center: tens of megabytes, compressed as the records' pages.
    expect(brotliQuality('/d/client/open-data/hsds/directory.json', 60_000_000)).toBe(5);
  });
});
