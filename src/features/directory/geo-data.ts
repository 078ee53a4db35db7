import * as z from 'zod/mini';
import { directoryData } from '../../lib/routes.ts';
import { distanceMiles, type GeoPoint } from '../../lib/geo.ts';
import {
  boxWithin,
  LocationIndexSchema,
  LocationShardSchema,
  readShard,
  type LocationIndex,
} from './location-shards.ts';
import { ZIP_SHARD_DIGITS, type ZipCentroids } from './zip-centroids.ts';

/**
 * The build-time data a distance search needs, fetched only when a visitor enters a ZIP code
 * (never on page load) and only the parts it touches: the ZIP code's shard of the Minnesota
 * table and the location files of the cities with results near it. Kept for the visit.
 */

const ZipTableSchema = z.record(z.string(), z.tuple([z.number(), z.number()]));

/** A file fetched once per visit; a failure is forgotten so that 'Try Again' fetches it afresh. */
function cached<T>(load: (url: string) => Promise<T>): (url: string) => Promise<T> {
  const files = new Map<string, Promise<T>>();
  return (url) => {
    let file = files.get(url);
    if (!file) {
      file = load(url);
      file.catch(() => files.delete(url));
      files.set(url, file);
    }
    return file;
  };
}

class MissingFile extends Error {}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (response.status === 404) throw new MissingFile(`${url} does not exist`);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${String(response.status)})`);
  return response.json();
}

/** A ZIP shard; null when no Minnesota ZIP code starts with those digits. */
const zipShard = cached(async (url): Promise<ZipCentroids | null> => {
  try {
    return ZipTableSchema.parse(await fetchJson(url));
  } catch (error) {
    if (error instanceof MissingFile) return null;
    throw error;
  }
});
const locationIndex = cached(async (url) => LocationIndexSchema.parse(await fetchJson(url)));
const locationShard = cached(async (url) => LocationShardSchema.parse(await fetchJson(url)));

/** Where a ZIP code is, or null when it is not a Minnesota ZIP code. */
export function zipCentroid(table: ZipCentroids, zip: string): GeoPoint | null {
  const point = Object.hasOwn(table, zip) ? table[zip] : undefined;
  return point ? { latitude: point[0], longitude: point[1] } : null;
}

/** Looks a ZIP code up in its shard of the Minnesota table. */
export async function lookupZip(zip: string): Promise<GeoPoint | null> {
  const table = await zipShard(directoryData.zipShard(zip.slice(0, ZIP_SHARD_DIGITS)));
  return table ? zipCentroid(table, zip) : null;
}

/** A located center: its city and distance from the search's origin. */
export interface NearbyCenter {
  city: string;
  miles: number;
}

/**
 * The centers of `cities` within `miles` of `origin`, by rank: loads the location files of
 * those of the cities whose box reaches the radius.
 */
export async function centersNear(
  origin: GeoPoint,
  miles: number,
  cities: readonly string[],
): Promise<Map<number, NearbyCenter>> {
  const index: LocationIndex = await locationIndex(directoryData.locationIndex);
  const reached = cities.flatMap((city) => {
    const entry = Object.hasOwn(index.cities, city) ? index.cities[city] : undefined;
    return entry && boxWithin(origin, miles, entry.box, distanceMiles) ? [{ city, entry }] : [];
  });
  const shards = await Promise.all(
    reached.map(async ({ city, entry }) => ({
      city,
      points: readShard(await locationShard(directoryData.locationShard(entry.file)), entry.box),
    })),
  );
  const near = new Map<number, NearbyCenter>();
  for (const { city, points } of shards) {
    for (const [rank, point] of points) {
      const distance = distanceMiles(origin, point);
      if (distance <= miles) near.set(rank, { city, miles: distance });
    }
  }
  return near;
}
