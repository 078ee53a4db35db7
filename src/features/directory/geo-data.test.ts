import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { distanceMiles } from '../../domain/center/geo.ts';
import { directoryCenterFixture } from '../../testing/directory-center.ts';
import { zipCentroid } from './geo-data.ts';
import { boxWithin, locationShards, readShard } from './location-shards.ts';
import { mnZipCentroids } from './zip-centroids.ts';
import { buildZipCentroids, zipShards } from './zip-shards.ts';

const minneapolis = { latitude: 44.9778, longitude: -93.265 };
const saintPaul = { latitude: 44.9537, longitude: -93.09 };
const duluth = { latitude: 46.7867, longitude: -92.1005 };

describe('the location files of the distance search', () => {
  // In directory order: ranks 0 to 3.
  const centers = [
    directoryCenterFixture({ city: 'Minneapolis', latitude: 44.97781, longitude: -93.26501 }),
    directoryCenterFixture({
      city: 'Duluth',
      latitude: duluth.latitude,
      longitude: duluth.longitude,
    }),
    directoryCenterFixture({
      city: 'Saint Paul',
      latitude: saintPaul.latitude,
      longitude: saintPaul.longitude,
    }),
    directoryCenterFixture({ city: 'Minneapolis', latitude: 44.95, longitude: -93.3 }),
  ];
  const { index, shards } = locationShards(centers);
  const number = (city: string) => index.cities.findIndex((c) => c.name === city);
  const box = (city: string) => index.cities[number(city)]?.box ?? [];
  const read = (city: string) =>
    readShard(shards[number(city)] ?? { rank: [], lat: [], lon: [] }, box(city));

  it('keeps each center under its city by rank, to the metre', () => {
    expect(index.cities.map((c) => c.name)).toEqual(['Duluth', 'Minneapolis', 'Saint Paul']);
    expect(index.city).toEqual([1, 0, 2, 1]);
    const minneapolisCenters = read('Minneapolis');
    expect([...minneapolisCenters.keys()]).toEqual([0, 3]);
    expect(minneapolisCenters.get(0)?.latitude).toBeCloseTo(44.97781, 9);
    expect(minneapolisCenters.get(0)?.longitude).toBeCloseTo(-93.26501, 9);
    expect(minneapolisCenters.get(3)).toEqual({ latitude: 44.95, longitude: -93.3 });
    expect([...read('Duluth').keys()]).toEqual([1]);
  });

  it('reaches the cities whose box comes within the radius, and no others', () => {
    expect(boxWithin(minneapolis, 10, box('Saint Paul'), distanceMiles)).toBe(true);
    expect(boxWithin(minneapolis, 10, box('Duluth'), distanceMiles)).toBe(false);
    expect(boxWithin(duluth, 1, box('Duluth'), distanceMiles)).toBe(true);
  });

  it('keeps the city of a center without a location, which no distance search reaches', () => {
    const located = locationShards([
      directoryCenterFixture({ city: 'Ely', latitude: 0, longitude: 0 }),
    ]);
    expect(located.index).toEqual({ cities: [{ name: 'Ely', box: [] }], city: [0] });
    expect(boxWithin(duluth, 500, [], distanceMiles)).toBe(false);
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

  it('is split by the first three digits, each ZIP code in its shard', () => {
    const shards = zipShards(table);
    expect(shards.get('554')?.['55401']).toEqual([44.9835, -93.2683]);
    expect([...shards.values()].reduce((n, shard) => n + Object.keys(shard).length, 0)).toBe(
      Object.keys(table).length,
    );
    expect([...shards.keys()].every((prefix) => /^5[56]\d$/.test(prefix))).toBe(true);
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
