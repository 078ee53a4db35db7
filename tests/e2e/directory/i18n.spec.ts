// The directory in Spanish, as a Spanish-speaking family uses it: filtering before and after the
// island hydrates, searching the Spanish index, the search form without JavaScript; a Somali
// and a Hmong landing page; axe on each translated directory template; and the translated
// pages within the same budgets as English's.
import { expect, type Page, pageWithoutJavaScript, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { holdIslandCode } from '../support/islands.ts';
import { encontrados, matchesSearch, publicCenters, type PublicCenter } from './directory-data.ts';

const island = (page: Page) => page.locator('astro-island[component-url*="/CenterDirectory"]');
const heading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /encontrad|No se encontraron/ });
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allInnerTexts();

/** The Spanish index's metadata file, as the bundle's entry names it. */
async function spanishIndexMeta(page: Page): Promise<string> {
  const entry = (await (await page.request.get('/pagefind/pagefind-entry.json')).json()) as {
    languages: Record<string, { hash: string }>;
  };
  const spanish = entry.languages['es'];
  expect(spanish, 'the bundle has a Spanish index').toBeDefined();
  expect(entry.languages['en']?.hash).not.toBe(spanish?.hash);
  return `/pagefind/pagefind.${spanish?.hash ?? ''}.pf_meta`;
}

test('a Spanish-speaking family filters by Medical Assistance before and after the island hydrates, then searches in Spanish', async ({
  page,
}) => {
  const all = await publicCenters();
  const withMa = all.filter((c) => c.insurance.includes('medical-assistance'));
  expect(withMa.length).toBeGreaterThan(0);
  // The island's code is held back until the family has chosen the insurance.
  const held = await holdIslandCode(page, 'CenterDirectory');
  const metaLoaded: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.pf_meta')) metaLoaded.push(new URL(request.url()).pathname);
  });

  await page.goto('/es/centers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(heading(page)).toHaveText(encontrados(all.length, 12));
  await page.locator('form[role="search"] summary').click();
  await page
    .getByRole('combobox', { name: 'Seguro o forma de pago' })
    .selectOption({ label: 'Asistencia Médica (MA)' });
  await expect.poll(held.asked).toBe(true);
  await expect(island(page)).toHaveAttribute('ssr', '');
  held.release();
  await expect(island(page)).not.toHaveAttribute('ssr');

  await expect(heading(page)).toHaveText(encontrados(withMa.length, Math.min(12, withMa.length)));
  await expect.poll(() => cardNames(page)).toEqual(withMa.slice(0, 12).map((c) => c.name));
  await expect(page).toHaveURL(/\/es\/centers\/?\?insurance=medical-assistance$/);
  await expect(
    page.getByRole('button', { name: 'Quitar filtro: Seguro: Asistencia Médica (MA)' }),
  ).toBeVisible();
  await expect(page.getByText('1 en uso')).toBeVisible();

  // Typed in Spanish: the Spanish index holds the centers' facts in Spanish ('Telesalud').
  const want = withMa.filter(
    (c: PublicCenter) => c.settings.includes('telehealth') || matchesSearch(c, 'telesalud'),
  );
  expect(want.length).toBeGreaterThan(0);
  await page.getByRole('searchbox', { name: 'Buscar centros' }).fill('telesalud');
  await expect(heading(page)).toHaveText(encontrados(want.length, Math.min(12, want.length)));
  await expect.poll(() => cardNames(page)).toEqual(want.slice(0, 12).map((c) => c.name));
  await expect(
    page.getByRole('button', { name: 'Quitar filtro: Búsqueda: “telesalud”' }),
  ).toBeVisible();
  // The Spanish index was searched, and the results lead to the Spanish pages.
  // (Pagefind's own request for the metadata is answered from the browser's cache.)
  expect([...new Set(metaLoaded)]).toEqual([await spanishIndexMeta(page)]);
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute(
    'href',
    /^\/es\/center\/[a-z0-9-]+-\d+$/,
  );
  await expect(first.getByRole('link', { name: /^Ver detalles de / })).toBeVisible();
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/es\/center\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('without JavaScript the Spanish search form is answered in Spanish at /es/centers/search', async ({
  browser,
}) => {
  const all = await publicCenters();
  const want = all.filter((c) => matchesSearch(c, 'therapy'));
  expect(want.length).toBeGreaterThan(12);
  const page = await pageWithoutJavaScript(browser);
  await page.goto('/es/centers');
  await page.getByLabel('Buscar centros').fill('therapy');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/es\/centers\/search\?search=therapy/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Centros de autismo en Minnesota',
  );
  await expect(heading(page)).toHaveText(encontrados(want.length, 12));
  await expect.poll(() => cardNames(page)).toEqual(want.slice(0, 12).map((c) => c.name));
  await expect(page.getByLabel('Buscar centros')).toHaveValue('therapy');

  // The next page of the answer, still in Spanish.
  await page.getByRole('link', { name: /^Mostrar más centros/ }).click();
  await expect(page).toHaveURL(/\/es\/centers\/search\?search=therapy&page=2/);
  await expect(heading(page)).toHaveText(
    `${String(want.length)} centros encontrados (se muestran del 13 al ${String(Math.min(24, want.length))})`,
  );

  // The insurance filter, sent as the form sends it.
  const withMa = all.filter((c) => c.insurance.includes('medical-assistance'));
  await page.goto('/es/centers/search?insurance=medical-assistance');
  await expect(heading(page)).toHaveText(encontrados(withMa.length, Math.min(12, withMa.length)));
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/^Ver detalles/),
  ).toBeVisible();
  await page.context().close();
});

