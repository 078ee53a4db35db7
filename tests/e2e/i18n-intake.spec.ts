// The family's forms in their language: a Spanish-speaking family sends the intake at
// /es/intake, sees their matches and follows their request in Spanish, and receives the
// confirmation mail in Spanish; a Somali- and a Hmong-speaking family once each; the claim page
// and the Contact Us form in Spanish. Axe on each translated page of the area.
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { TERMS_STORAGE_KEY } from '../../src/features/terms/terms.ts';
import { messagesFor } from '../../src/lib/i18n/catalog.ts';
import { isTo, waitForMail } from '../support/mail.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { sendIntake } from './support/intake-journey.ts';
import { hydrated } from './support/islands.ts';
import { E2E } from './support/servers.ts';

// Five steps, a mail and several axe runs each: more than the default 30 s on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  // The first-visit terms dialog is someone else's test; agree up front.
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'true');
  }, TERMS_STORAGE_KEY);
});

test('a Spanish-speaking family sends the intake in Spanish and gets the mail in Spanish', async ({
  page,
}) => {
  const es = messagesFor('es');
  const email = await sendIntake(page, 'es');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: es.intake.results.nextHeading })).toBeVisible();
  // Why each center matches is written in Spanish too (the server's ranking words it).
  await expect(
    main
      .getByRole('listitem')
      .filter({ hasText: /En Duluth, una de sus ciudades|A unas \d+ millas? de Duluth/ })
      .first(),
  ).toBeVisible();
  await expect(main).not.toContainText(/one of your cities|outside your cities|miles from/);
  await expectNoAxeViolations(page);

  const mail = await waitForMail(E2E.mailUrl, isTo(email));
  expect(mail.subject).toBe('Sus centros de autismo');
  expect(mail.text).toContain('Hola, Familia Prueba: gracias por su solicitud.');
  expect(mail.text).toContain('Siga su solicitud en esta página privada');
  expect(mail.text).toMatch(/\/es\/intake\/status\/?#token=[A-Za-z0-9]{48}/);

  // The private status link, on the Spanish status page.
  const link = main.getByRole('link', { name: es.intake.results.follow });
  await expect(link).toHaveAttribute('href', /^\/es\/intake\/status#token=[A-Za-z0-9]{48}$/);
  await page.goto(String(await link.getAttribute('href')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { level: 1, name: es.intake.statusPage.heading }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByText(/^Enviada el \d{1,2} de \p{L}+ de \d{4}\.$/u),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: es.intake.status.centersHeading })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a Somali-speaking family gets the confirmation mail in Somali', async ({ page }) => {
  const email = await sendIntake(page, 'so');
  const mail = await waitForMail(E2E.mailUrl, isTo(email));
  expect(mail.subject).toBe('Xarumaha otiisamka ee kugu habboon');
  expect(mail.text).toContain('Salaan Familia Prueba, waad ku mahadsan tahay codsigaaga.');
  expect(mail.text).toMatch(/\/so\/intake\/status\/?#token=[A-Za-z0-9]{48}/);
});

test('a Hmong-speaking family gets the confirmation mail in Hmong', async ({ page }) => {
  const email = await sendIntake(page, 'hmn');
  const mail = await waitForMail(E2E.mailUrl, isTo(email));
  expect(mail.subject).toBe('Cov chaw kho autism uas haum rau koj');
  expect(mail.text).toContain('Nyob zoo Familia Prueba, ua tsaug rau koj daim ntawv thov.');
  expect(mail.text).toMatch(/\/hmn\/intake\/status\/?#token=[A-Za-z0-9]{48}/);
});

test('the claim page speaks Spanish, its messages too', async ({ page }) => {
  const claim = messagesFor('es').claim;
  await page.goto('/es/claim-listing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: claim.page.heading })).toBeVisible();
  await hydrated(page, 'ClaimListing');
  const main = page.getByRole('main');
  await expect(main.getByText('Paso 1 de 2')).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: claim.code.verify }).click();
  await expect(main.getByLabel(claim.code.label, { exact: true })).toHaveAccessibleDescription(
    'Por favor, escriba el código de acceso de su ficha.',
  );
  await expect(page.getByText(claim.toasts.codeRequiredTitle)).toBeVisible();
  await main.getByLabel(claim.code.label, { exact: true }).fill('00000000');
  await main.getByRole('button', { name: claim.code.verify }).click();
  await expect(page.getByText(claim.toasts.invalid)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the Contact Us form speaks Spanish on a Spanish page', async ({ page }) => {
  const contact = messagesFor('es').contact;
  await page.goto('/es/faq');
  await page.locator('[data-contact-open]').click();
  const dialog = page.getByRole('dialog', { name: contact.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: contact.send }).click();
  await expect(
    dialog.getByLabel(contact.fields.message, { exact: true }),
  ).toHaveAccessibleDescription('El mensaje debe tener al menos 10 caracteres');
  await expectNoAxeViolations(page);
  await dialog.getByLabel(contact.fields.fullName, { exact: true }).fill('Ana López');
  await dialog
    .getByLabel(contact.fields.email, { exact: true })
    .fill(`ana-${randomUUID()}@example.org`);
  await dialog.getByLabel(contact.fields.phone, { exact: true }).fill('6125550100');
  await dialog
    .getByLabel(contact.fields.message, { exact: true })
    .fill('Quisiera saber más sobre el directorio.');
  await dialog.getByRole('button', { name: contact.send }).click();
  await expect(page.getByText(contact.sentTitle)).toBeVisible();
  await expect(page.getByText(contact.sent)).toBeVisible();
  await expect(dialog).toBeHidden();
});
