/**
 * Geography of the 20 directory cities: real centroids, ZIP codes and area codes, so the demo
 * listings land on the map where the city is. The counts decide how many demo centers each
 * city gets (the two big cities get more, as in real life).
 */
import type { City } from '../../src/domain/center/choices.ts';

/** What the seeder needs to know about one city. */
export interface CityInfo {
  readonly lat: number;
  readonly lng: number;
  /** Max jitter in degrees around the centroid; smaller where the city hugs a lake. */
  readonly spread: number;
  readonly zips: readonly string[];
  readonly areaCode: string;
  readonly centers: number;
}

const info = (
  lat: number,
  lng: number,
  areaCode: string,
  centers: number,
  zips: string,
  spread = 0.04,
): CityInfo => ({ lat, lng, spread, zips: zips.split(' '), areaCode, centers });

/** Every city of CITIES; `satisfies Record<City, …>` makes a missing city a type error. */
export const CITY_INFO = {
  Minneapolis: info(
    44.9778,
    -93.265,
    '612',
    22,
    '55401 55403 55404 55405 55406 55407 55408 55409 55410 55411 55412 55413 55414 55416 55417 55418 55419',
  ),
  'Saint Paul': info(
    44.9537,
    -93.09,
    '651',
    18,
    '55101 55102 55103 55104 55105 55106 55107 55108 55114 55116 55117 55119 55130',
  ),
  Rochester: info(44.0121, -92.4802, '507', 10, '55901 55902 55904 55906'),
  Bloomington: info(44.8408, -93.2983, '952', 8, '55420 55425 55431 55437 55438'),
  Duluth: info(46.7867, -92.1005, '218', 8, '55802 55803 55804 55805 55806 55807 55811', 0.02),
  'Brooklyn Park': info(45.0941, -93.3563, '763', 7, '55428 55443 55444 55445'),
  Plymouth: info(45.0105, -93.4555, '763', 7, '55441 55442 55446 55447'),
  'Saint Cloud': info(45.5579, -94.1632, '320', 7, '56301 56303 56304'),
  Woodbury: info(44.9239, -92.9594, '651', 6, '55125 55129'),
  Eagan: info(44.8041, -93.1669, '651', 7, '55121 55122 55123'),
  Burnsville: info(44.7677, -93.2777, '952', 6, '55306 55337'),
  'Eden Prairie': info(44.8547, -93.4708, '952', 7, '55344 55346 55347'),
  'Coon Rapids': info(45.1732, -93.303, '763', 6, '55433 55448'),
  Blaine: info(45.1608, -93.2349, '763', 6, '55434 55449'),
  Lakeville: info(44.6497, -93.2427, '952', 6, '55044'),
  Minnetonka: info(44.9211, -93.4687, '952', 6, '55305 55343 55345'),
  'Apple Valley': info(44.7319, -93.2177, '952', 6, '55124'),
  Edina: info(44.8897, -93.3499, '952', 7, '55424 55435 55436 55439'),
  'Maple Grove': info(45.0725, -93.4558, '763', 7, '55311 55369'),
  Moorhead: info(46.8738, -96.7678, '218', 5, '56560'),
} as const satisfies Record<City, CityInfo>;
