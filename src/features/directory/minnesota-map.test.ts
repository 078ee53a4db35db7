import { describe, expect, it } from 'vitest';
import { CITY_CENTROIDS } from '../../domain/center/city-centroids.ts';
import { MAP_WIDTH, minnesotaMap } from './minnesota-map.ts';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('minnesotaMap', () => {
  const map = minnesotaMap([
    { city: 'Minneapolis', location: null },
    { city: 'Minneapolis', location: at(44.98, -93.27) },
    { city: 'Duluth', location: null },
    // Not a directory city: placed at its centers' mean location.
    { city: 'Grand Marais', location: at(47.7, -90.4) },
    { city: 'Grand Marais', location: at(47.8, -90.2) },
    // Nowhere to put it.
    { city: 'Nowhere', location: null },
  ]);

  it('draws the state as one small, rounded outline taller than wide', () => {
    expect(map.width).toBe(MAP_WIDTH);
    expect(map.height).toBeGreaterThan(MAP_WIDTH);
    expect(map.outline).toMatch(/^M\d+ \d+(L\d+ \d+)+Z$/);
    expect(map.outline.length).toBeLessThan(4000);
  });

  it('puts one marker per city with centers, busiest first, inside the picture', () => {
    expect(map.markers.map((m) => [m.city, m.count])).toEqual([
      ['Grand Marais', 2],
      ['Minneapolis', 2],
      ['Duluth', 1],
    ]);
    for (const m of map.markers) {
      expect(m.x).toBeGreaterThan(0);
      expect(m.x).toBeLessThan(map.width);
      expect(m.y).toBeGreaterThan(0);
      expect(m.y).toBeLessThan(map.height);
    }
  });

  it('places cities where they are: Duluth north-east of Minneapolis, Moorhead west', () => {
    const all = minnesotaMap(
      Object.keys(CITY_CENTROIDS).map((city) => ({ city, location: null })),
    ).markers;
    const of = (city: string) => all.find((m) => m.city === city) ?? { x: NaN, y: NaN };
    expect(of('Duluth').y).toBeLessThan(of('Minneapolis').y);
    expect(of('Duluth').x).toBeGreaterThan(of('Minneapolis').x);
    expect(of('Moorhead').x).toBeLessThan(of('Saint Cloud').x);
    expect(of('Rochester').y).toBeGreaterThan(of('Minneapolis').y);
  });
});
