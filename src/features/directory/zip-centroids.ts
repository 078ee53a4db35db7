import zipcodes from 'zipcodes';
import { buildZipCentroids, type ZipCentroids } from './zip-shards.ts';

/** Every Minnesota ZIP code's centroid, from the offline `zipcodes` data set (build time only). */
export function mnZipCentroids(): ZipCentroids {
  return buildZipCentroids(zipcodes.lookupByState('MN'));
}
