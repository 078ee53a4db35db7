import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.2 A and AA, violations only: passes are not read, so they are not gathered. */
const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
  // Our pages have no frames of our own: a video's player is the video site's page, which
  // axe cannot check from here.
  iframes: false,
};

/**
 * Fails with the list of violations when axe finds any WCAG 2.2 A/AA problem on the page.
 *
 * axe-core is put into the document once and run there with its own API. (@axe-core/playwright's
 * builder evaluates axe's source twice at every check, which cost more than the analysis.) The
 * source goes in through Playwright's evaluate, which the page's content security policy does
 * not govern; an `eval` inside the page would be refused, as it should be.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, runOptions);
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  }, options);
  expect(violations).toEqual([]);
}
