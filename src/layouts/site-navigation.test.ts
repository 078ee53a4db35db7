import { describe, expect, it } from 'vitest';
import { messagesFor } from '../lib/i18n/catalog.ts';
import { isActiveLink, siteNavigation } from './site-navigation.ts';

describe('isActiveLink', () => {
  it.each([
    ['/centers', '/centers', true],
    ['/centers/', '/centers', true],
    ['/centers/page/2', '/centers', true],
    ['/centers-old', '/centers', false],
    ['/', '/', true],
    ['/faq', '/', false],
    ['/es/centers/page/2', '/es/centers', true],
    ['/es/', '/es', true],
    ['/es', '/es', true],
    ['/es/faq', '/es', false],
    ['/so/faq/', '/so/faq', true],
  ])('%s with a link to %s: %s', (path, href, active) => {
    expect(isActiveLink(path, href)).toBe(active);
  });
});

describe('siteNavigation', () => {
  it('keeps the English labels and addresses', () => {
    const { header, menu, footer } = siteNavigation('en', messagesFor('en').common.nav);
    expect(header).toEqual([
      { href: '/centers', label: 'Centers' },
      { href: '/careers', label: 'Careers' },
      { href: '/intake', label: 'Find a Center' },
    ]);
    expect(menu[0]).toEqual({ href: '/', label: 'Home' });
    expect(footer.map((link) => link.label)).toContain('Directory Data (HSDS JSON)');
  });

  it("gives a language's pages under its prefix, in its words; data files stay English", () => {
    const { header, menu, footer } = siteNavigation('es', messagesFor('es').common.nav);
    expect(header[0]).toEqual({ href: '/es/centers', label: 'Centros' });
    expect(menu[0]).toEqual({ href: '/es', label: 'Inicio' });
    expect(footer.find((link) => link.href === '/es/privacy-policy')?.label).toBe(
      'Política de privacidad',
    );
    expect(footer.find((link) => link.label === 'Datos abiertos')?.href).toBe('/open-data');
  });
});
