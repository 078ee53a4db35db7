import { expect, test, type Page } from './support/test.ts';
import { PUBLIC_CENTER_FILTER } from '../../src/domain/center/center-status.ts';
import { centerHref } from '../../src/lib/routes.ts';
import { signInAs, superuserClient } from './support/session.ts';

/**
 * The small-screen layout points at 320 px, also with extra-large text: no horizontal scrolling
 * on the admin area, the dashboard or a center page with videos; status badges never cover
 * a center's name on the cards of small screens.
 */

/**
 * A public center page that lists videos. The demo data has none, so the test gives an
 * unclaimed listing (its premium content shows) two, and waits for the rebuild to publish them.
 */
async function aCenterWithVideosPath(page: Page): Promise<string> {
  const su = await superuserClient();
  const center = await su
    .collection('centers')
    .getFirstListItem(`owner = "" && ${PUBLIC_CENTER_FILTER}`, { sort: 'number' });
  const existing = await su
    .collection('center_videos')
    .getList(1, 1, { filter: su.filter('center = {:id}', { id: center.id }) });
  if (existing.totalItems === 0) {
    for (const n of [1, 2]) {
      await su.collection('center_videos').create({
        center: center.id,
        video_url: `https://example.org/videos/a-rather-long-file-name-for-the-layout-check-${String(n)}.mp4`,
        title: `Our program in a day, with therapists, families and a long title ${String(n)}`,
      });
    }
  }
  const path = centerHref({
    name: String(center['company_name']),
    number: Number(center['number']),
  });
  await expect(async () => {
    await page.goto(path);
    await expect(page.locator('#videos-heading')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  return path;
}

/** No horizontal scrolling: fails with the elements that reach past the right edge. */
async function expectNoSideways(page: Page) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((el) => !el.closest('.sr-only, [hidden], dialog:not([open])'))
      .filter((el) => getComputedStyle(el).position !== 'fixed')
      // Inside a scrolling box (a wide table) is fine: the box scrolls, not the page.
      .filter((el) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return false;
        }
        return true;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`.slice(0, 90))
      .slice(-4),
  );
  expect(wide).toEqual([]);
}

/** No card's status badge overlaps its heading. */
async function expectBadgesBesideNames(page: Page) {
  const overlaps = await page.evaluate(() =>
    [...document.querySelectorAll('li')]
      .map((card) => {
        const heading = card.querySelector('h2, h3')?.getBoundingClientRect();
        const badge = card.querySelector('[data-status-badge]')?.getBoundingClientRect();
        if (!heading || !badge || !heading.width || !badge.width) return null;
        const apart =
          badge.left >= heading.right ||
          badge.right <= heading.left ||
          badge.top >= heading.bottom ||
          badge.bottom <= heading.top;
        return apart ? null : card.querySelector('h2, h3')?.textContent;
      })
      .filter(Boolean),
  );
  expect(overlaps).toEqual([]);
}

test.use({ viewport: { width: 320, height: 700 } });

for (const fontSize of ['normal', 'extra-large']) {
  test.describe(`${fontSize} text at 320 px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        (value) => {
          localStorage.setItem('accessibility-settings', value);
        },
        JSON.stringify({ highContrast: false, reducedMotion: false, fontSize }),
      );
    });

    test('admin: no sideways scrolling; badges do not cover names', async ({ page }) => {
      await signInAs(page, 'admin');
      await page.goto('/admin');
      await expect(page.getByRole('list', { name: 'All centers' })).toBeVisible();
      await expectNoSideways(page);
      await expectBadgesBesideNames(page);
    });

    test('dashboard: no sideways scrolling; badges do not cover names', async ({ page }) => {
      await signInAs(page, 'owner');
      await page.goto('/dashboard');
      await expect(page.getByRole('list', { name: 'Your centers' })).toBeVisible();
      await expectNoSideways(page);
      await expectBadgesBesideNames(page);
    });

    test('a center page with videos: no sideways scrolling', async ({ page }) => {
      // Includes waiting for the rebuild that publishes the videos.
      test.setTimeout(120_000);
      await page.goto(await aCenterWithVideosPath(page));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSideways(page);
    });
  });
}
