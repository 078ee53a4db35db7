import type { City } from './choices.ts';
import type { GeoPoint } from './geo.ts';

/**
 * Where each directory city is, for distances: the mean of the centroids of the city's ZIP
 * codes in the offline ZIP dataset (npm `zipcodes`; a unit test recomputes them). A table
 * rather than a lookup so the ranking stays pure and also runs inside PocketBase's hooks.
 */
export const CITY_CENTROIDS = {
  Minneapolis: {
    latitude: 44.96,
    longitude: -93.2743,
    zips: '55401 55403 55404 55405 55406 55407 55408 55409 55410 55411 55412 55413 55414 55416 55417 55418 55419',
  },
  'Saint Paul': {
    latitude: 44.955,
    longitude: -93.1178,
    zips: '55101 55102 55103 55104 55105 55106 55107 55108 55114 55116 55117 55119 55130',
  },
  Rochester: { latitude: 44.0428, longitude: -92.4439, zips: '55901 55902 55904 55906' },
  Bloomington: { latitude: 44.832, longitude: -93.3109, zips: '55420 55425 55431 55437 55438' },
  Duluth: {
    latitude: 46.8035,
    longitude: -92.1114,
    zips: '55802 55803 55804 55805 55806 55807 55811',
  },
  'Brooklyn Park': { latitude: 45.1059, longitude: -93.3523, zips: '55428 55443 55444 55445' },
  Plymouth: { latitude: 45.0239, longitude: -93.4561, zips: '55441 55442 55446 55447' },
  'Saint Cloud': { latitude: 45.5548, longitude: -94.1713, zips: '56301 56303 56304' },
  Woodbury: { latitude: 44.9091, longitude: -92.9334, zips: '55125 55129' },
  Eagan: { latitude: 44.813, longitude: -93.1718, zips: '55121 55122 55123' },
  Burnsville: { latitude: 44.7458, longitude: -93.2837, zips: '55306 55337' },
  'Eden Prairie': { latitude: 44.8562, longitude: -93.4532, zips: '55344 55346 55347' },
  'Coon Rapids': { latitude: 45.1775, longitude: -93.3107, zips: '55433 55448' },
  Blaine: { latitude: 45.1689, longitude: -93.2197, zips: '55434 55449' },
  Lakeville: { latitude: 44.6749, longitude: -93.2578, zips: '55044' },
  Minnetonka: { latitude: 44.9269, longitude: -93.4568, zips: '55305 55343 55345' },
  'Apple Valley': { latitude: 44.7497, longitude: -93.2029, zips: '55124' },
  Edina: { latitude: 44.8891, longitude: -93.356, zips: '55424 55435 55436 55439' },
  'Maple Grove': { latitude: 45.1004, longitude: -93.4573, zips: '55311 55369' },
  Moorhead: { latitude: 46.8677, longitude: -96.7572, zips: '56560' },
} as const satisfies Record<City, GeoPoint & { zips: string }>;

/** The centroid of a directory city; undefined for any other name. */
export function cityCentroid(city: string): GeoPoint | undefined {
  return (CITY_CENTROIDS as Record<string, GeoPoint | undefined>)[city];
}
