// One Spanish-speaking family's whole visit, page to page as they would take it: the directory
// at /es/centers, a center's page, then the intake, and the confirmation mail, all in
// Spanish. Each step's details are the areas' own specs (directory/i18n, i18n-center,
// i18n-intake); this one checks the pages lead into each other in the family's language.
import { expect, test } from '../support/test.ts';
import { TERMS_STORAGE_KEY } from '../../../src/features/terms/terms.ts';
import { messagesFor } from '../../../src/lib/i18n/catalog.ts';
import { isTo, waitForMail } from '../../support/mail.ts';
import { encontrados, matchesSearch, publicCenters } from './directory-data.ts';
import { sendIntake } from '../support/intake-journey.ts';
import { E2E } from '../support/servers.ts';

test.describe.configure({ timeout: 180_000 });

test('a Spanish-speaking family finds a center, reads its page and asks to be matched, all in Spanish', async ({
  page,
}) => {
  const es = messagesFor('es');
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'true');
  }, TERMS_STORAGE_KEY);

  // The directory: the family searches for their city.
  await page.goto('/es/centers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const search = page.getByRole('main').getByLabel(es.directory.form.search, { exact: true });
  const inDuluth = (await publicCenters()).filter((c) => matchesSearch(c, 'Duluth'));
  expect(inDuluth.length).toBeGreaterThan(0);
  await search.fill('Duluth');
  await search.press('Enter');
  // Enter is answered by the island, or, before it has hydrated, by the no-JavaScript search
  // route: either way the results heading counts the Duluth centers once the answer is on
  // screen, and only then are the cards the search's own.
  const shown = Math.min(12, inDuluth.length);
  await expect(page.getByRole('heading', { level: 2, name: /encontrad/ })).toHaveText(
    encontrados(inDuluth.length, shown),
  );
  await expect(page.getByRole('article')).toHaveCount(shown);
  const card = page.getByRole('article').filter({ hasText: 'Duluth' }).first();
  await expect(card).toBeVisible();
  const name = await card.getByRole('heading').innerText();

  // That center's page, reached from its card, in Spanish.
  await card.getByRole('link', { name: new RegExp(`^${es.directory.card.details}`) }).click();
  await expect(page).toHaveURL(/\/es\/center\/[^/]+-\d+\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // From the site's header, the intake, in Spanish, and its mail.
  const email = await sendIntake(page, 'es');
  const mail = await waitForMail(E2E.mailUrl, isTo(email));
  expect(mail.subject).toBe('Sus centros de autismo');
  expect(mail.text).toMatch(/\/es\/intake\/status\/?#token=/);
});
