import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of violations when axe finds any WCAG 2.2 A/AA problem on the page.
 *
 * Run in legacy mode: the default runs axe in each frame and then finishes in a new blank
 * page, which costs more than the analysis itself; our pages have no frames of our own (a
 * video's player is the video site's page, which neither mode can check). Only violations
 * come back with their elements: passes are not read, so they are not sent.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
