import { expect, test, type Page } from './support/test.ts';
import { hydrated } from './support/islands.ts';
import { aCenterPath, aGalleryCenterPath, aJobPath } from './support/public-paths.ts';
import { signInAs } from './support/session.ts';

/**
 * Pages that are only read load no React, zod or PocketBase SDK until the visitor reaches for
 * something (DESIGN.md decision 4): the header, menu, footer, terms dialog,
 * accessibility panel and toasts are native HTML and small scripts.
 */

/** Text found only in each library's own code (kept by minifiers: they are strings). */
const LIBRARIES = {
  React: 'react.transitional.element',
  zod: 'ZodError',
  'the PocketBase SDK': 'ClientResponseError',
};

/**
 * Loads the page (and runs `then`, scrolling say) and returns the libraries found in the
 * JavaScript it fetched.
 */
async function librariesLoaded(
  page: Page,
  path: string,
  then: () => Promise<void> = () => Promise.resolve(),
): Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await then();
  await page.waitForLoadState('networkidle');
  const code = (await Promise.all(scripts)).join('\n');
  return Object.entries(LIBRARIES)
    .filter(([, marker]) => code.includes(marker))
    .map(([name]) => name);
}

const paths: [string, () => Promise<string>][] = [
  ['home', () => Promise.resolve('/')],
  ['/centers', () => Promise.resolve('/centers')],
  ["a city's page of centers", () => Promise.resolve('/centers/city/duluth/')],
  ['a center page', aCenterPath],
  ['/faq', () => Promise.resolve('/faq')],
  ['/careers', () => Promise.resolve('/careers')],
  ['a job page', aJobPath],
  ['/pricing', () => Promise.resolve('/pricing')],
];

for (const signedIn of [false, true]) {
  test.describe(signedIn ? 'signed in' : 'signed out', () => {
    for (const [name, path] of paths) {
      test(`${name} loads no React, zod or PocketBase SDK before interaction`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        if (signedIn) await signInAs(page, 'owner');
        expect(await librariesLoaded(page, await path())).toEqual([]);
        // The header shows the session from the first paint, without an island.
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible({
          visible: signedIn,
        });
        await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible({
          visible: !signedIn,
        });
        expect(errors).toEqual([]);
      });
    }
  });
}

test('a read-only page still loads React once the visitor opens an island', async ({ page }) => {
  // The test above can fail: the same check sees React as soon as an island hydrates.
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  const react = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' &&
      (await response.text()).includes(LIBRARIES.React),
  );
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await react;
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
});

test('scrolled to the end, home and a center page with photos still load no React', async ({
  page,
}) => {
  // Home's featured centers and a center's photo gallery hydrate when the visitor reaches for
  // them (client:interact), not when they scroll into view.
  for (const path of ['/', await aGalleryCenterPath()]) {
    const scrolled = await librariesLoaded(page, path, async () => {
      await page.keyboard.press('End');
      await page.waitForFunction(() => window.scrollY > 0);
    });
    expect(scrolled, path).toEqual([]);
  }
  // And once reached for, the gallery does hydrate.
  await page.getByRole('region', { name: 'Photo Gallery' }).getByRole('list').hover();
  await hydrated(page, 'PhotoGallery');
});

test('/centers: the side panel’s intake wizard hydrates when the visitor reaches for it', async ({
  page,
}) => {
  await page.goto('/centers');
  const panel = page.getByRole('complementary', { name: 'Get Matched with Centers' });
  await panel.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const wizard = page.locator('astro-island[component-url*="/PanelIntakeWizard"]');
  await expect(wizard).toHaveAttribute('ssr', '');
  await panel.getByRole('button', { name: 'Next' }).hover();
  await hydrated(page, 'PanelIntakeWizard');
});
