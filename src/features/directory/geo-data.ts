import * as z from 'zod/mini';
import { directoryData } from '../../lib/routes.ts';
import { distanceMiles, type GeoPoint } from '../../domain/center/geo.ts';
import {
  boxWithin,
  LocationIndexSchema,
  type LocationIndex,
  LocationShardSchema,
  readShard,
} from './location-shards.ts';
import { fetchJson, fetchOnce, MissingFile } from './fetch-once.ts';
import { ZIP_SHARD_DIGITS, type ZipCentroids } from './zip-shards.ts';

/**
 * The build-time data of the directory's searches, fetched on the first search (never on page
 * load) and only the parts a search touches: the index of every center's city by rank; for a
 * distance search, the ZIP code's shard of the Minnesota table and the location files of the
 * cities with results near it. Kept for the visit.
 */

const ZipTableSchema = z.record(z.string(), z.tuple([z.number(), z.number()]));

/** A ZIP shard; null when no Minnesota ZIP code starts with those digits. */
const zipShard = fetchOnce(async (url): Promise<ZipCentroids | null> => {
  try {
    return ZipTableSchema.parse(await fetchJson(url));
  } catch (error) {
    if (error instanceof MissingFile) return null;
    throw error;
  }
});
const locationIndexFile = fetchOnce(async (url) => LocationIndexSchema.parse(await fetchJson(url)));

/** Every center's city by rank, and each city's box (see location-shards.ts). */
export function locationIndex(): Promise<LocationIndex> {
  return locationIndexFile(directoryData.locationIndex);
}
const locationShard = fetchOnce(async (url) => LocationShardSchema.parse(await fetchJson(url)));

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

/**
 * The centers of `cities` (numbers in the index) within `miles` of `origin`: rank to miles.
 * Loads the location files of those of the cities whose box reaches the radius.
 */
export async function centersNear(
  origin: GeoPoint,
  miles: number,
  cities: Iterable<number>,
): Promise<Map<number, number>> {
  const index = await locationIndex();
  const reached = [...cities].filter((city) => {
    const box = index.cities[city]?.box;
    return box !== undefined && boxWithin(origin, miles, box, distanceMiles);
  });
  const shards = await Promise.all(
    reached.map(async (city) =>
      readShard(
        await locationShard(directoryData.locationShard(city)),
        index.cities[city]?.box ?? [],
      ),
    ),
  );
  const near = new Map<number, number>();
  for (const points of shards) {
    for (const [rank, point] of points) {
      const distance = distanceMiles(origin, point);
      if (distance <= miles) near.set(rank, distance);
    }
  }
  return near;
}
