import type { Center, CenterImage } from '../domain/center/center.ts';
import { centerFixture } from './center-record.ts';

/**
 * A public Duluth center with families' facts filled in, for the card and directory unit
 * tests; override any stored field.
 */
export function directoryCenterFixture(
  overrides: Record<string, unknown> = {},
  images: CenterImage[] = [],
): Center {
  return centerFixture(
    {
      services: ['ABA Therapy', 'Speech Therapy'],
      website: '',
      ages_served: ['preschool', 'school-age'],
      insurance_accepted: ['medica'],
      languages: ['english'],
      service_settings: ['center'],
      accepting_clients: 'accepting',
      latitude: 46.7867,
      longitude: -92.1005,
      ...overrides,
    },
    images,
  );
}

/** An image of a center for unit tests. */
export function centerImageFixture(kind: CenterImage['kind'], url: string): CenterImage {
  return { kind, url, thumbUrl: url ? `${url}?thumb=400x300` : '', alt: `${kind} picture` };
}
