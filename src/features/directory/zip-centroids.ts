import zipcodes from 'zipcodes';
import { buildZipCentroids, type ZipCentroids } from './zip-shards.ts';

/** Every Minnesota ZIP code's centroid, from the offline `zipcodes` data set (build time only). */
export function mnZipCentroids(): ZipCentroids {
  return buildZipCentroids(zipcodes.lookupByState('MN'));
}

let table: ZipCentroids | undefined;

/** The same table, worked out once per server process (the on-demand search page). */
export function minnesotaZips(): ZipCentroids {
  table ??= mnZipCentroids();
  return table;
}
