import { describe, expect, it } from 'vitest';
import {
  cardDescription,
  chooseCardImage,
  distanceText,
  countPhotos,
  photosNote,
  serviceTags,
  toCardCenter,
} from './card-center.ts';
import { directoryCenterFixture, centerImageFixture } from '../../testing/directory-center.ts';

describe('center card rules', () => {
  it('shows up to three service tags and a +N more tag for the rest', () => {
    expect(serviceTags(['A', 'B'])).toEqual({ shown: ['A', 'B'], more: 0 });
    expect(serviceTags(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B', 'C'], more: 0 });
    expect(serviceTags(['A', 'B', 'C', 'D', 'E'])).toEqual({ shown: ['A', 'B', 'C'], more: 2 });
  });

  it("says 'N photos' only when there is more than one main or gallery image", () => {
    expect(photosNote(0)).toBeNull();
    expect(photosNote(1)).toBeNull();
    expect(photosNote(4)).toBe('4 photos');
    const images = [
      centerImageFixture('main', 'http://pb/main.png'),
      centerImageFixture('logo', 'http://pb/logo.png'),
      centerImageFixture('gallery', 'http://pb/g1.png'),
      centerImageFixture('gallery', ' '),
    ];
    expect(countPhotos(images)).toBe(2);
  });

  it('uses the main image, then the first gallery image, then the center image', () => {
    const main = centerImageFixture('main', 'http://pb/main.png');
    const gallery = centerImageFixture('gallery', 'http://pb/g1.png');
    expect(chooseCardImage([gallery, main], 'http://own.png', 'X')).toEqual({
      url: 'http://pb/main.png?thumb=400x300',
      alt: 'main picture',
    });
    expect(chooseCardImage([gallery], 'http://own.png', 'X')?.url).toBe(
      'http://pb/g1.png?thumb=400x300',
    );
    expect(chooseCardImage([], 'http://own.png', 'X')).toEqual({ url: 'http://own.png', alt: 'X' });
  });

  it('never picks an image with a blank URL and falls back to the placeholder', () => {
    const blankMain = centerImageFixture('main', '   ');
    const gallery = centerImageFixture('gallery', 'http://pb/g1.png');
    expect(chooseCardImage([blankMain, gallery], '', 'X')?.url).toBe(
      'http://pb/g1.png?thumb=400x300',
    );
    expect(
      chooseCardImage([blankMain, centerImageFixture('logo', 'http://pb/l.png')], '  ', 'X'),
    ).toBeNull();
  });

  it('builds the card of a center with its link, claim status and availability', () => {
    const card = toCardCenter(
      directoryCenterFixture(
        { owner: 'user1', featured: true, accepting_clients: 'waitlist', waitlist_weeks: 6 },
        [
          centerImageFixture('main', 'http://pb/m.png'),
          centerImageFixture('gallery', 'http://pb/g.png'),
        ],
      ),
    );
    expect(card).toMatchObject({
      number: 12,
      name: 'Bluejay Meadow',
      href: '/center/bluejay-meadow-12',
      city: 'Duluth',
      featured: true,
      access: 'claimed',
      photoCount: 2,
      acceptingClients: 'waitlist',
      waitlistWeeks: 6,
    });
    expect(toCardCenter(directoryCenterFixture()).access).toBe('unclaimed');
  });
});

describe('distanceText', () => {
  it('rounds distances to a tenth of a mile below ten miles', () => {
    expect(distanceText(3.24)).toBe('3.2 miles away');
    expect(distanceText(1)).toBe('1 mile away');
    expect(distanceText(12.6)).toBe('13 miles away');
  });
});

describe('a card in another language', () => {
  it('words its distance and photos in the language', async () => {
    const { default: es } = await import('../../lib/i18n/messages/es/directory.ts');
    expect(distanceText(3.24, 'es', es.card)).toBe('a 3.2 millas');
    expect(distanceText(1, 'es', es.card)).toBe('a 1 milla');
    expect(photosNote(4, es.card)).toBe('4 fotos');
  });
});

describe('cardDescription', () => {
  it('keeps a description that fits', () => {
    expect(cardDescription('  Small groups and parent coaching.  ')).toBe(
      'Small groups and parent coaching.',
    );
  });

  it("cuts a long one at a word's end, without trailing punctuation, and marks the cut", () => {
    const text = 'ABA therapy, speech therapy, and social skills groups for children in Duluth.';
    expect(cardDescription(text, 40)).toBe('ABA therapy, speech therapy, and social…');
    expect(cardDescription(text, 40).length).toBeLessThanOrEqual(41);
  });

  it('cuts a single long word where it must', () => {
    expect(cardDescription('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
