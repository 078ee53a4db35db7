import { describe, expect, it } from 'vitest';
import type { CenterImage } from '../../domain/center/center.ts';
import { centerFixture } from '../../testing/center-record.ts';
import type { CenterVideo } from '../../domain/center/center-media.ts';
import { centerHero, centerPageDescription, centerPageTitle, fullAddress } from './center-page.ts';

const image = (kind: CenterImage['kind'], url: string): CenterImage => ({
  kind,
  url,
  thumbUrl: `${url}?thumb=400x300`,
  alt: `${kind} photo`,
});
const video: CenterVideo = {
  id: 'v1',
  url: 'https://youtu.be/dQw4w9WgXcQ',
  thumbnailUrl: '',
  title: 'Tour',
  description: '',
};

describe('centerHero', () => {
  it('leads with the main image, even when there is a video', () => {
    const main = image('main', 'https://pb.example/main.png');
    const center = centerFixture({}, [image('gallery', 'https://pb.example/g.png'), main]);
    expect(centerHero(center, [video])).toEqual({ kind: 'image', image: main });
  });

  it('plays the newest video when there is no main image', () => {
    const center = centerFixture({}, [image('gallery', 'https://pb.example/g.png')]);
    expect(centerHero(center, [video])).toEqual({ kind: 'video', video });
  });

  it('falls back to the first gallery photo, then to nothing', () => {
    const gallery = image('gallery', 'https://pb.example/g.png');
    expect(centerHero(centerFixture({}, [gallery]), [])).toEqual({ kind: 'image', image: gallery });
    expect(centerHero(centerFixture({}, [image('logo', 'https://pb.example/l.png')]), [])).toBe(
      null,
    );
  });
});

describe('page metadata', () => {
  it('titles the page with the name and city', () => {
    expect(centerPageTitle(centerFixture())).toBe('Bluejay Meadow – Duluth');
    expect(centerPageTitle(centerFixture({ city: '' }))).toBe('Bluejay Meadow – Minnesota');
  });

  it('describes the page with the center’s description, cut at a word near 160 characters', () => {
    const long = 'Calm rooms, small groups and visual schedules for every child. '.repeat(4);
    const description = centerPageDescription(centerFixture({ business_description: long }));
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/[a-z]…$/);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(centerPageDescription(centerFixture({ business_description: '', about: '' }))).toBe(
      'Bluejay Meadow, an autism service center in Duluth.',
    );
  });

  it('writes the address on one line', () => {
    expect(fullAddress(centerFixture())).toBe('1 Example Way, Duluth, Minnesota 55802');
    expect(fullAddress(centerFixture({ address: '', zip_code: '' }))).toBe('Duluth, Minnesota');
  });
});

describe('centerPageDescription in other languages', () => {
  it("uses the owner's description in the page's language", () => {
    const center = centerFixture({ business_description_es: 'Terapia ABA en casa.' });
    expect(centerPageDescription(center, 'es')).toBe('Terapia ABA en casa.');
  });

  it("says in the page's language what the center is when the owner wrote nothing in it", () => {
    const center = centerFixture({ company_name: 'Bluejay Meadow', city: 'Duluth' });
    expect(centerPageDescription(center, 'es')).toBe(
      'Bluejay Meadow, un centro de servicios para el autismo en Duluth.',
    );
    expect(centerPageDescription(center, 'en')).toBe('Therapy for young children.');
  });
});
