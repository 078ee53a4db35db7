import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import PocketBase from 'pocketbase';
import ts from 'typescript';
import { zipCentroid } from '../../src/domain/center/zip-centroid.ts';
import { localizePath, splitLocale } from '../../src/lib/i18n/locales.ts';
import { aCenterPath, aJobPath } from './support/public-paths.ts';
import { policyViolations } from './support/csp.ts';
import { E2E } from './support/servers.ts';
import { signInAs } from './support/session.ts';

/** One built page of every template (canonical, trailing-slash addresses). */
async function templatePages(): Promise<string[]> {
  return [
    '/',
    '/centers/',
    '/centers/page/2/',
    `${await aCenterPath()}/`,
    '/careers/',
    '/careers/page/2/',
    `${await aJobPath()}/`,
    '/faq/',
    '/accessibility/',
    '/privacy-policy/',
    '/terms-of-use/',
    '/pricing/',
    '/claim-listing/',
    '/intake/',
    '/auth/',
    '/dashboard/',
    '/admin/',
    '/no-such-page/',
  ];
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  // Every page answers 200 but the unknown address, which answers the 404 page.
  expect(response.status(), path).toBe(path === '/no-such-page/' ? 404 : 200);
  return response.text();
}

/**
 * Whether a sitemap page's record stopped being public after this release was built (another
 * test removed or unpublished it; its page goes at once, the sitemap with the next build).
 */
async function removedSinceBuild(loc: string): Promise<boolean> {
  const pb = new PocketBase(E2E.pocketbaseUrl);
  // A translated page's record is the English page's.
  const { path } = splitLocale(new URL(loc).pathname);
  const center = /^\/center\/.+-(\d+)\/$/.exec(path);
  if (center) {
    const found = await pb.collection('centers').getList(1, 1, {
      filter: pb.filter('number = {:n}', { n: Number(center[1]) }),
    });
    return found.totalItems === 0;
  }
  const job = /^\/job\/([^/]+)\/$/.exec(path);
  if (job)
    return pb
      .collection('job_postings')
      .getOne(job[1] ?? '')
      .then(
        () => false,
        () => true,
      );
  return false;
}

/** A sitemap page's HTML, or undefined when its record went after the release was built. */
async function sitemapPage(request: APIRequestContext, loc: string): Promise<string | undefined> {
  const response = await request.get(new URL(loc).pathname);
  if (response.status() === 404 && (await removedSinceBuild(loc))) return undefined;
  expect(response.status(), loc).toBe(200);
  return response.text();
}

test('every template is valid HTML for the W3C Nu checker', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(join(tmpdir(), 'vnu-'));
  try {
    const files: string[] = [];
    for (const [i, path] of (await templatePages()).entries()) {
      const file = join(dir, `${String(i)}-${path.replace(/\W+/g, '-')}.html`);
      await writeFile(file, await html(request, path));
      files.push(file);
    }
    const jar = createRequire(import.meta.url)('vnu-jar') as string;
    // vnu exits 1 when it reports errors: the report on stderr is what the test reads.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', jar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: unknown) => error as { stderr: string });
    const { messages } = JSON.parse(stderr) as {
      messages: { type: string; url: string; message: string; extract?: string }[];
    };
    const errors = messages
      .filter((m) => m.type === 'error')
      .map((m) => `${m.url.slice(m.url.lastIndexOf('/') + 1)}: ${m.message} ${m.extract ?? ''}`);
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/**
 * Checks the site-wide policy the server sends with every page (the build's csp-policy.txt, as
 * Caddy sends it) and collects the violations the browser reports while it is enforced.
 */
async function enforceSitePolicy(page: Page, request: APIRequestContext): Promise<string[]> {
  const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/^default-src 'self';/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect((await request.get('/csp-policy.txt')).status()).toBe(404);
  return policyViolations(page);
}

/** Opens a page and waits until its own script ran and its load-time islands hydrated. */
async function openUnderPolicy(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  // The head script marks <html> before first paint: the policy let the inline script run.
  await expect(page.locator('html.js')).toHaveCount(1);
  // Astro drops an island's `ssr` attribute once it hydrates: client:load islands did.
  await expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0);
}

test('every template loads with the site-wide policy enforced and no violation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const violations = await enforceSitePolicy(page, request);
  // Signed out, the dashboard and admin send the visitor to sign in: they are opened signed in below.
  const paths = (await templatePages()).filter((p) => !['/dashboard/', '/admin/'].includes(p));
  for (const path of paths) {
    await openUnderPolicy(page, path);
    expect(violations, path).toEqual([]);
  }
});

