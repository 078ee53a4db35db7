import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';

/**
 * The benchmark's browser measurements, in headless Chromium against the built site: bytes of
 * a first view, and the time from typing a query to the results on screen.
 */

/**
 * Bytes of a first view by kind, gzipped (recompressed here) and as sent on the wire. `css` is
 * the render-blocking CSS (what the first paint waits for, with the HTML); `lazyCss` the
 * stylesheets loaded without blocking it (the whole site sheet, once the page's critical CSS
 * is inline: src/integrations/critical-css/critical-css.ts).
 */
export interface Weight {
  html: number;
  css: number;
  lazyCss: number;
  js: number;
  /** Body bytes the site server sent (its brotli or gzip copies), by kind. */
  wire: { html: number; css: number; lazyCss: number; js: number };
  /** Requests to /pagefind/ during the first view: must be 0 (DESIGN.md pitfall). */
  pagefindRequests: number;
}

/** One directory interaction, from the visitor's input to the results painted. */
export interface SearchTiming {
  label: string;
  ms: number;
  /** Gzipped bytes fetched for it (Pagefind code and index, ZIP tables, fragments). */
  bytes: number;
  /** Body bytes sent on the wire for it. */
  wireBytes: number;
  requests: number;
  /** What it fetched, file by file: where a transfer target's bytes go. */
  files: { path: string; wireBytes: number }[];
}

/** Debian's Chromium, headless, as the end-to-end tests run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
}

async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  // The first-visit terms dialog would cover the directory.
  await page.addInitScript(() => {
    localStorage.setItem('terms-agreed', 'true');
  });
  return page;
}

/** Records the gzipped size of every response, by resource type, while `task` runs. */
async function recordBytes(page: Page, task: () => Promise<void>) {
  const sizes: { type: string; path: string; bytes: number; wire: number }[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    pending.push(
      response
        .body()
        .then(async (body) => {
          const url = new URL(response.url());
          const sent = await response.request().sizes();
          sizes.push({
            type: response.request().resourceType(),
            path: url.pathname,
            bytes: gzipSync(body).length,
            wire: sent.responseBodySize,
          });
        })
        .catch(() => undefined), // redirects and aborted requests have no body
    );
  };
  page.on('response', onResponse);
  await task();
  await Promise.all(pending);
  page.off('response', onResponse);
  return sizes;
}

/** Bytes of the first view of a page: HTML, CSS and JS, including islands hydrating on idle. */
export async function firstViewWeight(browser: Browser, url: string): Promise<Weight> {
  const page = await newPage(browser);
  const sizes = await recordBytes(page, async () => {
    await page.goto(url, { waitUntil: 'networkidle' });
  });
  // Chromium's Resource Timing says which stylesheets held back the first paint.
  const blocking = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking')
        .map((e) => new URL(e.name).pathname),
    ),
  );
  await page.close();
  const sum = (
    type: string,
    key: 'bytes' | 'wire' = 'bytes',
    which: (path: string) => boolean = () => true,
  ) =>
    sizes.filter((s) => s.type === type && which(s.path)).reduce((total, s) => total + s[key], 0);
  const isBlocking = (path: string) => blocking.has(path);
  const isLazy = (path: string) => !blocking.has(path);
  return {
    html: sum('document'),
    css: sum('stylesheet', 'bytes', isBlocking),
    lazyCss: sum('stylesheet', 'bytes', isLazy),
    js: sum('script'),
    wire: {
      html: sum('document', 'wire'),
      css: sum('stylesheet', 'wire', isBlocking),
      lazyCss: sum('stylesheet', 'wire', isLazy),
      js: sum('script', 'wire'),
    },
    pagefindRequests: sizes.filter((s) => s.path.startsWith('/pagefind/')).length,
  };
}

interface BenchWindow {
  benchStart: number;
  benchDone: Promise<number>;
}

