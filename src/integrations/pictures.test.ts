import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/pocketbase-server.ts';
import { picturesOf } from './picture-addresses.ts';
import { copyPictures, pruneCache } from './pictures.ts';

const SITE = 'https://directory.example';

describe('picturesOf', () => {
  it("finds a page's PocketBase files: thumbnails, linked files, share cards and island props", () => {
    const html = `<img src="${SITE}/api/files/pbc_1/rec1/main_ab12.png?thumb=400x300" alt="">
      <a href="${SITE}/api/files/pbc_1/rec1/main_ab12.png">Full size</a>
      <meta property="og:image" content="${SITE}/api/files/pbc_1/rec1/main_ab12.png?thumb=1200x630">
      <astro-island props="{&quot;url&quot;:[0,&quot;${SITE}/api/files/pbc_1/rec2/logo_x.webp?thumb=160x160f&quot;]}">
      <img src="${SITE}/api/files/pbc_1/rec1/main_ab12.png?thumb=400x300" alt="the same again">`;
    expect(picturesOf(html, SITE)).toEqual([
      {
        path: '/api/files/pbc_1/rec1/main_ab12.png?thumb=400x300',
        file: 'api/files/pbc_1/rec1/400x300/main_ab12.png',
      },
      { path: '/api/files/pbc_1/rec1/main_ab12.png', file: 'api/files/pbc_1/rec1/main_ab12.png' },
      {
        path: '/api/files/pbc_1/rec1/main_ab12.png?thumb=1200x630',
        file: 'api/files/pbc_1/rec1/1200x630/main_ab12.png',
      },
      {
        path: '/api/files/pbc_1/rec2/logo_x.webp?thumb=160x160f',
        file: 'api/files/pbc_1/rec2/160x160f/logo_x.webp',
      },
    ]);
  });

  it('leaves out other sites, protected files and sizes that are not thumbnail sizes', () => {
    const html = `<img src="https://elsewhere.example/api/files/pbc_1/rec1/a.png">
      <a href="${SITE}/api/files/pbc_1/rec1/cv.pdf?token=abc">CV</a>
      <img src="${SITE}/api/files/pbc_1/rec1/b.png?thumb=../../x">`;
    expect(picturesOf(html, SITE)).toEqual([]);
  });
});

describe('copyPictures', () => {
  let dir: string;
  let server: Server;
  let pocketbaseUrl: string;
  const asked: string[] = [];

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pictures-test-'));
    asked.length = 0;
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url?.includes('gone')) res.writeHead(404).end('{}');
      else res.writeHead(200, { 'Content-Type': 'image/png' }).end(`png of ${req.url ?? ''}`);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    pocketbaseUrl = `http://127.0.0.1:${String(port)}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  const pictures = picturesOf(
    `<img src="${SITE}/api/files/c/r/a.png?thumb=400x300"><img src="${SITE}/api/files/c/gone/b.png">`,
    SITE,
  );

  it('fetches each picture once into the cache and links it into every release after', async () => {
    const cacheDir = join(dir, 'cache');
    const first = await copyPictures(pictures, {
      siteDir: join(dir, 'one'),
      cacheDir,
      pocketbaseUrl,
    });
    expect(first).toMatchObject({ placed: 1, fetched: 1, missed: [pictures[1]] });
    const copy = join(dir, 'one', 'api/files/c/r/400x300/a.png');
    expect(await readFile(copy, 'utf8')).toBe('png of /api/files/c/r/a.png?thumb=400x300');

    const second = await copyPictures(pictures, {
      siteDir: join(dir, 'two'),
      cacheDir,
      pocketbaseUrl,
    });
    expect(second).toMatchObject({ placed: 1, fetched: 0 });
    expect(asked.filter((url) => url.includes('a.png'))).toHaveLength(1);
    // The same file on disk: no copy per release, and the same validators.
    const [a, b] = await Promise.all([
      stat(copy),
      stat(join(dir, 'two', 'api/files/c/r/400x300/a.png')),
    ]);
    expect(b.ino).toBe(a.ino);
  });

  it('without PocketBase (a later copy) places only what the cache has, and names the rest', async () => {
    const result = await copyPictures(pictures, {
      siteDir: join(dir, 'one'),
      cacheDir: join(dir, 'cache'),
    });
    expect(result).toMatchObject({ placed: 0, fetched: 0 });
    expect(new Set(result.missed)).toEqual(new Set(pictures));
    expect(asked).toEqual([]);
  });

  it('prunes copies no page shows any more from the cache', async () => {
    const cacheDir = join(dir, 'cache');
    await copyPictures(pictures, { siteDir: join(dir, 'one'), cacheDir, pocketbaseUrl });
    expect(await pruneCache(cacheDir, pictures)).toBe(0);
    expect(await pruneCache(cacheDir, [])).toBe(1);
  });
});
