// One round trip: a page's HTML, with the CSS its first paint needs inline, fits in
// the 14 KB a new connection's first flight carries as browsers get it (brotli), and no
// stylesheet holds back the paint.
import { expect, test } from '@playwright/test';
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
    const answer = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.headers()['content-encoding']).toBe('br');
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

// /centers hydrates its directory on load: its scripts stay small (a build-time data set once
// slipped into the directory's bundle and made it 560 KB as sent).
const DIRECTORY_SCRIPTS = 150 * 1024;

test('/centers: the scripts it loads before any search stay within 150 KB as sent', async ({
  page,
}) => {
  await page.goto('/centers', { waitUntil: 'networkidle' });
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ name: e.name, bytes: e.transferSize })),
  );
  expect(scripts.some((s) => s.name.includes('CenterDirectory'))).toBe(true);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  expect(total, JSON.stringify(scripts)).toBeLessThanOrEqual(DIRECTORY_SCRIPTS);
});
