// Careers, job pages and the sign-in pages in Spanish as a candidate and a center owner use
// them: the Spanish job board lists and filters jobs, a job page gives its facts and dates in
// Spanish while the posting stays as the owner wrote it, Quick Apply sends a resume from
// /es/job/…, the Spanish sign-in says what went wrong in Spanish and a Spanish sign-up lands on
// the (English) dashboard; one page each in Somali and Hmong; axe on each translated template.
// Real sign-ins are few: PocketBase allows 5 per 10 s per client address (auth.spec.ts).
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import type { RecordModel } from 'pocketbase';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { pdfBytes } from '../support/documents.ts';
import { isTo, waitForMail } from '../support/mail.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/islands.ts';
import { E2E } from './support/servers.ts';
import { livePostingFields } from '../support/job-posting.ts';
import { superuserClient } from './support/session.ts';

test.describe.configure({ timeout: 90_000 });

const LIVE = 'status = "active" && payment_status = "paid" && expires_at > @now';

/** A live Quick Apply posting in the build (the oldest, so it is on the first pages). */
async function builtPosting(): Promise<RecordModel> {
  const su = await superuserClient();
  const list = await su.collection('job_postings').getList(1, 1, {
    filter: su.filter(`${LIVE} && application_email != "" && owner.email = {:email}`, {
      email: DEMO_ACCOUNTS.owner.email,
    }),
    expand: 'center',
    sort: 'created',
  });
  const job = list.items[0];
  if (!job) throw new Error('The demo data has no live Quick Apply posting');
  return job;
}

const centerOf = (job: RecordModel) =>
  (job.expand as { center: { company_name: string; city: string } }).center;

/** 'Publicado hace 3 días', 'hace 1 semana', 'hace 2 meses'. */
const POSTED_ES = /^Publicado hace \d+ (día|días|semana|semanas|mes|meses)$/;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
}

test('/es/careers lists the jobs in Spanish and filters them', async ({ page }) => {
  const job = await builtPosting();
  const center = centerOf(job);
  await page.goto('/es/careers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Empleos en centros de autismo de Minnesota' }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ empleos? encontrados?$/)).toBeVisible();

  await page.getByLabel('Buscar empleos').fill(String(job.title));
  await page.getByLabel('Lugar').fill(center.city);
  await expect(page).toHaveURL(/\/es\/careers\/?\?q=/);
  const card = page.locator(`[data-job-card="${job.id}"]`);
  await expect(card).toBeVisible();
  // The posting as its owner wrote it, marked English; its facts in Spanish.
  await expect(card.getByRole('heading', { name: String(job.title) })).toHaveAttribute(
    'lang',
    'en',
  );
  await expect(card.getByText(POSTED_ES)).toBeVisible();
  await expect(card.getByRole('link', { name: /^Ver detalles/ })).toHaveAttribute(
    'href',
    `/es/job/${job.id}`,
  );
  await expect(card.getByRole('link', { name: center.company_name, exact: true })).toHaveAttribute(
    'href',
    /^\/es\/center\//,
  );

  // A type no posting of that title has: none found, said in Spanish.
  await page.getByLabel('Buscar empleos').fill(`no such job ${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'No se encontraron empleos' })).toBeVisible();
  await expect(page.getByText('0 empleos encontrados')).toBeVisible();

  // The type filter's choices are Spanish, its values the same as English's.
  await page.getByLabel('Buscar empleos').fill('');
  await page.getByLabel('Lugar').fill('');
  await page.getByLabel('Tipo de empleo').selectOption({ label: 'Tiempo completo' });
  await expect(page).toHaveURL(/[?&]type=full-time/);
  await expect(page.locator('[data-job-card]:visible').first()).toContainText('Tiempo completo');
});

test('a job page in Spanish: its facts and dates in Spanish, the posting as written', async ({
  page,
}) => {
  const job = await builtPosting();
  const center = centerOf(job);
  await page.goto(`/es/job/${job.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const title = page.getByRole('heading', { level: 1, name: String(job.title) });
  await expect(title).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(new RegExp(`^${String(job.title)} en ${center.company_name}`));
  await expect(page.getByRole('heading', { name: 'Descripción del empleo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sobre el empleador' })).toBeVisible();
  await expect(page.getByRole('main').getByText(POSTED_ES)).toBeVisible();
  const posted = page.getByRole('main').locator('time[data-posted-at]');
  await expect(posted).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('link', { name: 'Ver la página del centro' })).toHaveAttribute(
    'href',
    /^\/es\/center\//,
  );
  await expect(page.getByRole('link', { name: '← Todos los empleos' })).toHaveAttribute(
    'href',
    '/es/careers',
  );
  await expect(page.getByRole('link', { name: /^Postularse ahora/ }).first()).toBeVisible();
});

