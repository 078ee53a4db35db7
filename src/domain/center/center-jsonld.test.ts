import { describe, expect, it } from 'vitest';
import { centerFixture } from '../../testing/center-record.ts';
import { centerJsonLd } from './center-jsonld.ts';
import { jsonLdScriptContent } from '../../lib/json-ld.ts';

const pageUrl = 'https://mn-autism.example/center/bluejay-meadow-12';
const siteImage = 'https://mn-autism.example/og-image.jpg';

describe('centerJsonLd', () => {
  it('describes the center as a MedicalBusiness in Minnesota with price range $$', () => {
    const center = centerFixture({
      monday_open: '08:00',
      monday_close: '17:30',
      facebook: 'https://facebook.example/bluejay',
      linkedin: 'linkedin.example/company/bluejay',
      year_established: 2004,
      latitude: 46.78,
      longitude: -92.1,
    });
    expect(centerJsonLd(center, pageUrl, siteImage)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalBusiness',
      '@id': `${pageUrl}#center`,
      name: 'Bluejay Meadow',
      url: pageUrl,
      description: 'Therapy for young children.',
      telephone: '+12185550101',
      // No picture of its own: the directory's image.
      image: siteImage,
      sameAs: [
        'https://bluejay.example',
        'https://facebook.example/bluejay',
        'https://linkedin.example/company/bluejay',
      ],
      foundingDate: '2004',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Example Way',
        addressLocality: 'Duluth',
        addressRegion: 'Minnesota',
        postalCode: '55802',
        addressCountry: 'US',
      },
      areaServed: { '@type': 'State', name: 'Minnesota' },
      // At its ZIP code's centroid (55802, Duluth), to six decimals.
      geo: { '@type': 'GeoCoordinates', latitude: 46.764173, longitude: -92.082422 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '08:00',
          closes: '17:30',
        },
      ],
    });
  });

  it('says Minnesota even when the stored state is blank, and leaves out what is missing', () => {
    const data = centerJsonLd(
      centerFixture({ state: '', phone_number: '', website: '', address: '' }),
      pageUrl,
      siteImage,
    );
    const parsed = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      address: { addressRegion: 'Minnesota', addressLocality: 'Duluth' },
    });
    expect(parsed).not.toHaveProperty('telephone');
    // Centers state no prices: a price range would be invented.
    expect(parsed).not.toHaveProperty('priceRange');
    expect(parsed).not.toHaveProperty('sameAs');
    expect(parsed).not.toHaveProperty('openingHoursSpecification');
  });
});

describe('jsonLdScriptContent', () => {
  it('cannot end the script element, and parses back to the same data', () => {
    const data = centerJsonLd(
      centerFixture({ company_name: 'A </script><b>&' }),
      pageUrl,
      siteImage,
    );
    const text = jsonLdScriptContent(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(data)));
  });
});
