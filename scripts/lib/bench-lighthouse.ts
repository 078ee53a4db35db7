import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** One page's Lighthouse mobile result: performance score (0-100) and Largest Contentful Paint. */
export interface LighthouseScore {
  path: string;
  performance: number;
  lcpSeconds: number;
}

/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone on simulated slow 4G)
 * of each path, in Debian's Chromium, one page at a time so the pages do not compete.
 */
export async function lighthouseScores(
  siteUrl: string,
  paths: readonly string[],
): Promise<LighthouseScore[]> {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const path of paths) {
      const result = await lighthouse(`${siteUrl}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      scores.push({
        path,
        performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
        lcpSeconds: (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
