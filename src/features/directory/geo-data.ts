import * as z from 'zod/mini';
import { directoryData } from '../../lib/routes.ts';
import type { GeoPoint } from '../../lib/geo.ts';
import type { CenterLocation } from './distance.ts';
import type { ZipCentroids } from './zip-centroids.ts';

/**
 * The two build-time tables a distance search needs, fetched only when a visitor enters a ZIP
 * code (never on page load), then kept for the visit.
 */

const ZipTableSchema = z.record(z.string(), z.tuple([z.number(), z.number()]));
const LocationsSchema = z.array(z.tuple([z.number(), z.number(), z.number()]));

let zipTable: Promise<ZipCentroids> | undefined;
let locations: Promise<readonly CenterLocation[]> | undefined;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${String(response.status)})`);
  return response.json();
}

/** Where a ZIP code is, or null when it is not a Minnesota ZIP code. */
export function zipCentroid(table: ZipCentroids, zip: string): GeoPoint | null {
  const point = Object.hasOwn(table, zip) ? table[zip] : undefined;
  return point ? { latitude: point[0], longitude: point[1] } : null;
}

/** Looks a ZIP code up in the Minnesota table (loaded on first use). */
export async function lookupZip(zip: string): Promise<GeoPoint | null> {
  zipTable ??= fetchJson(directoryData.zipCentroids).then((json) => ZipTableSchema.parse(json));
  try {
    return zipCentroid(await zipTable, zip);
  } catch (error) {
    zipTable = undefined; // let 'Try Again' fetch it afresh
    throw error;
  }
}

/** Every public center's location (loaded on first use). */
export async function centerLocations(): Promise<readonly CenterLocation[]> {
  locations ??= fetchJson(directoryData.centerLocations).then((json) =>
    LocationsSchema.parse(json),
  );
  try {
    return await locations;
  } catch (error) {
    locations = undefined;
    throw error;
  }
}
