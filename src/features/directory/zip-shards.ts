/**
 * The ZIP code table's shape and shards, for the build and the browser alike; the data itself
 * comes from zip-centroids.ts, at build time only (the `zipcodes` package is 4.5 MB: it must
 * never reach a browser bundle).
 */

/** ZIP code to [latitude, longitude]: the compact table browsers load for a distance search. */
export type ZipCentroids = Record<string, readonly [number, number]>;

/** Four decimals (about 11 m) is far finer than a ZIP centroid is accurate. */
const round = (n: number) => Math.round(n * 1e4) / 1e4;

/** Builds the table from ZIP records, skipping any without a location. */
export function buildZipCentroids(
  records: readonly { zip: string; latitude: number; longitude: number }[],
): ZipCentroids {
  const table: Record<string, readonly [number, number]> = {};
  for (const { zip, latitude, longitude } of records) {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    if (latitude === 0 && longitude === 0) continue;
    table[zip] = [round(latitude), round(longitude)];
  }
  return table;
}

/** The digits of a ZIP code that name its shard of the table: '55401' is in '554'. */
export const ZIP_SHARD_DIGITS = 3;

/** The table split by the ZIP codes' first three digits: a search loads a few hundred bytes. */
export function zipShards(table: ZipCentroids): Map<string, ZipCentroids> {
  const shards = new Map<string, Record<string, readonly [number, number]>>();
  for (const [zip, point] of Object.entries(table)) {
    const prefix = zip.slice(0, ZIP_SHARD_DIGITS);
    const shard = shards.get(prefix) ?? {};
    shard[zip] = point;
    shards.set(prefix, shard);
  }
  return shards;
}
