import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { centersWithin } from './distance.ts';
import { zipCentroid } from './geo-data.ts';
import { buildZipCentroids, mnZipCentroids } from './zip-centroids.ts';

const minneapolis = { latitude: 44.9778, longitude: -93.265 };
const saintPaul = { latitude: 44.9537, longitude: -93.09 };
const duluth = { latitude: 46.7867, longitude: -92.1005 };

describe('centers within a radius', () => {
  const locations = [
    [1, minneapolis.latitude, minneapolis.longitude],
    [2, saintPaul.latitude, saintPaul.longitude],
    [3, duluth.latitude, duluth.longitude],
  ] as const;

  it('keeps the centers inside the circle with their distance', () => {
    const near = centersWithin(minneapolis, 10, locations);
    expect([...near.keys()]).toEqual([1, 2]);
    expect(near.get(1)).toBe(0);
    expect(near.get(2)).toBeCloseTo(8.6, 0);
    expect(centersWithin(minneapolis, 5, locations).size).toBe(1);
    expect(centersWithin(minneapolis, 200, locations).size).toBe(3);
  });
});

describe('Minnesota ZIP code table', () => {
  const table = mnZipCentroids();

  it('holds every Minnesota ZIP code with its centroid, and no other state', () => {
    expect(Object.keys(table)).toHaveLength(zipcodes.lookupByState('MN').length);
    expect(Object.keys(table).every((zip) => /^5[56]\d{3}$/.test(zip))).toBe(true);
    expect(zipCentroid(table, '55401')).toEqual({ latitude: 44.9835, longitude: -93.2683 });
    expect(zipCentroid(table, '90210')).toBeNull();
    expect(zipCentroid(table, 'constructor')).toBeNull();
  });

  it('rounds to four decimals and skips records without a location', () => {
    expect(
      buildZipCentroids([
        { zip: '55001', latitude: 44.869_712_3, longitude: -92.823_456 },
        { zip: '55002', latitude: 0, longitude: 0 },
        { zip: '55003', latitude: Number.NaN, longitude: 1 },
      ]),
    ).toEqual({ '55001': [44.8697, -92.8235] });
  });
});
