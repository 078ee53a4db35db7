import { expect, test, type Page } from './support/test.ts';
import type { RecordModel } from 'pocketbase';
import { superuserClient } from './support/session.ts';

// Phones first: a center page leads with its actions and the family facts; /centers shows a
// result on the first screen; public pages fit 320, 375 and 768 px without sideways
// scrolling, even at the Extra Large text setting, and their controls are at least 44 px tall.

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

const pathOf = (center: RecordModel) => `/center/${String(center.slug)}-${String(center.number)}`;

/** A public demo center with a phone, a website, an e-mail and an address. */
async function contactableCenter(): Promise<RecordModel> {
  const su = await superuserClient();
  return su
    .collection('centers')
    .getFirstListItem(
      'approved = "yes" && phone_number != "" && website != "" && email != "" && address != ""',
      { sort: 'number' },
    );
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${String(viewport.width)} px`, () => {
    test.use({ viewport });

    test('a center page shows Call without scrolling, then the other actions and the facts', async ({
      page,
    }) => {
      const center = await contactableCenter();
      await page.goto(pathOf(center));
      const call = page.getByRole('link', { name: /^Call/ });
      await expect(call).toBeInViewport();
      const digits = String(center.phone_number).replace(/\D/g, '');
      await expect(call).toHaveAttribute('href', `tel:${digits}`);
      await expect(call).toHaveAttribute('data-analytics', 'call');
      const directions = page.getByRole('link', { name: 'Directions' });
      await expect(directions).toHaveAttribute('data-analytics', 'directions');
      await expect(directions).toHaveAttribute(
        'href',
        new RegExp(
          `^https://www\\.google\\.com/maps/dir/\\?api=1&destination=${encodeURIComponent(String(center.address))}`,
        ),
      );
      await expect(page.getByRole('link', { name: /^Website/ })).toHaveAttribute(
        'data-analytics',
        'website',
      );
      await expect(page.getByRole('link', { name: /^Email/ })).toHaveAttribute(
        'href',
        `mailto:${String(center.email)}`,
      );
      await expect(page.locator('[data-analytics-center]')).toHaveAttribute(
        'data-analytics-center',
        center.id,
      );
      // The decision facts come before the page's long sections, and are read once.
      const facts = page.getByRole('region', { name: 'For Families' });
      await expect(facts).toHaveCount(1);
      const factsTop = (await facts.boundingBox())?.y ?? Infinity;
      const aboutTop = (await page.locator('#about-heading').boundingBox())?.y;
      if (viewport === PHONE) expect(factsTop).toBeLessThan(aboutTop ?? 0);
      await expect(facts.getByText('Ages served')).toBeVisible();
      await expect(facts.getByText('Insurance and funding accepted')).toBeVisible();
    });

    test('/centers shows the first result on the first screen and Get Matched one tap away', async ({
      page,
    }) => {
      await page.goto('/centers');
      await expect(page.getByRole('article').first()).toBeInViewport();
      const filters = page.locator('form[role="search"] summary');
      await expect(filters).toHaveText('Filters');
      await page.getByRole('link', { name: 'Get Matched' }).click();
      await expect(
        page.getByRole('heading', { name: 'Get Matched with Centers' }),
      ).toBeInViewport();
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test("'Filters' says how many are active and opens the folded controls", async ({ page }) => {
    await page.goto('/centers?city=Minneapolis&accepting=1');
    const filters = page.locator('form[role="search"] summary');
    await expect(filters).toHaveText('Filters 2 active');
    await expect(page.getByLabel('Only centers accepting new clients')).toBeHidden();
    await filters.click();
    await expect(page.getByLabel('Only centers accepting new clients')).toBeChecked();
  });
});

/** Public pages, with one center page and one job page from the demo data. */
async function publicPages(): Promise<string[]> {
  const su = await superuserClient();
  const center = await contactableCenter();
  const [job] = (await su.collection('job_postings').getList(1, 1, { sort: 'created' })).items;
  return [
    '/',
    '/centers',
    pathOf(center),
    '/careers',
    ...(job ? [`/job/${job.id}`] : []),
    '/intake',
    '/auth',
    '/pricing',
    '/claim-listing',
    '/faq',
    '/accessibility',
    '/privacy-policy',
    '/terms-of-use',
  ];
}

/** Controls drawn as buttons, fields or block links that are under 44 px tall. */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main select, main summary, main input:not([type=checkbox]):not([type=radio]):not([type=hidden]), main a',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (el.closest('[aria-hidden="true"], .sr-only')) continue;
      // Links inside a sentence are exempt (WCAG 2.5.8 'inline').
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      if (box.height < 43.5) {
        small.push(
          `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}" ${String(Math.round(box.height))} px`,
        );
      }
    }
    return small;
  });
}

for (const width of [320, 375, 768]) {
  test(`public pages fit ${String(width)} px at Extra Large text, with 44 px controls`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      localStorage.setItem(
        'accessibility-settings',
        JSON.stringify({ highContrast: false, reducedMotion: false, fontSize: 'extra-large' }),
      );
    });
    const problems: string[] = [];
    for (const path of await publicPages()) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/text-size-extra-large/);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) problems.push(`${path}: ${String(overflow)} px of sideways scrolling`);
      for (const control of await smallControls(page)) problems.push(`${path}: ${control}`);
    }
    expect(problems).toEqual([]);
  });
}