/** Times one interaction: from `event` on `selector` until results for `resultsFor` paint. */
async function timed(
  page: Page,
  label: string,
  watch: { selector: string; event: 'input' | 'change'; resultsFor: string },
  act: () => Promise<void>,
): Promise<SearchTiming> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(({ selector, event, resultsFor }) => {
    const w = window as unknown as BenchWindow;
    w.benchStart = 0;
    document.querySelector(selector)?.addEventListener(
      event,
      () => {
        w.benchStart = performance.now();
      },
      { once: true, capture: true },
    );
    const target = `[data-results-for="${CSS.escape(resultsFor)}"]`;
    w.benchDone = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(target)) return;
        observer.disconnect();
        // The next frame: the results have been painted.
        requestAnimationFrame(() => {
          resolve(performance.now());
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  }, watch);
  // What the search fetched: the cards' pictures load lazily after the results paint (and
  // may still arrive during the next step); they are not the search's transfer.
  const sizes = (
    await recordBytes(page, async () => {
      await act();
      await page.locator(`[data-results-for="${watch.resultsFor}"]`).waitFor();
    })
  ).filter((s) => s.type !== 'image');
  const ms = await page.evaluate(async () => {
    const w = window as unknown as BenchWindow;
    return (await w.benchDone) - w.benchStart;
  });
  return {
    label,
    ms,
    bytes: sizes.reduce((total, s) => total + s.bytes, 0),
    wireBytes: sizes.reduce((total, s) => total + s.wire, 0),
    requests: sizes.length,
    files: sizes.map((s) => ({ path: s.path, wireBytes: s.wire })),
  };
}

/**
 * Times what a family does on /centers: a first search (loads Pagefind), a second search,
 * a city filter on top, and a ZIP code distance search (loads the ZIP tables).
 */
export async function searchTimings(browser: Browser, siteUrl: string): Promise<SearchTiming[]> {
  const page = await newPage(browser);
  await page.goto(`${siteUrl}/centers`, { waitUntil: 'networkidle' });
  const search = '#filter-search';
  // The directory island hydrates when the visitor reaches for it (client:interact): the
  // pointer over the search box, as a visitor's would be before typing.
  await page.hover(search);
  // Hydrated: Astro drops the island's `ssr` attribute.
  await page.waitForFunction(
    () => !document.querySelector('astro-island[component-url*="CenterDirectory"][ssr]'),
  );
  // The city and ZIP fields fold behind 'Filters' (a native details element).
  await page.locator('details:has(#filter-city)').evaluate((d) => {
    d.setAttribute('open', '');
  });
  const results = [
    await timed(
      page,
      'first search "therapy" (loads Pagefind)',
      { selector: search, event: 'input', resultsFor: 'search=therapy' },
      () => page.fill(search, 'therapy'),
    ),
    await timed(
      page,
      'next search "speech"',
      { selector: search, event: 'input', resultsFor: 'search=speech' },
      () => page.fill(search, 'speech'),
    ),
    await timed(
      page,
      'add city filter Minneapolis',
      { selector: '#filter-city', event: 'change', resultsFor: 'search=speech&city=Minneapolis' },
      async () => {
        await page.selectOption('#filter-city', 'Minneapolis');
      },
    ),
    await timed(
      page,
      'ZIP 55401 within 25 miles',
      {
        selector: '#filter-zip',
        event: 'input',
        resultsFor: 'search=speech&city=Minneapolis&zip=55401&miles=25',
      },
      () => page.fill('#filter-zip', '55401'),
    ),
  ];
  await page.close();
  return results;
}

/**
 * Times what a candidate does on /careers: a first search (fetches the jobs index), a second
 * search, and an employment type on top. The list is static HTML filtered in place.
 */
export async function careersTimings(browser: Browser, siteUrl: string): Promise<SearchTiming[]> {
  const page = await newPage(browser);
  await page.goto(`${siteUrl}/careers`, { waitUntil: 'networkidle' });
  // The list's script has run (it marks what is on screen), so only the filtering is timed.
  await page.locator('form[data-results-for]').waitFor({ state: 'attached' });
  const search = '#careers-q';
  const results = [
    await timed(
      page,
      'first search "behavior" (loads the index)',
      { selector: search, event: 'input', resultsFor: 'q=behavior' },
      () => page.fill(search, 'behavior'),
    ),
    await timed(
      page,
      'next search "therapist"',
      { selector: search, event: 'input', resultsFor: 'q=therapist' },
      () => page.fill(search, 'therapist'),
    ),
    await timed(
      page,
      'add type part-time',
      { selector: '#careers-type', event: 'change', resultsFor: 'q=therapist&type=part-time' },
      async () => {
        await page.selectOption('#careers-type', 'part-time');
      },
    ),
  ];
  await page.close();
  return results;
}