test('a Somali city page and a Hmong service page speak their language', async ({ page }) => {
  const all = await publicCenters();
  const inDuluth = all.filter((c) => c.city === 'Duluth');
  expect(inDuluth.length).toBeGreaterThan(1);
  await page.goto('/so/centers/city/duluth/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Xarumaha otiisamka ee Duluth, Minnesota',
  );
  await expect(page.getByRole('heading', { level: 2, name: /ayaa la helay/ })).toHaveText(
    `${String(inDuluth.length)} xarun ayaa la helay (${String(Math.min(12, inDuluth.length))} ayaa muuqda)`,
  );
  await expect.poll(() => cardNames(page)).toEqual(inDuluth.slice(0, 12).map((c) => c.name));
  await expect(page.getByRole('link', { name: /^Faahfaahin/ }).first()).toHaveAttribute(
    'href',
    /^\/so\/center\//,
  );
  await expect(page.getByRole('heading', { name: 'Xarumaha magaalo ahaan' })).toBeVisible();

  const speech = all.filter((c) => c.services.includes('Speech Therapy'));
  expect(speech.length).toBeGreaterThan(0);
  await page.goto('/hmn/centers/service/speech-therapy/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hmn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Speech Therapy: cov chaw pab autism hauv Minnesota',
  );
  await expect(page.getByRole('heading', { level: 2, name: /^Nrhiav tau/ })).toHaveText(
    `Nrhiav tau ${String(speech.length)} lub chaw (qhia ${String(Math.min(12, speech.length))})`,
  );
  await expect(page.getByRole('searchbox', { name: 'Nrhiav cov chaw' })).toBeVisible();
});

test('the translated directory templates have no axe violations', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of [
    '/es/centers/',
    '/es/centers/search?insurance=medical-assistance&search=therapy',
    '/es/centers/page/2/',
    '/es/centers/service/',
    '/so/centers/city/duluth/',
    '/hmn/centers/service/speech-therapy/',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

// The same budgets as English's (page-weight.spec.ts): the HTML in one round trip, and no more
// JavaScript before the first interaction than any read-only page.
for (const path of [
  '/es/centers',
  '/so/centers',
  '/hmn/centers',
  '/so/centers/service/speech-therapy/',
  '/hmn/centers/city/minneapolis/',
]) {
  test(`${path}: within 14 KB as sent`, async ({ request }) => {
    const get = () => request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    await expect
      .poll(async () => (await get()).headers()['content-encoding'], { timeout: 60_000 })
      .toBe('br');
    expect(Number((await get()).headers()['content-length'])).toBeLessThanOrEqual(14 * 1024);
  });
}

for (const path of ['/es/centers', '/so/centers', '/hmn/centers']) {
  test(`${path}: within 15 KB of JavaScript before any interaction`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('article').first()).toBeVisible();
    const sent = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .reduce((sum, e) => sum + e.transferSize, 0),
    );
    expect(sent).toBeLessThanOrEqual(15 * 1024);
    expect(scripts.some((url) => url.includes('CenterDirectory'))).toBe(false);
  });
}
