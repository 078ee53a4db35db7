import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { CITIES } from './choices.ts';
import { CITY_CENTROIDS, cityCentroid } from './city-centroids.ts';
import { distanceMiles } from './geo.ts';

describe('city centroids', () => {
  it('cover exactly the directory cities', () => {
    expect(Object.keys(CITY_CENTROIDS).sort()).toEqual([...CITIES].sort());
  });

  it.each(CITIES.map((city) => [city]))('%s is the mean of its ZIP centroids', (city) => {
    const entry = CITY_CENTROIDS[city];
    const zips = entry.zips.split(' ').map((zip) => zipcodes.lookup(zip));
    expect(zips.every((z) => z?.state === 'MN')).toBe(true);
    const mean = (key: 'latitude' | 'longitude') =>
      zips.reduce((sum, z) => sum + (z?.[key] ?? Number.NaN), 0) / zips.length;
    expect(entry.latitude).toBeCloseTo(mean('latitude'), 3);
    expect(entry.longitude).toBeCloseTo(mean('longitude'), 3);
  });

  it('measures great-circle miles (Minneapolis to Duluth is about 133 miles as the crow flies)', () => {
    const miles = distanceMiles(CITY_CENTROIDS.Minneapolis, CITY_CENTROIDS.Duluth);
    expect(miles).toBeGreaterThan(125);
    expect(miles).toBeLessThan(140);
    expect(distanceMiles(CITY_CENTROIDS.Edina, CITY_CENTROIDS.Edina)).toBe(0);
  });

  it('knows only the directory cities', () => {
    expect(cityCentroid('Edina')).toBe(CITY_CENTROIDS.Edina);
    expect(cityCentroid('Atlantis')).toBeUndefined();
  });
});
