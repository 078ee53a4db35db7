import { expect, test, type Page } from './support/test.ts';

/**
 * Toasts (WCAG 2.2.1): errors stay until dismissed and are announced assertively;
 * successes stay at least 10 s, paused while pointed at or focused, and are announced politely;
 * the dismiss button comes right after the message. Time is Playwright's clock, not waiting.
 */

async function sendContactMessage(page: Page) {
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await dialog.getByLabel('Full name').fill('Jordan Example');
  await dialog.getByLabel('Email').fill('jordan@example.org');
  await dialog.getByLabel('Phone').fill('6515550199');
  await dialog.getByLabel('Message').fill('Toast timing check: please ignore.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
}

test('an error toast stays until dismissed; its dismiss button follows the message', async ({
  page,
}) => {
  await page.clock.install();
  await page.route('**/api/collections/contact_messages/records', (route) => route.abort());
  await page.goto('/faq');
  await sendContactMessage(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to send message. Please try again.');
  await page.clock.fastForward(120_000);
  await expect(alert).toContainText('Failed to send message. Please try again.');
  const dismiss = alert.getByRole('button', { name: 'Dismiss notification' });
  // Right after the message in the reading and tab order.
  expect(
    await dismiss.evaluate((button) => button.previousElementSibling?.textContent ?? ''),
  ).toContain('Failed to send message');
  await dismiss.click();
  await expect(alert.getByText('Failed to send message. Please try again.')).toHaveCount(0);
});

test('a success toast stays 10 s, and longer while pointed at', async ({ page }) => {
  await page.clock.install();
  await page.goto('/faq');
  await sendContactMessage(page);
  const status = page.getByRole('status');
  const message = status.getByText('Message sent!');
  await expect(message).toBeVisible();
  await page.clock.fastForward(9_000);
  await expect(message).toBeVisible();
  await message.hover();
  await page.clock.fastForward(30_000);
  await expect(message).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(11_000);
  await expect(message).toHaveCount(0);
});
