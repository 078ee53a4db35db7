import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtPageFacts, PAGE_FACTS_FILE, pageFacts, recordPageFacts } from './page-facts.ts';

const SITE = 'https://directory.example';
const POLICY = "script-src 'self' 'sha256-a'; style-src 'self' 'sha256-b';";
const page = (body: string, policy = POLICY) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;
const withoutMeta = (body: string) =>
  `<!doctype html><html><head></head><body>${body}</body></html>`;
const logo = `<img src="${SITE}/api/files/centers/abc123/logo_x1.png?thumb=100x100" alt="">`;

const logger = { warn: () => undefined, info: () => undefined };

/** One build as Astro runs the integration: setup, the pages rendered, then done. */
async function build(cacheDir: string, rendered: Record<string, string>, pages: string[]) {
  const { hooks } = pageFacts();
  await hooks['astro:config:done']?.({
    config: { cacheDir: pathToFileURL(`${cacheDir}/`) },
  } as never);
  await hooks['astro:build:start']?.({ logger } as never);
  const written = Object.fromEntries(
    Object.entries(rendered).map(([path, html]) => [path, recordPageFacts(path, html, SITE)]),
  );
  await hooks['astro:build:done']?.({
    pages: pages.map((pathname) => ({ pathname })),
    logger,
  } as never);
  return written;
}

let cacheDir = '';
const astroRecord = () => join(cacheDir, 'incremental-build.json');
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'page-facts-'));
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe('page facts', () => {
  it("takes each rendered page's policy <meta> out and keeps its policy and pictures", async () => {
    const written = await build(
      cacheDir,
      { '/center/a-1/': page(logo), '/faq/': page('<p>FAQ</p>') },
      ['center/a-1/', 'faq/'],
    );
    expect(written['/center/a-1/']).toBe(withoutMeta(logo));
    expect(written['/faq/']).toBe(withoutMeta('<p>FAQ</p>'));
    expect(builtPageFacts()).toEqual([
      {
        policy: POLICY,
        pictures: [
          {
            path: '/api/files/centers/abc123/logo_x1.png?thumb=100x100',
            file: 'api/files/centers/abc123/100x100/logo_x1.png',
          },
        ],
      },
      { policy: POLICY, pictures: [] },
    ]);
  });

  it('gives a page the build restored (not rendered) the facts it had in the last build', async () => {
    await build(cacheDir, { '/center/a-1/': page(logo), '/faq/': page('') }, [
      'center/a-1/',
      'faq/',
    ]);
    const [center] = builtPageFacts();
    // The next build renders /faq only, and /center/b-2 is gone.
    await build(cacheDir, { '/faq/': page('', "style-src 'self';") }, ['center/a-1/', 'faq/']);
    expect(builtPageFacts()).toEqual([center, { policy: "style-src 'self';", pictures: [] }]);
  });

  it('leaves a page rendered outside a build, and one without a policy, as it is', async () => {
    await build(cacheDir, { '/a/': '<p>no policy</p>' }, ['a/']);
    expect(builtPageFacts()).toEqual([{ policy: undefined, pictures: [] }]);
    // After the build's facts are read, a render on demand in the same process is not one of it.
    expect(recordPageFacts('/b/', page(''), SITE)).toBe(page(''));
  });

  it("without the last build's facts, Astro's record goes too, so every page renders", async () => {
    await writeFile(astroRecord(), '{}');
    await build(cacheDir, { '/a/': page('') }, ['a/']);
    expect(await exists(astroRecord())).toBe(false);

    await writeFile(astroRecord(), '{}');
    await writeFile(join(cacheDir, PAGE_FACTS_FILE), 'not json');
    await build(cacheDir, { '/a/': page('') }, ['a/']);
    expect(await exists(astroRecord())).toBe(false);
    expect(JSON.parse(await readFile(join(cacheDir, PAGE_FACTS_FILE), 'utf8'))).toMatchObject({
      pages: { a: [0, []] },
    });
  });

  it("does not trust the last build's facts once Astro's record has changed since", async () => {
    await writeFile(astroRecord(), '{"pages":1}');
    await build(cacheDir, { '/a/': page(logo) }, ['a/']);
    // A build that failed after Astro wrote its record, before the facts were written.
    await writeFile(astroRecord(), '{"pages":2}');
    await expect(build(cacheDir, {}, ['a/'])).rejects.toThrow('No facts for the page /a');
    expect(await exists(astroRecord())).toBe(false);
  });

  it('fails a build with a page of unknown facts, and the next one renders every page', async () => {
    await writeFile(astroRecord(), '{}');
    await build(cacheDir, { '/a/': page('') }, ['a/']);
    await expect(build(cacheDir, {}, ['a/', 'b/'])).rejects.toThrow(
      'No facts for the page /b: the next build renders every page',
    );
    expect(await exists(astroRecord())).toBe(false);
    expect(await exists(join(cacheDir, PAGE_FACTS_FILE))).toBe(false);
  });
});
