import { openData, routes } from '../lib/routes.ts';

/** A link of the site's navigation. */
export interface NavLink {
  href: string;
  label: string;
}

/** The header's main links (from 768 px up). */
export const HEADER_LINKS: NavLink[] = [
  { href: routes.centers, label: 'Centers' },
  { href: routes.careers, label: 'Careers' },
  { href: routes.intake, label: 'Find a Center' },
];

/** The mobile menu's links. */
export const MENU_LINKS: NavLink[] = [
  { href: routes.home, label: 'Home' },
  { href: routes.centers, label: 'Browse Centers' },
  { href: routes.careers, label: 'Careers' },
  { href: routes.claimListing, label: 'Claim Listing' },
  { href: routes.pricing, label: 'Pricing' },
  { href: routes.intake, label: 'Find Support' },
  { href: routes.faq, label: 'FAQ' },
  { href: routes.accessibility, label: 'Accessibility' },
];

/** The footer's links. */
export const FOOTER_LINKS: NavLink[] = [
  { href: routes.home, label: 'Home' },
  { href: routes.centers, label: 'Browse Centers' },
  { href: routes.intake, label: 'Find Support' },
  { href: routes.careers, label: 'Careers' },
  { href: routes.pricing, label: 'Pricing' },
  { href: routes.claimListing, label: 'Claim Listing' },
  { href: routes.faq, label: 'FAQ' },
  { href: routes.accessibility, label: 'Accessibility' },
  { href: routes.privacyPolicy, label: 'Privacy Policy' },
  { href: routes.termsOfUse, label: 'Terms of Use' },
  { href: routes.openData, label: 'Open Data' },
  { href: openData.directoryJson, label: 'Directory Data (HSDS JSON)' },
];

/** Whether a link is the current page's: the path equals or starts with it (public-side.md). */
export function isActiveLink(pathname: string, href: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
