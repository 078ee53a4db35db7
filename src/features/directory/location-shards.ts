import * as z from 'zod/mini';
import type { Center } from '../../domain/center/center.ts';
import type { GeoPoint } from '../../domain/center/geo.ts';

/**
 * What the directory knows of every center by rank (its place in the directory order, which
 * is also its `order` sort key in the search index: search-record.ts), fetched on the first
 * search: each center's city, for the city filter and the map's counts, and the distance
 * search's location data, in one file per city, so that a search loads only the cities that
 * have results near the ZIP code (a ZIP search within 20 KB at 10,000 centers, where
 * the whole table was 60 KB).
 *
 * - The index lists the cities (by name), each with the box around its located centers, and
 *   each rank's city (its number in that list). A city's location file is its number.
 * - A city's file holds its centers' ranks (each as the gap from the one before) and their
 *   coordinates in units of 1e-5 degrees from the box's corner: small numbers that compress well.
 */

/** Coordinates are stored to 1e-5 degrees (about a metre), as the records hold them. */
const UNIT = 1e5;

export const LocationIndexSchema = z.object({
  /** By name; the box is [south, west, north, east] in units, empty without a location. */
  cities: z.array(z.object({ name: z.string(), box: z.array(z.number()) })),
  /** Each rank's city (its number in `cities`). */
  city: z.array(z.number()),
});
export type LocationIndex = z.infer<typeof LocationIndexSchema>;

export const LocationShardSchema = z.object({
  rank: z.array(z.number()),
  lat: z.array(z.number()),
  lon: z.array(z.number()),
});
export type LocationShard = z.infer<typeof LocationShardSchema>;

const toUnits = (degrees: number) => Math.round(degrees * UNIT);

/** The index and the shards (by city number) of the centers, given in directory order. */
export function locationShards(centers: readonly Center[]): {
  index: LocationIndex;
  shards: LocationShard[];
} {
  const names = [...new Set(centers.map((center) => center.city))].sort();
  const numbers = new Map(names.map((name, i) => [name, i]));
  const located = names.map((): { rank: number; lat: number; lon: number }[] => []);
  const index: LocationIndex = { cities: [], city: [] };
  centers.forEach((center, rank) => {
    const city = numbers.get(center.city) ?? 0;
    index.city.push(city);
    if (center.location) {
      located[city]?.push({
        rank,
        lat: toUnits(center.location.latitude),
        lon: toUnits(center.location.longitude),
      });
    }
  });
  const shards = located.map((list, city) => {
    const south = Math.min(...list.map((c) => c.lat));
    const west = Math.min(...list.map((c) => c.lon));
    const north = Math.max(...list.map((c) => c.lat));
    const east = Math.max(...list.map((c) => c.lon));
    index.cities.push({
      name: names[city] ?? '',
      box: list.length > 0 ? [south, west, north, east] : [],
    });
    return {
      rank: list.map((c, i) => c.rank - (i === 0 ? 0 : (list[i - 1]?.rank ?? 0))),
      lat: list.map((c) => c.lat - south),
      lon: list.map((c) => c.lon - west),
    };
  });
  return { index, shards };
}

/** A shard read back: rank to location, with the box's corner added back. */
export function readShard(shard: LocationShard, box: readonly number[]): Map<number, GeoPoint> {
  const [south = 0, west = 0] = box;
  const points = new Map<number, GeoPoint>();
  let rank = 0;
  shard.rank.forEach((gap, i) => {
    rank += gap;
    points.set(rank, {
      latitude: (south + (shard.lat[i] ?? 0)) / UNIT,
      longitude: (west + (shard.lon[i] ?? 0)) / UNIT,
    });
  });
  return points;
}

/** Slack for the box test, which works on a flat picture of the earth's curve. */
const BOX_MARGIN_MILES = 1;

/** Whether any point of a city's box may lie within `miles` of `origin` (never misses one). */
export function boxWithin(
  origin: GeoPoint,
  miles: number,
  box: readonly number[],
  distance: (a: GeoPoint, b: GeoPoint) => number,
): boolean {
  if (box.length === 0) return false;
  const [south = 0, west = 0, north = 0, east = 0] = box.map((units) => units / UNIT);
  // The box's point nearest to the origin, coordinate by coordinate.
  const nearest = {
    latitude: Math.min(Math.max(origin.latitude, south), north),
    longitude: Math.min(Math.max(origin.longitude, west), east),
  };
  return distance(origin, nearest) <= miles + BOX_MARGIN_MILES;
}
