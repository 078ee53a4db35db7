import zipcodes from 'zipcodes';

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

/** Every Minnesota ZIP code's centroid, from the offline `zipcodes` data set (build time only). */
export function mnZipCentroids(): ZipCentroids {
  return buildZipCentroids(zipcodes.lookupByState('MN'));
}