test('Quick Apply from /es/job/… says its messages in Spanish and sends the application', async ({
  page,
}) => {
  const job = await builtPosting();
  const applicant = `Ana Solicitante ${randomUUID().slice(0, 6)}`;
  await page.goto(`/es/job/${job.id}`);
  await page
    .getByRole('link', { name: /^Postularse ahora/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Postulación rápida' });
  await expect(dialog.getByLabel('Nombre completo')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(dialog.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await expect(dialog.getByText('Escriba un correo electrónico válido')).toBeVisible();
  await expect(dialog.getByText('El currículum es obligatorio')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Nombre completo').fill(applicant);
  await dialog.getByLabel('Correo electrónico').fill(`ana-${randomUUID().slice(0, 8)}@example.org`);
  await dialog.getByLabel('Currículum').setInputFiles({
    name: 'curriculum.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(`Currículum ${randomUUID()}`),
  });
  await dialog.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(page.getByRole('heading', { name: '¡Postulación enviada!' })).toBeVisible();
  // The employer's notice arrives as from the English page.
  const to = isTo(String(job.application_email));
  const mail = await waitForMail(E2E.mailUrl, (m) => to(m) && m.text.includes(applicant));
  expect(mail.text).toContain(`Name: ${applicant}`);
});

test('a posting newer than the build is in Spanish at /es/job/…, and an unknown one is not found in Spanish', async ({
  page,
}) => {
  const su = await superuserClient();
  const center = await su.collection('centers').create({
    company_name: `Tamarack Spanish Test ${String(Date.now())}`,
    city: 'Duluth',
    address: '12 Test Street',
    phone_number: '218.555.0123',
    approved: 'yes',
  });
  const owner = await su.collection('users').getFirstListItem('role != "admin"');
  const job = await su.collection('job_postings').create(livePostingFields(center.id, owner.id));
  await page.goto(`/es/job/${job.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Behavior Technician' }),
  ).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Requisitos' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Tiempo completo')).toBeVisible();
  await expect(page.getByRole('main').getByText('Publicado hace 1 día')).toBeVisible();
  await page
    .getByRole('link', { name: /^Postularse ahora/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Postulación rápida' }).getByLabel('Nombre completo'),
  ).toBeVisible();

  const missing = await page.goto('/es/job/nosuchjob123');
  expect(missing?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No se encontró el empleo' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a los empleos' })).toHaveAttribute(
    'href',
    '/es/careers',
  );
});

test('the Spanish sign-in says a wrong password in Spanish; a Spanish sign-up lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/es/auth');
  await hydrated(page, 'AuthPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Correo electrónico').fill(DEMO_ACCOUNTS.owner2.email);
  await main.getByLabel('Contraseña').fill('not-the-password');
  await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'No se pudo iniciar sesión' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('El correo electrónico o la contraseña no son correctos.');
  await expect(page).toHaveURL(/\/es\/auth\/?$/);

  const email = `nueva-${randomUUID()}@example.org`;
  await page.goto('/es/auth?mode=signup');
  await hydrated(page, 'AuthPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  await main.getByLabel('Nombre completo').fill('Nora Nueva');
  await main.getByLabel('Correo electrónico').fill(email);
  await main.getByLabel('Contraseña').fill('corta');
  await page.locator('form').getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(
    main.getByText('La contraseña debe tener al menos 8 caracteres.', { exact: true }),
  ).toBeVisible();
  await main.getByLabel('Contraseña').fill('una-contraseña-nueva');
  await page.locator('form').getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('¡Cuenta creada!')).toBeVisible();
  // The dashboard is English only, at its one address.
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const su = await superuserClient();
  const user = await su
    .collection('users')
    .getFirstListItem(su.filter('email = {:email}', { email }));
  expect(user['name']).toBe('Nora Nueva');
});

test('/so/careers is in Somali', async ({ page }) => {
  await page.goto('/so/careers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Shaqooyin ka jira xarumaha otiisamka ee Minnesota',
    }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ shaqo ayaa la helay$/)).toBeVisible();
  await expect(page.getByLabel('Raadi shaqooyin')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Codsi degdeg ah/ }).first()).toBeVisible();
  await expect(page.locator('[data-job-card] time').first()).toHaveText(
    /^La soo dhigay \d+ (maalin|maalmood|toddobaad|bil|bilood) ka hor$/,
  );
});

test('/hmn/auth is in Hmong and checks the form in Hmong', async ({ page }) => {
  await page.goto('/hmn/auth');
  await hydrated(page, 'AuthPage');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hmn');
  await expect(page.getByRole('heading', { level: 1, name: 'Nkag Mus' })).toBeVisible();
  await page.locator('form').getByRole('button', { name: 'Nkag Mus' }).click();
  await expect(page.getByText('Thov sau ib qho email uas siv tau')).toBeVisible();
  await expect(page.getByText('Thov sau koj lo lus zais')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Thov koj daim ntawv teev npe' })).toHaveAttribute(
    'href',
    '/hmn/claim-listing',
  );
});

test('axe: the Spanish careers page with Quick Apply open, a job page, and the auth page', async ({
  page,
}) => {
  await page.goto('/es/careers');
  await settle(page);
  await expectNoAxeViolations(page);
  await page
    .getByRole('link', { name: /^Postulación rápida/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Postulación rápida' })).toBeVisible();
  await expectNoAxeViolations(page);

  const job = await builtPosting();
  await page.goto(`/es/job/${job.id}`);
  await settle(page);
  await expectNoAxeViolations(page);

  await page.goto('/es/auth?mode=claim&centerName=Lakeside%20ABA&claimCode=12345678');
  await hydrated(page, 'AuthPage');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reclamar Lakeside ABA' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('group', { name: 'Cuenta' })
    .getByRole('button', { name: 'Crear cuenta' })
    .click();
  await expectNoAxeViolations(page);
});
