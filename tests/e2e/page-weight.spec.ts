// One round trip: a page's HTML, with the CSS its first paint needs inline, fits in
// the 14 KB a new connection's first flight carries as browsers get it (brotli), and no
// stylesheet holds back the paint.
import { expect, test } from './support/test.ts';
import { aCenterPath, aJobPath } from './support/public-paths.ts';

const ONE_ROUND_TRIP = 14 * 1024;

const paths: [string, () => Promise<string>][] = [
  ['home', () => Promise.resolve('/')],
  ['/centers', () => Promise.resolve('/centers')],
  ['a center page', aCenterPath],
  ['a job page', aJobPath],
  ['/faq', () => Promise.resolve('/faq')],
  ['/pricing', () => Promise.resolve('/pricing')],
  ['/intake', () => Promise.resolve('/intake')],
  ['/careers', () => Promise.resolve('/careers')],
];

for (const [name, path] of paths) {
  test(`${name}: HTML with its critical CSS within 14 KB as sent, nothing render-blocking`, async ({
    page,
    request,
  }) => {
    const url = await path();
    const get = () => request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    // The publisher writes the brotli copies of the records' pages just after a release goes
    // live (until then they are compressed as sent, with gzip): wait for the copy.
    await expect
      .poll(async () => (await get()).headers()['content-encoding'], { timeout: 60_000 })
      .toBe('br');
    const answer = await get();
    expect(Number(answer.headers()['content-length'])).toBeLessThanOrEqual(ONE_ROUND_TRIP);
    const html = await answer.text();
    expect(html).toMatch(/<style>@layer /);

    await page.goto(url);
    const blocking = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking')
        .map((e) => e.name),
    );
    expect(blocking).toEqual([]);
    // The whole stylesheet still arrives, for what islands and scripts render later.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.styleSheets].some(
            (sheet) => sheet.href?.includes('/_astro/') && sheet.media.mediaText === 'all',
          ),
        ),
      )
      .toBe(true);
  });
}

// The directory's pages are read first: their results are HTML and the directory island (React
// with it) loads on the visitor's first interaction, so what they load before it stays as small
// as any read-only page's scripts.
const BEFORE_INTERACTION = 15 * 1024;

const directoryPages: [string, string][] = [
  ['/centers', '/centers'],
  ["a city's page", '/centers/city/duluth/'],
  ["a service's page", '/centers/service/speech-therapy/'],
  ['the search page', '/centers/search?search=speech'],
];

for (const [name, path] of directoryPages) {
  test(`${name}: at most 15 KB of JavaScript as sent before any interaction, no React`, async ({
    page,
  }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), body: response.text() });
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 2, name: /Found/ })).toBeVisible();
    const sent = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ name: e.name, bytes: e.transferSize })),
    );
    const total = sent.reduce((sum, s) => sum + s.bytes, 0);
    expect(total, JSON.stringify(sent)).toBeLessThanOrEqual(BEFORE_INTERACTION);
    expect(scripts.some((s) => s.url.includes('CenterDirectory'))).toBe(false);
    const code = (await Promise.all(scripts.map((s) => s.body))).join('\n');
    expect(code).not.toContain('react.transitional.element');
  });
}

test("/centers asks for its first card's picture from the head: it is the page's largest paint", async ({
  page,
}) => {
  await page.goto('/centers');
  const src = await page.locator('main article img').first().getAttribute('src');
  expect(src).toBeTruthy();
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
    'href',
    String(src),
  );
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
    'fetchpriority',
    'high',
  );
});
