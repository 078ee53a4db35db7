import { WEEKDAYS, type Center } from './center.ts';
import { websiteHref } from './format.ts';

/** schema.org structured data for a center page (state Minnesota, price range $$). */
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
  return {
    '@context': 'https://schema.org',
    '@type': ['MedicalBusiness', 'LocalBusiness'],
    name: center.name,
    url: pageUrl,
    description: center.description || undefined,
    telephone: center.phone || undefined,
    email: center.email || undefined,
    sameAs: center.website ? [websiteHref(center.website)] : undefined,
    image: center.image || undefined,
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: center.address || undefined,
      addressLocality: center.city || undefined,
      addressRegion: 'Minnesota',
      postalCode: center.zipCode || undefined,
      addressCountry: 'US',
    },
    geo: center.location ? { '@type': 'GeoCoordinates', ...center.location } : undefined,
    openingHoursSpecification: openingHours.length > 0 ? openingHours : undefined,
  };
}
