/**
 * The analytics beacon: no cookies, no storage, no React. It reports to PocketBase
 * (pb_hooks/analytics.pb.js, which deduplicates per visitor and day and ignores bots):
 *  - `[data-analytics-view="page_view|job_view"]` with `data-analytics-center`: a view, on load;
 *  - a click on `[data-analytics="call|website|directions|email"]`: a click for the center of
 *    the closest `[data-analytics-center]`;
 *  - `[data-analytics-listed="<center number>"]`: a directory appearance, once per page for
 *    each card shown, also for cards a search renders later.
 * Loaded by components/AnalyticsBeacon.astro on the pages that carry these attributes.
 */
const base = document
  .querySelector<HTMLMetaElement>('meta[name="pocketbase-url"]')
  ?.content.replace(/\/$/, '');
const endpoint = `${base ?? ''}/api/analytics/hit`;
/** The most centers one report names (MAX_CENTERS_PER_HIT in analytics.ts). */
const BATCH = 60;

function report(metric: string | undefined, centers: readonly (string | undefined)[]): void {
  const named = centers.filter(Boolean);
  if (base && metric && named.length) {
    navigator.sendBeacon(endpoint, new URLSearchParams({ metric, center: named.join(',') }));
  }
}

for (const view of document.querySelectorAll<HTMLElement>('[data-analytics-view]')) {
  report(view.dataset.analyticsView, [view.dataset.analyticsCenter]);
}

document.addEventListener(
  'click',
  (event) => {
    const action = event.target instanceof Element && event.target.closest('[data-analytics]');
    if (!action) return;
    const center = action.closest<HTMLElement>('[data-analytics-center]');
    report(action.getAttribute('data-analytics') ?? undefined, [center?.dataset.analyticsCenter]);
  },
  true,
);

const listed = new Set<string>();
let pending: ReturnType<typeof setTimeout> | undefined;

/** Reports the cards shown since the last report (after a short pause, once results settle). */
function reportListed(): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    const fresh: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('[data-analytics-listed]')) {
      const number = card.dataset.analyticsListed;
      if (number && !listed.has(number)) fresh.push(number);
      if (number) listed.add(number);
    }
    for (let i = 0; i < fresh.length; i += BATCH) {
      report('directory_appearance', fresh.slice(i, i + BATCH));
    }
  }, 800);
}

if (document.querySelector('[data-analytics-listed]')) {
  reportListed();
  new MutationObserver(reportListed).observe(document.body, { childList: true, subtree: true });
}
