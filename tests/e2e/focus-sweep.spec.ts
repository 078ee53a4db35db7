import { expect, test, type Page } from './support/test.ts';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { focusProblem } from './support/focus-check.ts';
import { hydrated, loadedWithFonts, signedInPageLoaded } from './support/islands.ts';
import { aCenterPath, aCenterWithGallery, aJobPath } from './support/public-paths.ts';
import { signInAs } from './support/session.ts';
import { standInStripe } from './support/stripe.ts';

/**
 * The focus sweep: every public route, the dashboard, the admin area and each
 * dialog, at 375 and 1280 px, in default, high-contrast and extra-large text. At each sampled
 * Tab stop focus must not be on <body> while a dialog is open, nor covered by another element,
 * and must show a visible indicator (support/focus-check.ts). A page's stops are sampled
 * (reached with Tab or Shift+Tab from their neighbour) and a dialog's first DIALOG_STOPS are
 * checked, to keep the run to a few minutes with two workers.
 */

const MODES = {
  default: { highContrast: false, reducedMotion: false, fontSize: 'normal' },
  'high contrast': { highContrast: true, reducedMotion: false, fontSize: 'normal' },
  'extra-large text': { highContrast: false, reducedMotion: false, fontSize: 'extra-large' },
} as const;
const WIDTHS = [375, 1280];
/** Tab stops checked per page (spread over the page) and per dialog (in order). */
const PAGE_SAMPLES = 10;
const DIALOG_STOPS = 24;

type Route = {
  path: string | (() => Promise<string>);
  /** A signed-in page: the account, and the island that loads the page's content. */
  as?: keyof typeof DEMO_ACCOUNTS;
  island?: string;
};
const ROUTES: Route[] = [
  { path: '/' },
  { path: '/centers' },
  { path: '/centers/page/2' },
  { path: '/intake' },
  { path: '/faq' },
  { path: '/accessibility' },
  { path: '/privacy-policy' },
  { path: '/terms-of-use' },
  { path: '/auth' },
  { path: '/claim-listing' },
  { path: '/pricing' },
  { path: '/careers' },
  { path: '/no-such-page' },
  { path: aCenterPath },
  { path: aJobPath },
  { path: '/dashboard', as: 'owner', island: 'Dashboard' },
  { path: '/admin', as: 'admin', island: 'AdminPanel' },
];

/**
 * Smooth scrolling only animates the way to where focus scrolls the page; the check looks at
 * where it ends, so the animation is turned off to measure without waiting on it.
 */
async function instantScrolling(page: Page): Promise<void> {
  // Through the CSSOM: the site's content security policy (rightly) refuses an inline <style>.
  await page.evaluate(() => {
    document.documentElement.style.setProperty('scroll-behavior', 'auto', 'important');
  });
}

/** Checks sampled Tab stops of the page; returns what failed. */
async function sweepPage(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    const stops = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]',
      ),
    ].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility !== 'hidden' &&
        !el.closest('[inert], dialog:not([open]), [popover]:not(:popover-open)'),
    );
    (window as unknown as { stops: HTMLElement[] }).stops = stops;
    return stops.length;
  });
  const problems: string[] = [];
  const step = Math.max(1, Math.floor(count / PAGE_SAMPLES));
  for (let i = 1, n = 0; i < count - 1; i += step, n++) {
    const backwards = n % 2 === 1;
    await page.evaluate(
      (from) => {
        (window as unknown as { stops: HTMLElement[] }).stops[from]?.focus();
      },
      backwards ? i + 1 : i - 1,
    );
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const problem = await focusProblem(page);
    if (problem)
      problems.push(`${backwards ? 'Shift+Tab' : 'Tab'} to stop ${String(i)}: ${problem}`);
  }
  return problems;
}

/** Tabs through an open dialog; returns what failed. */
async function sweepDialog(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const first = await focusProblem(page);
  if (first) problems.push(`on open: ${first}`);
  for (let i = 0; i < DIALOG_STOPS; i++) {
    await page.keyboard.press('Tab');
    const problem = await focusProblem(page);
    if (problem) problems.push(`Tab ${String(i + 1)}: ${problem}`);
  }
  return problems;
}

