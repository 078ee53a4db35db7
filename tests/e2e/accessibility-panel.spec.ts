import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Accessibility' }).click();
  const panel = page.getByRole('dialog', { name: 'Accessibility Options' });
  await expect(panel).toBeVisible();
  return panel;
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
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('terms-agreed', 'true');
  });
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
  // Focus goes to the first control on open (issue 17).
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
