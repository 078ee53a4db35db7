import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import PocketBase, { type RecordModel } from 'pocketbase';
import { formatHour } from '../../src/domain/center/localized.ts';
import { formatDate, format } from '../../src/lib/i18n/format.ts';
import { es } from '../../src/lib/i18n/messages/es/index.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { E2E } from './support/servers.ts';
import { signInAsUser, superuserClient } from './support/session.ts';

// A center's page in Spanish, Somali and Hmong, as a family reads it: the directory's own
// words and the center's facts in the page's language, the owner's words as they wrote them
// (in that language when they did), an owner's edit live in every language at once, and the
// assistant answering in the page's language.
const pb = new PocketBase(E2E.pocketbaseUrl);
pb.autoCancellation(false);

const { center: text, facts, chat } = es;

const pathOf = (center: RecordModel, prefix = '') =>
  `${prefix}/center/${String(center['slug'])}-${String(center['number'])}`;

/** How long an owner's edit takes to be live on the center's page, in every language. */
const EDIT_LIVE_MS = 2_000;

/** Opens `path` once the site answers it with `expected` in its main content (new centers). */
async function openWhenLive(page: Page, path: string, expected: string): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('main')).toContainText(expected, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

test('a Spanish-speaking family reads a center page in Spanish: facts, hours and the availability date', async ({
  page,
}) => {
  const center = await pb
    .collection('centers')
    .getFirstListItem(
      'featured = true && monday_open != "" && availability_updated != "" && accepting_clients = "accepting" && insurance_accepted:length > 0',
      { sort: 'number' },
    );
  await page.goto(pathOf(center, '/es'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const family = page.getByRole('region', { name: text.facts.title });
  await expect(family).toContainText(facts.accepting.accepting);
  const date = formatDate('es', new Date(String(center['availability_updated'])));
  await expect(family).toContainText(`${text.facts.asOf} ${date}`);
  // The date is a Spanish one ('27 de noviembre de 2026').
  expect(date).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
  const insurance = (center['insurance_accepted'] as string[]).map(
    (v) => facts.insurance[v as keyof typeof facts.insurance],
  );
  await expect(family).toContainText(insurance.join(', '));

  const hours = page.getByRole('region', { name: text.hours.title });
  await expect(hours).toContainText(facts.weekdays.monday);
  await expect(hours).toContainText(
    `${formatHour('es', String(center['monday_open']))} – ${formatHour('es', String(center['monday_close']))}`,
  );
  await expect(hours).toContainText(/a\.\s?m\.|p\.\s?m\./);

  // Links stay in Spanish; the page says none of its English texts.
  await expect(page.getByRole('link', { name: text.backToCenters })).toHaveAttribute(
    'href',
    '/es/centers',
  );
  for (const english of ['For Families', 'Operating Hours', 'Contact Information', 'As of']) {
    await expect(page.getByRole('main').getByText(english, { exact: true })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});

test("the owner's Spanish description shows on the Spanish page; the Somali page shows the English one, each marked with its language", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const su = await superuserClient();
  const tag = randomUUID().slice(0, 8);
  const english = `Center-based ABA for young children (${tag}).`;
  const spanish = `Terapia ABA en el centro para niños pequeños (${tag}).`;
  const center = await su.collection('centers').create({
    company_name: `Bilingual Test Center ${tag}`,
    city: 'Duluth',
    business_description: english,
    business_description_es: spanish,
    approved: 'yes',
  });
  try {
    await openWhenLive(page, pathOf(center, '/es'), spanish);
    const about = page.getByRole('region', { name: text.about.title, exact: true });
    await expect(about.getByText(spanish)).toHaveAttribute('lang', 'es');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', spanish);

    await openWhenLive(page, pathOf(center, '/so'), english);
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await expect(page.getByRole('main').getByText(english)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').getByText(spanish)).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await su.collection('centers').delete(center.id);
  }
});

test("an owner's edit is live on the center's Spanish and Hmong pages within the edit-to-live time", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const su = await superuserClient();
  const tag = randomUUID().slice(0, 8);
  const password = `pw-${randomUUID()}`;
  const email = `i18n-owner-${tag}@example.org`;
  const owner = await su
    .collection('users')
    .create({ email, password, passwordConfirm: password, name: `Owner ${tag}`, verified: true });
  const center = await su.collection('centers').create({
    company_name: `Edit Everywhere Center ${tag}`,
    city: 'Duluth',
    business_description: 'Therapy for young children.',
    owner: owner.id,
    claimed: true,
    approved: 'yes',
  });
  try {
    const ownerClient = new PocketBase(E2E.pocketbaseUrl);
    await ownerClient.collection('users').authWithPassword(email, password);
    const pages = [pathOf(center, '/es'), pathOf(center, '/hmn')];
    const shows = async (marker: string) => {
      const bodies = await Promise.all(
        pages.map(async (path) => (await page.request.get(path)).text()),
      );
      return bodies.every((body) => body.includes(marker));
    };
    // A first edit makes each language's page a file of the live release (the publisher writes
    // the pages an edit names), so the second edit below can only show there by being written
    // again, not by the page being rendered on demand.
    const first = `Small groups (${tag}).`;
    await ownerClient.collection('centers').update(center.id, { about: first });
    await expect.poll(() => shows(first), { timeout: 30_000 }).toBe(true);

    const marker = `Saturday parent workshops (${tag}).`;
    expect(await shows(marker)).toBe(false);
    const saved = ownerClient.collection('centers').update(center.id, { about: marker });
    await expect.poll(() => shows(marker), { timeout: EDIT_LIVE_MS, intervals: [100] }).toBe(true);
    await saved;
  } finally {
    await su.collection('centers').delete(center.id);
    await su.collection('users').delete(owner.id);
  }
});

test('an owner writes their Spanish description in the editor on their Spanish page and sees it there', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const su = await superuserClient();
  const tag = randomUUID().slice(0, 8);
  const password = `pw-${randomUUID()}`;
  const owner = await su.collection('users').create({
    email: `i18n-editor-${tag}@example.org`,
    password,
    passwordConfirm: password,
    name: `Editor ${tag}`,
    verified: true,
  });
  const center = await su.collection('centers').create({
    company_name: `Editor Test Center ${tag}`,
    city: 'Duluth',
    business_description: 'Therapy for young children.',
    owner: owner.id,
    claimed: true,
    approved: 'yes',
  });
  try {
    await signInAsUser(page, owner);
    await openWhenLive(page, pathOf(center, '/es'), 'Therapy for young children.');
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const chooser = page.getByRole('dialog', { name: 'Unlock Premium Features' });
    await chooser.getByRole('button', { name: /^Continue with/ }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${String(center['company_name'])}` });
    const spanish = `Terapia para niños pequeños, en español (${tag}).`;
    const field = dialog.getByLabel('Description in Spanish (Español)');
    await expect(field).toHaveAttribute('lang', 'es');
    await field.fill(spanish);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').getByText('Center Updated')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Brought up to date in place, in the page's language.
    const about = page.getByRole('region', { name: text.about.title, exact: true });
    await expect(about.getByText(spanish)).toHaveAttribute('lang', 'es', { timeout: 30_000 });
    await expect(about.getByText('Therapy for young children.')).toHaveAttribute('lang', 'en');
  } finally {
    await su.collection('centers').delete(center.id);
    await su.collection('users').delete(owner.id);
  }
});

test('the assistant answers a Spanish question in Spanish, from the listing', async ({ page }) => {
  const center = await pb
    .collection('centers')
    .getFirstListItem('featured = true && ai_chat_enabled = true && monday_open != ""', {
      sort: 'number',
    });
  await page.goto(pathOf(center, '/es'));
  await page.getByRole('button', { name: chat.window.open }).click();
  const input = page.getByRole('textbox', { name: chat.window.label });
  await expect(input).toBeFocused();
  const log = page.getByRole('log', { name: chat.window.log });
  await expect(log).toContainText(
    format(chat.window.greeting, { name: String(center['company_name']) }),
  );

  await input.fill('¿Cuál es su horario?');
  await input.press('Enter');
  const reply = log.getByRole('listitem').last();
  await expect(log).toHaveAttribute('aria-busy', 'false');
  await expect(reply).toContainText(
    format(chat.answers.hoursListed, { name: String(center['company_name']), days: '' }).slice(
      0,
      -2,
    ),
  );
  await expect(reply).toContainText(
    `${facts.weekdays.monday} de ${formatHour('es', String(center['monday_open']))}`,
  );
  await expect(reply).toContainText(
    format(chat.answers.fromListing, { name: String(center['company_name']) }),
  );
  await expectNoAxeViolations(page);
});

test('a center address that leads nowhere says so in the page language', async ({ page }) => {
  const response = await page.goto('/hmn/center/no-such-center-999999');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hmn');
  const hmn = (await import('../../src/lib/i18n/messages/hmn/center.ts')).default;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hmn.notFound.title);
  await expect(page.getByRole('link', { name: hmn.notFound.back })).toHaveAttribute(
    'href',
    '/hmn/centers',
  );
  await expectNoAxeViolations(page);
});
