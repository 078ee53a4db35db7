import { expect, type Page } from '@playwright/test';
import { hydrated } from './islands.ts';
import { signInAs } from './session.ts';

/** Opens /admin as the demo admin and waits until its centers are listed. */
export async function openAdmin(page: Page): Promise<void> {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await hydrated(page, 'AdminPanel');
  await expect(page.getByRole('heading', { name: 'Centers', level: 2 })).toBeVisible({
    timeout: 20_000,
  });
}
