/** A point on the map, in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** One center's number and location: [number, latitude, longitude] (compact for the wire). */
export type CenterLocation = readonly [number, number, number];

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine formula). */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The centers within `miles` of `origin`, as center number to distance in miles. */
export function centersWithin(
  origin: LatLng,
  miles: number,
  locations: readonly CenterLocation[],
): Map<number, number> {
  const found = new Map<number, number>();
  for (const [number, latitude, longitude] of locations) {
    const distance = haversineMiles(origin, { latitude, longitude });
    if (distance <= miles) found.set(number, distance);
  }
  return found;
}
