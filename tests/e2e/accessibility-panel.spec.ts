import { agreedToTerms, expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAs } from './support/session.ts';

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Accessibility' }).click();
  const panel = page.getByRole('dialog', { name: 'Accessibility Options' });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * What overlaps in the top bar: the site name's lines and every visible control, pairwise, and
 * anything reaching past the window's edges.
 */
function headerOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const home = header.querySelector('a');
    const text = document.createRange();
    if (home?.lastElementChild) text.selectNodeContents(home.lastElementChild);
    const boxes: [string, DOMRect][] = [...text.getClientRects()].map((r) => ['site name', r]);
    for (const el of header.querySelectorAll<HTMLElement>('a, button, [data-session-greeting]')) {
      const box = el.getBoundingClientRect();
      if (el === home || el.closest('dialog') || box.width < 2) continue;
      boxes.push([(el.getAttribute('aria-label') ?? el.textContent).trim(), box]);
    }
    const problems: string[] = [];
    boxes.forEach(([name, a], i) => {
      if (a.left < 0 || a.right > innerWidth) problems.push(`${name} is past the edge`);
      for (const [other, b] of boxes.slice(i + 1)) {
        const apart =
          a.right <= b.left + 0.5 ||
          b.right <= a.left + 0.5 ||
          a.bottom <= b.top + 0.5 ||
          b.bottom <= a.top + 0.5;
        if (!apart && !(name === 'site name' && other === 'site name'))
          problems.push(`${name} overlaps ${other}`);
      }
    });
    return problems;
  });
}

test('the three settings apply to the page and survive a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const panel = await openPanel(page);

  await panel.getByRole('switch', { name: 'High Contrast' }).click();
  await expect(panel.getByRole('switch', { name: 'High Contrast' })).toHaveText('On');
  await panel.getByRole('switch', { name: 'Reduced Motion' }).click();
  await panel.getByRole('button', { name: 'A++ (Extra Large)' }).click();
  await expect(panel.getByRole('button', { name: 'A++ (Extra Large)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(html).toHaveClass(/high-contrast/);
  await expect(html).toHaveClass(/reduced-motion/);
  await expect(html).toHaveClass(/text-size-extra-large/);
  const size = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await size()).toBe('20px');

  await page.reload();
  // Applied before first paint by the head script, before any island hydrates.
  await expect(html).toHaveClass(/high-contrast/);
  await expect(html).toHaveClass(/reduced-motion/);
  await expect(html).toHaveClass(/text-size-extra-large/);
  const again = await openPanel(page);
  await expect(again.getByRole('switch', { name: 'High Contrast' })).toHaveText('On');
  await again.getByRole('button', { name: 'A (Normal)' }).click();
  expect(await size()).toBe('16px');
});

test('settings start from the operating system preferences', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', forcedColors: 'none' });
  await agreedToTerms(context);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/reduced-motion/);
  const panel = await openPanel(page);
  await expect(panel.getByRole('switch', { name: 'Reduced Motion' })).toHaveText('On');
  await expect(panel.getByRole('switch', { name: 'High Contrast' })).toHaveText('Off');
  await context.close();
});

test('the panel works by keyboard and Escape returns focus to its button', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Accessibility' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Accessibility Options' })).toBeVisible();
  // Focus goes to the first control on open.
  await expect(page.getByRole('switch', { name: 'High Contrast' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveClass(/high-contrast/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('switch', { name: 'Reduced Motion' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Accessibility Options' })).toBeHidden();
  await expect(button).toBeFocused();
});

for (const path of ['/', '/centers', '/faq']) {
  test(`axe finds no violations on ${path} with high contrast on and the panel open`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'accessibility-settings',
        JSON.stringify({ highContrast: true, reducedMotion: false, fontSize: 'large' }),
      );
    });
    await page.goto(path);
    await openPanel(page);
    await expectNoAxeViolations(page);
  });
}

for (const fontSize of ['normal', 'extra-large']) {
  test(`the Accessibility button is labelled on phones and the top bar never overlaps (${fontSize} text)`, async ({
    page,
  }) => {
    await page.addInitScript(
      (value) => {
        localStorage.setItem('accessibility-settings', value);
      },
      JSON.stringify({ highContrast: false, reducedMotion: false, fontSize }),
    );
    // Signed in, the top bar also holds the greeting, Dashboard and Sign Out.
    await signInAs(page, 'owner');
    const button = page.getByRole('button', { name: 'Accessibility' });
    for (const session of ['signed in', 'signed out']) {
      if (session === 'signed out') {
        await page.evaluate(() => {
          localStorage.removeItem('pocketbase_auth');
        });
      }
      await page.goto('/');
      for (const width of [320, 375, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // Its label shows on phones (public-side.md: 'labelled Accessibility on mobile') and
        // from 1280 px; between, the top bar's links need the room.
        const label = await button.getByText('Accessibility').boundingBox();
        expect((label?.width ?? 0) > 40, `label at ${String(width)} px, ${session}`).toBe(
          width < 768 || width >= 1280,
        );
        expect(await headerOverlaps(page), `${String(width)} px, ${session}`).toEqual([]);
      }
    }
  });
}
