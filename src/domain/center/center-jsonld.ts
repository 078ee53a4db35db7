import type { Center } from './center.ts';
import { WEEKDAYS } from './weekdays.ts';
import { formatPhone, websiteHref } from '../../lib/format.ts';

/**
 * schema.org structured data for a center page (state Minnesota). No price range: centers
 * state no prices, and structured data says only what a center states.
 */
export function centerJsonLd(center: Center, pageUrl: string): Record<string, unknown> {
  const openingHours = WEEKDAYS.flatMap((day) => {
    const hours = center.hours[day];
    if (!hours) return [];
    const dayName = day.charAt(0).toUpperCase() + day.slice(1);
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${dayName}`,
        opens: hours.open,
        closes: hours.close,
      },
    ];
  });
  const sameAs = [center.website, center.facebook, center.twitter, center.linkedin]
    .map(websiteHref)
    .filter((href) => /^https?:\/\//.test(href));
  return {
    '@context': 'https://schema.org',
    '@type': ['MedicalBusiness', 'LocalBusiness'],
    '@id': `${pageUrl}#center`,
    name: center.name,
    url: pageUrl,
    description: center.description || undefined,
    telephone: center.phone ? formatPhone(center.phone) : undefined,
    email: center.email || undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    image: center.image || undefined,
    logo: center.logo || undefined,
    foundingDate: center.yearEstablished > 0 ? String(center.yearEstablished) : undefined,
    numberOfEmployees:
      center.employeeCount > 0
        ? { '@type': 'QuantitativeValue', value: center.employeeCount }
        : undefined,
    parentOrganization: center.parentCompany
      ? { '@type': 'Organization', name: center.parentCompany }
      : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: center.address || undefined,
      addressLocality: center.city || undefined,
      addressRegion: 'Minnesota',
      postalCode: center.zipCode || undefined,
      addressCountry: 'US',
    },
    areaServed: { '@type': 'State', name: 'Minnesota' },
    geo: center.location ? { '@type': 'GeoCoordinates', ...center.location } : undefined,
    openingHoursSpecification: openingHours.length > 0 ? openingHours : undefined,
  };
}
