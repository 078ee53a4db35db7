import { DEFAULT_LOCALE, localizePath, type Locale } from './i18n/locales.ts';
import { canonicalUrl, routes } from './routes.ts';
import { SITE_DESCRIPTION, SITE_NAME, SOCIAL_IMAGE } from './site.ts';

/** schema.org Organization for the directory (state Minnesota, price range $$; spec section 1). */
export function organizationJsonLd(site: URL, teamEmail: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    // A LocalBusiness is an Organization that can state a price range.
    '@type': 'LocalBusiness',
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: new URL(routes.home, site).href,
    logo: new URL('/favicon.svg', site).href,
    image: new URL(SOCIAL_IMAGE.path, site).href,
    areaServed: { '@type': 'State', name: 'Minnesota' },
    // The directory has no street address of its own: only where it serves.
    address: { '@type': 'PostalAddress', addressRegion: 'Minnesota', addressCountry: 'US' },
    // The team's mailbox, which the site's contact form writes to.
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: teamEmail,
      areaServed: 'US-MN',
      availableLanguage: 'English',
    },
    priceRange: '$$',
  };
}

/**
 * schema.org WebSite with the search action on /centers?search= (the home page's), in the
 * home page's language: its address, its language and its directory's search.
 */
export function websiteJsonLd(site: URL, locale: Locale = DEFAULT_LOCALE): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: canonicalUrl(localizePath(locale, routes.home), site),
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${new URL(localizePath(locale, routes.centers), site).href}?search={search_term_string}`,
      },
      // Google's documented form; schema.org's action constraints (`<property>-input`) take it.
      'query-input': 'required name=search_term_string',
    },
  };
}
