import { agreedToTerms, expect, test, type Page } from './support/test.ts';
import PocketBase, { type RecordModel } from 'pocketbase';
import { INSURANCE, labelOf } from '../../src/domain/center/choices.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/islands.ts';
import { E2E } from './support/servers.ts';
import { signInAs } from './support/session.ts';
import { shownTime } from './support/shown-time.ts';

// The center assistant on the built site, as a visitor uses it. Centers come from
// the public API, as a visitor's browser would see them.
const pb = new PocketBase(E2E.pocketbaseUrl);
pb.autoCancellation(false);

const pageOf = (center: RecordModel) =>
  `/center/${String(center['slug'])}-${String(center['number'])}`;

/** A featured demo center with the chat on, weekday hours and insurance listed. */
async function featuredCenter(): Promise<RecordModel> {
  return pb
    .collection('centers')
    .getFirstListItem(
      'featured = true && ai_chat_enabled = true && monday_open != "" && insurance_accepted:length > 0',
      {
        sort: 'number',
      },
    );
}

async function openChat(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeFocused();
}

/** Sends a question with Enter and waits for the assistant's complete reply. */
async function ask(page: Page, question: string): Promise<void> {
  const log = page.getByRole('log', { name: 'Chat messages' });
  const before = await log.getByRole('listitem').count();
  await page.getByRole('textbox', { name: 'Your message' }).fill(question);
  await page.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(log.getByRole('listitem')).toHaveCount(before + 2);
  await expect(log).toHaveAttribute('aria-busy', 'false');
}

test('a visitor asks a featured center for its hours and insurance and gets its own answers', async ({
  page,
}) => {
  const center = await featuredCenter();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(pageOf(center), { waitUntil: 'load' });
  // Read only: the chat is its open button, and none of its code has loaded.
  await expect(page.getByRole('heading', { name: 'Ask About This Center' })).toBeVisible();
  expect(scripts.filter((url) => url.includes('ChatWindow'))).toEqual([]);

  await openChat(page);
  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log).toContainText(`Hi! I'm the assistant for ${String(center['company_name'])}.`);

  await ask(page, 'What are your hours?');
  const monday = `Monday ${shownTime(String(center['monday_open']))} – ${shownTime(String(center['monday_close']))}`;
  await expect(log.getByRole('listitem').last()).toContainText(monday);

  await ask(page, 'What insurance do you take?');
  const insurance = (center['insurance_accepted'] as string[]).map((v) => labelOf(INSURANCE, v));
  for (const label of insurance)
    await expect(log.getByRole('listitem').last()).toContainText(label);

  await ask(page, 'How much does a session cost?');
  await expect(log.getByRole('listitem').last()).toContainText("I don't know");
});

test('the open chat passes axe', async ({ page }) => {
  await page.goto(pageOf(await featuredCenter()));
  await openChat(page);
  await ask(page, 'Do you offer telehealth?');
  await expectNoAxeViolations(page);
});

test('the chat works with the keyboard alone', async ({ page }) => {
  await page.goto(pageOf(await featuredCenter()));
  const open = page.getByRole('button', { name: 'Open chat' });
  await open.focus();
  await hydrated(page, 'ChatWindow');
  await page.keyboard.press('Enter');
  const input = page.getByRole('textbox', { name: 'Your message' });
  await expect(input).toBeFocused();
  // Sending an empty message does nothing; Shift+Enter starts a new line.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByRole('listitem')).toHaveCount(1);
  await page.keyboard.type('Where are you');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('located?');
  await expect(input).toHaveValue('Where are you\nlocated?');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('log').getByRole('listitem').last()).toContainText(' is at ');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(open).toBeFocused();
});

test('an anonymous visitor sees their conversation again after reloading the page', async ({
  page,
}) => {
  await page.goto(pageOf(await featuredCenter()));
  await openChat(page);
  await ask(page, 'Do you speak Spanish?');
  await page.reload();
  await openChat(page);
  await expect(page.getByRole('log').getByRole('listitem').nth(1)).toContainText(
    'Do you speak Spanish?',
  );
});

test("a signed-in visitor's conversation follows them to another browser", async ({ browser }) => {
  const center = await featuredCenter();
  const first = await browser.newContext();
  await agreedToTerms(first);
  const page = await first.newPage();
  await signInAs(page, 'owner2');
  await page.goto(pageOf(center));
  await openChat(page);
  await ask(page, 'Do you have a waitlist?');
  await first.close();

  const second = await browser.newContext();
  await agreedToTerms(second);
  const again = await second.newPage();
  await signInAs(again, 'owner2');
  await again.goto(pageOf(center));
  await openChat(again);
  await expect(again.getByRole('log').getByRole('listitem').nth(1)).toContainText(
    'Do you have a waitlist?',
  );
  await second.close();
});

test('there is no chat where the rules say so', async ({ page }) => {
  const notFeatured = await pb
    .collection('centers')
    .getFirstListItem('featured = false', { sort: 'number' });
  await page.goto(pageOf(notFeatured));
  await expect(page.getByRole('heading', { name: 'Operating Hours' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCount(0);
});