for (const [mode, settings] of Object.entries(MODES)) {
  for (const width of WIDTHS) {
    test.describe(`${mode} at ${String(width)} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((value) => {
          localStorage.setItem('accessibility-settings', value);
        }, JSON.stringify(settings));
      });

      for (const route of ROUTES) {
        const label = typeof route.path === 'string' ? route.path : route.path.name;
        test(`focus sweep: ${label}${route.as ? ` as ${route.as}` : ''}`, async ({ page }) => {
          if (route.as) await signInAs(page, route.as);
          await page.goto(typeof route.path === 'string' ? route.path : await route.path());
          // The dashboard and admin fetch their data after loading; public pages fetch nothing.
          if (route.island) await signedInPageLoaded(page, route.island);
          else await loadedWithFonts(page);
          await expect(page.locator('h1').first()).toBeVisible();
          await instantScrolling(page);
          expect(await sweepPage(page)).toEqual([]);
        });
      }

      test('focus sweep: dialogs of every page (menu, accessibility, contact)', async ({
        page,
      }) => {
        await page.goto('/faq');
        await instantScrolling(page);
        const problems: string[] = [];
        if (width < 768) {
          await page.getByRole('button', { name: 'Menu', exact: true }).focus();
          await page.keyboard.press('Enter');
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          problems.push(...(await sweepDialog(page)).map((p) => `menu: ${p}`));
          await page.keyboard.press('Escape');
          await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
        }
        await page.getByRole('button', { name: 'Accessibility' }).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog', { name: 'Accessibility Options' })).toBeVisible();
        const panel = await focusProblem(page);
        if (panel) problems.push(`accessibility panel: ${panel}`);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Contact Us' }).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
        problems.push(...(await sweepDialog(page)).map((p) => `contact: ${p}`));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: 'Contact Us' })).toBeFocused();
        expect(problems).toEqual([]);
      });

      test('focus sweep: the owner edit dialog, its images and videos tabs', async ({ page }) => {
        await signInAs(page, 'owner');
        await page.goto('/dashboard');
        await hydrated(page, 'Dashboard');
        await instantScrolling(page);
        // A center on the dashboard as loaded (other tests may add centers for this owner).
        const edit = page.getByRole('button', { name: /^Edit / }).first();
        await edit.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: /^Edit / });
        await expect(dialog).toBeVisible();
        const problems = (await sweepDialog(page)).map((p) => `basic info: ${p}`);
        // The demo owner is premium: the media tabs open (tabs activate with Enter).
        for (const [name, ready] of [
          ['Media & Branding', 'Photo gallery'],
          ['Videos', 'Add a video'],
        ] as const) {
          await dialog.getByRole('tab', { name }).focus();
          await page.keyboard.press('Enter');
          await expect(dialog.getByRole('tab', { name, selected: true })).toBeVisible();
          await expect(dialog.getByRole('heading', { name: ready })).toBeVisible();
          problems.push(...(await sweepDialog(page)).map((p) => `${name}: ${p}`));
        }
        expect(problems).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(edit).toBeFocused();
      });

      test('focus sweep: the terms, lightbox and Quick Apply dialogs', async ({ page }) => {
        const problems: string[] = [];
        // The first visit's terms dialog (the other tests start with the terms agreed).
        await page.goto('/faq');
        await page.evaluate(() => {
          localStorage.removeItem('terms-agreed');
        });
        await page.reload();
        await instantScrolling(page);
        const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
        await expect(terms).toBeVisible();
        problems.push(...(await sweepDialog(page)).map((p) => `terms: ${p}`));
        await terms.getByRole('checkbox').focus();
        await page.keyboard.press('Space');
        await terms.getByRole('button', { name: 'Accept and Continue' }).focus();
        await page.keyboard.press('Enter');
        await expect(terms).toBeHidden();

        const { path } = await aCenterWithGallery();
        await page.goto(path);
        await instantScrolling(page);
        const photo = page.getByRole('region', { name: 'Photo Gallery' }).getByRole('link').first();
        await photo.focus();
        // The gallery hydrates when the visitor reaches for it (focus counts).
        await hydrated(page, 'PhotoGallery');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog', { name: /^Photo 1 of/ })).toBeVisible();
        problems.push(...(await sweepDialog(page)).map((p) => `lightbox: ${p}`));
        await page.keyboard.press('Escape');
        await expect(photo).toBeFocused();

        await page.goto('/careers');
        await instantScrolling(page);
        const apply = page.getByRole('link', { name: /^Quick Apply/ }).first();
        await apply.focus();
        await page.keyboard.press('Enter');
        const quickApply = page.getByRole('dialog', { name: 'Quick Apply' });
        await expect(quickApply.getByRole('button', { name: 'Submit Application' })).toBeVisible();
        problems.push(...(await sweepDialog(page)).map((p) => `quick apply: ${p}`));
        await page.keyboard.press('Escape');
        await expect(quickApply).toBeHidden();
        expect(problems).toEqual([]);
      });

      test('focus sweep: checkout (a free owner on /pricing)', async ({ page }) => {
        await standInStripe(page);
        await signInAs(page, 'owner2');
        await page.goto('/pricing');
        await instantScrolling(page);
        const premium = page.getByRole('region', { name: 'Premium' });
        // The button hydrates when the visitor reaches for it (focus counts).
        await premium.getByRole('link', { name: 'Choose Premium' }).focus();
        const choose = premium.getByRole('button', { name: 'Choose Premium' });
        await choose.focus();
        await page.keyboard.press('Enter');
        const checkout = page.getByRole('dialog', { name: 'Subscribe to Premium' });
        await expect(checkout.getByRole('form', { name: 'Card payment' })).toBeVisible();
        expect(await sweepDialog(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(checkout).toBeHidden();
        await expect(choose).toBeFocused();
      });

      test('focus sweep: the admin edit dialog', async ({ page }) => {
        await signInAs(page, 'admin');
        await page.goto('/admin');
        await hydrated(page, 'AdminPanel');
        await instantScrolling(page);
        const edit = page.getByRole('button', { name: /^Edit / }).first();
        await edit.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog', { name: /^Edit / })).toBeVisible();
        expect(await sweepDialog(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(edit).toBeFocused();
      });
    });
  }
}
