import { describe, expect, it } from 'vitest';
import { parseCenterSegment, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Bright Futures Autism Center', 'bright-futures-autism-center'],
    ["Kids' Place & Co.", 'kids-place-co'],
    ['  Many   Spaces  ', 'many-spaces'],
    ['ABA—Center #1 (North)', 'abacenter-1-north'],
    ['Café Ñandú', 'cafe-nandu'],
    ['!!!', 'center'],
  ])('%j becomes %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('parseCenterSegment', () => {
  it('takes the number after the last hyphen', () => {
    expect(parseCenterSegment('bright-futures-42')).toEqual({ number: 42, legacy: false });
  });
  it('accepts a bare number and the legacy autism- prefix', () => {
    expect(parseCenterSegment('7')).toEqual({ number: 7, legacy: false });
    expect(parseCenterSegment('autism-7')).toEqual({ number: 7, legacy: true });
  });
  it.each(['bright-futures', 'center-4a', 'autism-', '', 'x-0', 'x-1.5', 'x-3b'])(
    'rejects %j, whose id is not all digits',
    (segment) => {
      expect(parseCenterSegment(segment)).toBeNull();
    },
  );
});