for (const [account, path, heading] of [
  ['owner', '/dashboard/', 'Dashboard'],
  ['admin', '/admin/', 'Admin Dashboard'],
] as const) {
  test(`${path} signed in as ${account} loads with the policy enforced and no violation`, async ({
    page,
    request,
  }) => {
    const violations = await enforceSitePolicy(page, request);
    await signInAs(page, account);
    await openUnderPolicy(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(violations, path).toEqual([]);
  });
}

/** A page's canonical link, og:url and the `url` of its main JSON-LD block. */
function addresses(page: string): {
  canonical: string | undefined;
  ogUrl: string | undefined;
  jsonLdUrls: string[];
} {
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1];
  const ogUrl = /<meta property="og:url" content="([^"]*)"/.exec(page)?.[1];
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>)
    .filter((data) => typeof data.url === 'string');
  // The home page's organization has its one address in every language; the page's own
  // structured data (its WebSite, center, job) names the page's.
  return { canonical, ogUrl, jsonLdUrls: blocks.map((data) => String(data.url)) };
}

/** Every <url> of the sitemap: its loc and lastmod. */
async function sitemap(
  request: APIRequestContext,
): Promise<{ loc: string; lastmod: string | undefined }[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(m[1] ?? '')?.[1] ?? '',
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(m[1] ?? '')?.[1],
  }));
}

test('every sitemap address is its page canonical, og:url and JSON-LD url, with a lastmod', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const entries = await sitemap(request);
  expect(entries.length).toBeGreaterThan(10);
  for (const { loc, lastmod } of entries) {
    expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Data files (the open data's .json) are listed as they are; every page by its folder form.
    if (/\.[a-z]+$/.test(loc)) continue;
    expect(loc, loc).toMatch(/\/$/);
    const page = await sitemapPage(request, loc);
    if (page === undefined) continue;
    const { canonical, ogUrl, jsonLdUrls } = addresses(page);
    expect({ canonical, ogUrl }, loc).toEqual({ canonical: loc, ogUrl: loc });
    if (jsonLdUrls.length > 0) expect(jsonLdUrls, loc).toContain(loc);
  }
  // Lists paged for browsers without JavaScript are not in the sitemap and say so.
  expect(entries.some((e) => e.loc.includes('/page/'))).toBe(false);
  for (const path of ['/centers/page/2/', '/careers/page/2/']) {
    const page = await html(request, path);
    expect(page).toContain('<meta name="robots" content="noindex, follow">');
    expect(page).not.toContain('rel="canonical"');
  }
  const notFound = await (await request.get('/no-such-page/')).text();
  expect(notFound).not.toContain('rel="canonical"');
});

/** A JSON-LD block, with the nested parts the checks read. */
type LdBlock = Record<string, unknown> & {
  address?: { postalCode?: string };
  jobLocation?: { address?: unknown };
};

const E164 = /^\+1[2-9]\d{9}$/;
const decimals = (n: unknown) => (String(n).split('.')[1] ?? '').length;

