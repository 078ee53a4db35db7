import { describe, expect, it } from 'vitest';
import { centerRecordFixture } from '../../testing/center-record.ts';
import {
  centerProblem,
  checkCenterRecord,
  compareCenters,
  HOURS_NOT_AVAILABLE,
  publishableCenter,
  TEXT_LIST_MESSAGE,
  showsPremiumContent,
  toCenter,
  type CenterImage,
} from './center.ts';

function record(overrides: Record<string, unknown> = {}) {
  return centerRecordFixture({
    services: ['ABA Therapy', 'Speech Therapy'],
    features: null,
    ages_served: ['preschool'],
    languages: ['english'],
    accepting_clients: 'waitlist',
    waitlist_weeks: 6,
    ...overrides,
  });
}

const image = (kind: CenterImage['kind'], url: string): CenterImage => ({
  kind,
  url,
  thumbUrl: `${url}?thumb`,
  alt: kind,
});

describe('toCenter', () => {
  it('maps stored names to the app-side center with the spec defaults', () => {
    const center = toCenter(record());
    expect(center).toMatchObject({
      id: 'autism-12',
      number: 12,
      name: 'Bluejay Meadow',
      description: 'Therapy for young children.',
      features: [],
      zipCode: '55802',
      phone: '2185550101',
      workingHours: HOURS_NOT_AVAILABLE,
      userId: null,
      claimed: false,
      location: null,
    });
  });

  it('reads services given as comma-separated text', () => {
    expect(toCenter(record({ services: 'ABA, Speech Therapy , ,OT' })).services).toEqual([
      'ABA',
      'Speech Therapy',
      'OT',
    ]);
  });

  it('counts a center with an owner as claimed', () => {
    expect(toCenter(record({ owner: 'user1' }))).toMatchObject({ claimed: true, userId: 'user1' });
  });

  it('picks the main image, else the first gallery image, else the center’s own image', () => {
    const own = record({ image: 'https://img.example/own.png' });
    expect(toCenter(own, [image('gallery', 'g1'), image('main', 'm')]).image).toBe('m');
    expect(toCenter(own, [image('logo', 'l'), image('gallery', 'g1')]).image).toBe('g1');
    expect(toCenter(own, [image('main', '  ')]).image).toBe('https://img.example/own.png');
    expect(toCenter(record(), []).image).toBe('');
  });

  it('keeps hours only for days with both an opening and a closing time', () => {
    const center = toCenter(
      record({ monday_open: '08:00', monday_close: '17:00', tuesday_open: '08:00' }),
    );
    expect(center.hours.monday).toEqual({ open: '08:00', close: '17:00' });
    expect(center.hours.tuesday).toBeNull();
  });

  it('has a location only when coordinates are set', () => {
    expect(toCenter(record({ latitude: 46.78, longitude: -92.1 })).location).toEqual({
      latitude: 46.78,
      longitude: -92.1,
    });
  });
});

describe('compareCenters', () => {
  it('orders featured centers first, then by name regardless of case', () => {
    const names = [
      toCenter(record({ company_name: 'beta' })),
      toCenter(record({ company_name: 'Alpha' })),
      toCenter(record({ company_name: 'Zeta', featured: true })),
    ]
      .sort(compareCenters)
      .map((c) => c.name);
    expect(names).toEqual(['Zeta', 'Alpha', 'beta']);
  });
});

describe('premium-only content', () => {
  const images = [image('main', 'm.png'), image('logo', 'l.png'), image('gallery', 'g.png')];
  const social = {
    facebook: 'https://fb.example/a',
    twitter: '',
    linkedin: 'https://li.example/a',
  };

  it("hides an owned center's social links, logo and gallery while the owner is not premium", () => {
    const center = toCenter(record({ owner: 'u1', owner_premium: false, ...social }), images);
    expect([center.facebook, center.linkedin, center.logo]).toEqual(['', '', '']);
    expect(center.images.map((i) => i.kind)).toEqual(['main']);
    expect(center.image).toBe('m.png');
  });

  it('shows them again when the plan is active, and always for unclaimed listings', () => {
    for (const overrides of [{ owner: 'u1', owner_premium: true }, { owner: '' }]) {
      const center = toCenter(record({ ...overrides, ...social }), images);
      expect([center.facebook, center.logo]).toEqual([social.facebook, 'l.png']);
      expect(center.images).toHaveLength(3);
    }
    expect(showsPremiumContent({ owner: '', owner_premium: false })).toBe(true);
    expect(showsPremiumContent({ owner: 'u1', owner_premium: false })).toBe(false);
  });
});

describe('what the build cannot publish', () => {
  it('names each malformed list field with the reason, and nothing for a good record', () => {
    expect(centerProblem(record())).toBe('');
    expect(centerProblem({ ...record(), services: { x: 1 }, features: [1] })).toBe(
      `services: ${TEXT_LIST_MESSAGE}; features: ${TEXT_LIST_MESSAGE}`,
    );
  });

  it('leaves such a record out instead of failing, and keeps comma text as a list', () => {
    expect(publishableCenter({ ...record(), services: { x: 1 } })).toBeNull();
    expect(publishableCenter({ ...record(), services: 'ABA, OT ,' })?.services).toEqual([
      'ABA',
      'OT',
    ]);
  });

  it('answers the server a 400 per field (checkCenterRecord)', () => {
    expect(checkCenterRecord({ ...record(), services: { x: 1 } })).toEqual({
      ok: false,
      message: TEXT_LIST_MESSAGE,
      errors: { services: TEXT_LIST_MESSAGE },
    });
  });
});
