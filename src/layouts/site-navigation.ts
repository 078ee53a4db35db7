import { localizePath, splitLocale, type Locale } from '../lib/i18n/locales.ts';
import type { Catalog } from '../lib/i18n/types.ts';
import { openData, routes } from '../lib/routes.ts';

/** A link of the site's navigation. */
export interface NavLink {
  href: string;
  label: string;
}

/** A navigation label: a key of the 'common' catalog's `nav`. */
type NavKey = keyof Catalog['common']['nav'];

/** The header's main links (from 768 px up). */
const HEADER: readonly (readonly [string, NavKey])[] = [
  [routes.centers, 'centers'],
  [routes.careers, 'careers'],
  [routes.intake, 'findACenter'],
];

/** The mobile menu's links. */
const MENU: readonly (readonly [string, NavKey])[] = [
  [routes.home, 'home'],
  [routes.centers, 'browseCenters'],
  [routes.careers, 'careers'],
  [routes.claimListing, 'claimListing'],
  [routes.pricing, 'pricing'],
  [routes.intake, 'findSupport'],
  [routes.faq, 'faq'],
  [routes.accessibility, 'accessibility'],
];

/** The footer's links. */
const FOOTER: readonly (readonly [string, NavKey])[] = [
  [routes.home, 'home'],
  [routes.centers, 'browseCenters'],
  [routes.intake, 'findSupport'],
  [routes.careers, 'careers'],
  [routes.pricing, 'pricing'],
  [routes.claimListing, 'claimListing'],
  [routes.faq, 'faq'],
  [routes.accessibility, 'accessibility'],
  [routes.privacyPolicy, 'privacyPolicy'],
  [routes.termsOfUse, 'termsOfUse'],
  [routes.openData, 'openData'],
  [openData.directoryJson, 'directoryData'],
];

/** The site's navigation in one language: its pages' addresses and the catalog's labels. */
export function siteNavigation(
  locale: Locale,
  labels: Catalog['common']['nav'],
): { header: NavLink[]; menu: NavLink[]; footer: NavLink[] } {
  const links = (list: typeof HEADER) =>
    list.map(([href, key]) => ({ href: localizePath(locale, href), label: labels[key] }));
  return { header: links(HEADER), menu: links(MENU), footer: links(FOOTER) };
}

/**
 * Whether a link is the current page's: the path equals or starts with it (public-side.md),
 * compared without the language prefix (the home page '/es' is not the parent of '/es/faq').
 */
export function isActiveLink(pathname: string, href: string): boolean {
  const path = splitLocale(pathname).path.replace(/\/$/, '') || '/';
  const target = splitLocale(href).path;
  return target === '/' ? path === '/' : path === target || path.startsWith(`${target}/`);
}
