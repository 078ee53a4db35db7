import { zipCentroid } from './zip-centroid.ts';
import type { Center } from './center.ts';
import { WEEKDAYS } from './weekdays.ts';
import { e164Phone, websiteHref } from '../../lib/format.ts';

/**
 * schema.org structured data for a center page (state Minnesota). No price range: centers
 * state no prices, and structured data says only what a center states.
 */
/**
 * `image` is the center's main picture, else its logo, else `siteImage` (Google wants one for
 * every local business). `geo` is the centroid of the center's ZIP code, else its stored point.
 */
export function centerJsonLd(
  center: Center,
  pageUrl: string,
  siteImage: string,
): Record<string, unknown> {
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
  const geo = (center.zipCode && zipCentroid(center.zipCode)) || center.location;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    '@id': `${pageUrl}#center`,
    name: center.name,
    url: pageUrl,
    description: center.description || undefined,
    telephone: e164Phone(center.phone),
    email: center.email || undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    image: center.image || center.logo || siteImage,
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
    geo: geo
      ? { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude }
      : undefined,
    openingHoursSpecification: openingHours.length > 0 ? openingHours : undefined,
  };
}
