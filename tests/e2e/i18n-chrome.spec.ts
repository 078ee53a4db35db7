import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { E2E } from './support/servers.ts';

// axe on a full page takes several seconds on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.describe('a Spanish-speaking family on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the header, menu, footer and switcher are Spanish; the switcher keeps the page', async ({
    page,
  }) => {
    await page.goto('/es/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();

    const switcher = page.getByRole('navigation', { name: 'Idioma' });
    await expect(switcher).toBeVisible();
    await expect(switcher.getByRole('link')).toHaveText([
      'English',
      'Español',
      'Soomaali',
      'Hmoob',
    ]);
    await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const somali = switcher.getByRole('link', { name: 'Soomaali' });
    await expect(somali).toHaveAttribute('lang', 'so');
    await expect(somali).toHaveAttribute('hreflang', 'so');

    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Menú' });
    await expect(menu.getByRole('link')).toHaveText([
      'Inicio',
      'Ver centros',
      'Empleos',
      'Reclamar un perfil',
      'Precios',
      'Buscar apoyo',
      'Preguntas frecuentes',
      'Accesibilidad',
      'Iniciar sesión',
    ]);
    await expect(menu.getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: 'Ver centros' })).toHaveAttribute(
      'href',
      '/es/centers',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    const footer = page.getByRole('navigation', { name: 'Pie de página' });
    await expect(footer.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/es/privacy-policy',
    );
    await expect(page.getByText('Todos los derechos reservados.')).toBeVisible();

    // By keyboard, as a family without a mouse would: the switcher is early in the tab order.
    await somali.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/so\/faq\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Su’aalaha inta badan la isweydiiyo',
    );
    await expect(
      page.getByRole('navigation', { name: 'Luqadda' }).getByRole('link', { name: 'Soomaali' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the accessibility panel speaks Spanish', async ({ page }) => {
    await page.goto('/es/');
    await page.getByRole('button', { name: 'Accesibilidad' }).click();
    const panel = page.getByRole('dialog', { name: 'Opciones de accesibilidad' });
    const contrast = panel.getByRole('switch', { name: 'Alto contraste' });
    await expect(contrast).toHaveText('No');
    await contrast.click();
    await expect(contrast).toHaveText('Sí');
    await expect(page.locator('html')).toHaveClass(/high-contrast/);
  });
});

test('every version of a page names all four and x-default, and they name it back', async ({
  page,
}) => {
  const expected = {
    en: `${E2E.siteUrl}/privacy-policy/`,
    es: `${E2E.siteUrl}/es/privacy-policy/`,
    so: `${E2E.siteUrl}/so/privacy-policy/`,
    hmn: `${E2E.siteUrl}/hmn/privacy-policy/`,
    'x-default': `${E2E.siteUrl}/privacy-policy/`,
  };
  for (const [locale, url] of Object.entries(expected)) {
    if (locale === 'x-default') continue;
    await page.goto(url);
    const links = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((all) => all.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    expect(Object.fromEntries(links)).toEqual(expected);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  }
  await page.goto('/es/no-such-page');
  await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
});

test('Spanish pages: og:locale and the notice, whose link opens the contact form', async ({
  page,
}) => {
  await page.goto('/es/privacy-policy');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
  await expect(page.getByText('La versión en inglés es la que tiene validez')).toBeVisible();
  await expect(page.getByText('El directorio tradujo esta página')).toBeVisible();
  await page.getByRole('link', { name: 'Avísenos de un error de traducción' }).click();
  await expect(page.locator('[data-contact-dialog]').getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/es\/privacy-policy\/?$/);
});

test('English pages carry the switcher but no translation notice', async ({ page }) => {
  await page.goto('/faq');
  const switcher = page.getByRole('navigation', { name: 'Language' });
  await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute(
    'href',
    /^\/es\/faq\/?$/,
  );
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('[data-opens-contact]')).toHaveCount(0);
});

test('Somali: home, FAQ and privacy policy', async ({ page }) => {
  await page.goto('/so/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hel xarunta otiisamka ee kugu habboon gudaha Minnesota',
  );
  await expect(page.getByRole('link', { name: 'Eeg dhammaan xarumaha' })).toHaveAttribute(
    'href',
    '/so/centers',
  );
  await page.goto('/so/faq');
  await page.getByText('Waa maxay TEFRA?').click();
  await expect(page.getByText('dakhliga ilmaha laftiisa')).toBeVisible();
  await page.goto('/so/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siyaasadda asturnaanta');
  await expect(page.getByText('Dhaqan gal: Noofeembar 21, 2026')).toBeVisible();
});

test('Hmong: home, FAQ and privacy policy', async ({ page }) => {
  await page.goto('/hmn/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hmn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Nrhiav Lub Chaw Pab Autism Uas Haum Rau Koj hauv Minnesota',
  );
  await page.goto('/hmn/faq');
  await page.getByText('EIDBI yog dab tsi?').click();
  await expect(page.getByText('Kev Pab Thaum Ntxov Txog Kev Loj Hlob').first()).toBeVisible();
  await page.goto('/hmn/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Txoj Cai Tiv Thaiv Ntaub Ntawv Ntiag Tug',
  );
  await expect(page.getByText('Siv txij 21 Lub Kaum Ib Hlis 2026')).toBeVisible();
});

test('an unknown Spanish address shows the Spanish not-found page', async ({ page }) => {
  const response = await page.goto('/es/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    '¡Uy! No encontramos la página',
  );
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
});

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
}

const translatedPages = [
  '/es/',
  '/es/faq',
  '/es/accessibility',
  '/es/privacy-policy',
  '/es/terms-of-use',
  '/es/pricing',
  '/es/no-such-page',
  '/so/',
  '/hmn/faq',
];

for (const path of translatedPages) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await settle(page);
    await expectNoAxeViolations(page);
  });
}
