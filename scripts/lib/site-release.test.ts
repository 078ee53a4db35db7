import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../src/integrations/precompress.ts';
import { openRelease, type Release } from './site-release.ts';

const page = `<!doctype html><title>A center</title>${'<p>ABA therapy in Duluth.</p>'.repeat(100)}`;
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A release as the site server's builds leave it: the site's own files compressed, records' pages not. */
async function builtRelease(): Promise<{ dir: string; release: Release; url: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'site-release-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  await mkdir(join(dir, 'server'), { recursive: true });
  await writeFile(
    join(dir, 'server', 'entry.mjs'),
    `export const handler = (req, res) => res.setHeader('Content-Type', 'text/plain').end('server');`,
  );
  for (const path of ['center/a-1/index.html', 'centers/page/2/index.html', 'faq/index.html']) {
    await mkdir(join(dir, 'client', path, '..'), { recursive: true });
    await writeFile(join(dir, 'client', path), page);
  }
  await precompressDirectory(join(dir, 'client'), undefined, { scope: 'site' });
  const release = await openRelease(dir, () => undefined);
  cleanup.push(() => release.close());
  const server: Server = createServer((req, res) => {
    release.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => server.close(resolve)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { dir, release, url: `http://127.0.0.1:${String(address.port)}` };
}

/** The raw answer (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          });
        });
      })
        .once('error', reject)
        .end();
    },
  );
}

describe('a release', () => {
  it("sends the records' pages compressed as they go until their copies are written, then the copies", async () => {
    const { dir, release, url } = await builtRelease();
    const file = join(dir, 'client', 'center', 'a-1', 'index.html');
    await expect(readFile(`${file}.br`)).rejects.toThrow();
    // The site's own pages had their copies at build time.
    expect((await get(`${url}/faq/`, { 'Accept-Encoding': 'br' })).headers.etag).toBeTruthy();

    for (const path of [
      '/center/a-1',
      '/center/a-1/',
      '/center/a-1/index.html',
      '/centers/page/2/',
    ]) {
      const sent = await get(`${url}${path}`, { 'Accept-Encoding': 'gzip, br' });
      expect(sent.status).toBe(200);
      expect(sent.headers['content-encoding']).toBe('br');
      expect(sent.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(sent.headers.vary).toBe('Accept-Encoding');
      expect(sent.headers['cache-control']).toBe('no-cache');
      expect(Number(sent.headers['content-length'])).toBe(sent.body.length);
      expect(brotliDecompressSync(sent.body).toString()).toBe(page);
    }
    const gzip = await get(`${url}/center/a-1/`, { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await get(`${url}/center/a-1/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    // A page that was not built, or an address outside the pages, is not a file.
    for (const path of ['/center/no-such-page/', '/center/%E0%A4%A/', '/center/../faq/']) {
      expect((await get(`${url}${path}`, { 'Accept-Encoding': 'br' })).body.toString()).not.toBe(
        page,
      );
    }

    const cache = await mkdtemp(join(tmpdir(), 'site-release-cache-'));
    cleanup.push(() => rm(cache, { recursive: true, force: true }));
    expect(await release.compressRecordPages(cache, new AbortController().signal)).toEqual({
      compressed: 2,
      reused: 0,
    });
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(page);
    const copy = await get(`${url}/center/a-1/`, { 'Accept-Encoding': 'br' });
    expect(copy.headers['content-encoding']).toBe('br');
    // The copy on disk, as sirv sends it: with a validator.
    expect(copy.headers.etag).toBeTruthy();
    expect(brotliDecompressSync(copy.body).toString()).toBe(page);
  });

  it('stops compressing when asked and records only what it finished', async () => {
    const { release } = await builtRelease();
    const cache = await mkdtemp(join(tmpdir(), 'site-release-cache-'));
    cleanup.push(() => rm(cache, { recursive: true, force: true }));
    const stopped = new AbortController();
    stopped.abort();
    expect(await release.compressRecordPages(cache, stopped.signal)).toEqual({
      compressed: 0,
      reused: 0,
    });
    expect(await release.compressRecordPages(cache, new AbortController().signal)).toEqual({
      compressed: 2,
      reused: 0,
    });
  });
});
