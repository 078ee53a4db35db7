import { distanceMiles, type GeoPoint } from '../../lib/geo.ts';

/** One center's number and location: [number, latitude, longitude] (compact for the wire). */
export type CenterLocation = readonly [number, number, number];

/** The centers within `miles` of `origin`, as center number to distance in miles. */
export function centersWithin(
  origin: GeoPoint,
  miles: number,
  locations: readonly CenterLocation[],
): Map<number, number> {
  const found = new Map<number, number>();
  for (const [number, latitude, longitude] of locations) {
    const distance = distanceMiles(origin, { latitude, longitude });
    if (distance <= miles) found.set(number, distance);
  }
  return found;
}
