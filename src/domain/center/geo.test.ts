import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { distanceMiles } from './geo.ts';

const minneapolis = { latitude: 44.9778, longitude: -93.265 };
const saintPaul = { latitude: 44.9537, longitude: -93.09 };
const duluth = { latitude: 46.7867, longitude: -92.1005 };

describe('distance between two points (haversine)', () => {
  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceMiles(minneapolis, minneapolis)).toBe(0);
    expect(distanceMiles(minneapolis, duluth)).toBeCloseTo(distanceMiles(duluth, minneapolis), 9);
  });

  it('matches known distances between Minnesota cities', () => {
    // Downtown Minneapolis to downtown Saint Paul is about 8.6 miles as the crow flies.
    expect(distanceMiles(minneapolis, saintPaul)).toBeCloseTo(8.6, 0);
    // Minneapolis to Duluth is about 135 miles.
    expect(distanceMiles(minneapolis, duluth)).toBeGreaterThan(130);
    expect(distanceMiles(minneapolis, duluth)).toBeLessThan(140);
  });

  it('agrees with the zipcodes package between two ZIP codes', () => {
    const a = zipcodes.lookup('55401');
    const b = zipcodes.lookup('55802');
    if (!a || !b) throw new Error('test ZIP codes missing from the data set');
    expect(distanceMiles(a, b)).toBeCloseTo(zipcodes.distance('55401', '55802') ?? 0, -1);
  });
});