test("structured data has Google's required and recommended properties and schema.org's vocabulary", async ({
  request,
}) => {
  test.setTimeout(300_000);
  const entries = await sitemap(request);
  let centers = 0;
  let jobs = 0;
  let centroids = 0;
  const all: LdBlock[] = [];
  for (const { loc } of entries.filter((e) => e.loc.endsWith('/'))) {
    const page = await sitemapPage(request, loc);
    if (page === undefined) continue;
    const blocks = [
      ...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1] ?? '{}') as LdBlock);
    all.push(...blocks);
    const ogImage = /<meta property="og:image" content="([^"]*)"/.exec(page)?.[1];
    expect(page, loc).toMatch(/<meta property="og:image:alt" content="[^"]+"/);
    for (const data of blocks) {
      expect(data['@context'], loc).toBe('https://schema.org');
      if (data['@type'] === 'MedicalBusiness') {
        centers++;
        expect(data, loc).toMatchObject({ name: expect.any(String), url: loc });
        expect(data.address, loc).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'US' });
        if (data.telephone !== undefined) expect(data.telephone, loc).toMatch(E164);
        expect(data.image, loc).toMatch(/^https?:\/\//);
        expect(data.priceRange, loc).toBeUndefined();
        // At its ZIP code's centroid, known to six decimals (a trailing zero is not written).
        // (A center added by another test may have a ZIP code no data set knows.)
        const centroid = zipCentroid(data.address?.postalCode ?? '');
        if (centroid) {
          centroids++;
          expect(decimals(centroid.latitude) + decimals(centroid.longitude), loc).toBeGreaterThan(
            8,
          );
          expect(data.geo, loc).toEqual({ '@type': 'GeoCoordinates', ...centroid });
        }
        // A center with its own picture shares it, cropped to the card's size.
        if (/\/api\/files\//.test(String(data.image)))
          expect(ogImage, loc).toMatch(/\?thumb=1200x630$/);
      }
      if (data['@type'] === 'JobPosting') {
        jobs++;
        for (const key of ['title', 'description', 'datePosted', 'validThrough', 'employmentType'])
          expect(data[key], `${loc} ${key}`).toBeTruthy();
        expect(data.url, loc).toBe(loc);
        expect(data.hiringOrganization, loc).toMatchObject({
          '@type': 'Organization',
          name: expect.any(String),
          logo: expect.stringMatching(/^https?:\/\//),
          sameAs: expect.arrayContaining([expect.stringMatching(/^https?:\/\//)]),
        });
        expect(data.jobLocation?.address, loc).toMatchObject({
          addressRegion: 'MN',
          addressCountry: 'US',
        });
      }
      if (data['@type'] === 'LocalBusiness' && loc === `${E2E.siteUrl}/`) {
        expect(data.contactPoint, loc).toMatchObject({
          '@type': 'ContactPoint',
          email: E2E.siteTeamEmail,
        });
      }
      if (data['@type'] === 'WebSite') {
        expect(data.potentialAction, loc).toEqual({
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            // The directory of the home page's language.
            urlTemplate: `${E2E.siteUrl}${localizePath(splitLocale(new URL(loc).pathname).locale, '/centers')}?search={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        });
      }
    }
  }
  expect(centers).toBeGreaterThan(0);
  expect(jobs).toBeGreaterThan(0);
  expect(centroids).toBeGreaterThan(centers / 2);
  expect(schemaOrgErrors(all, test.info().outputPath('json-ld.ts'))).toEqual([]);
});

/**
 * What schema.org's vocabulary says against these JSON-LD blocks: each is compiled as the
 * schema-dts type its @type names (every type and property of schema.org, with the kinds of
 * values each takes), so an unknown type or property, or a value of the wrong kind, is an
 * error. The WebSite's SearchAction may carry `query-input` (schema.org's action constraints).
 */
function schemaOrgErrors(blocks: LdBlock[], file: string): string[] {
  const typeOf = (data: LdBlock) =>
    data['@type'] === 'WebSite'
      ? "S.WithContext<Omit<S.WebSiteLeaf, 'potentialAction'> & { potentialAction: S.WithActionConstraints<S.SearchAction> }>"
      : `S.WithContext<S.${String(data['@type'])}>`;
  const unique = [...new Map(blocks.map((b) => [JSON.stringify(b), b])).values()];
  const source = [
    "import type * as S from 'schema-dts';",
    ...unique.map(
      (data, i) => `export const b${String(i)}: ${typeOf(data)} = ${JSON.stringify(data)};`,
    ),
  ].join('\n');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line =
      d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    return `${source.split('\n')[line]?.slice(0, 200) ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}
