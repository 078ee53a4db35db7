import type { Center } from '../../domain/center/center.ts';

/** The city and service choices of the directory: the values the listed centers use. */
export interface DirectoryOptions {
  cities: string[];
  services: string[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Distinct cities and services of the public centers, alphabetically (build time). */
export function directoryOptions(centers: readonly Center[]): DirectoryOptions {
  const cities = new Set(centers.map((c) => c.city).filter(Boolean));
  const services = new Set(centers.flatMap((c) => c.services));
  return { cities: [...cities].sort(byName), services: [...services].sort(byName) };
}

/**
 * The choices as the directory island's props: one line per choice. Astro writes a list of
 * strings as [0,"…"] pairs, which doubled their bytes in /centers' first round trip (14 KB).
 */
export function packOptions(options: DirectoryOptions): { cities: string; services: string } {
  return { cities: options.cities.join('\n'), services: options.services.join('\n') };
}

/** The choices packOptions packed. */
export function unpackOptions(packed: { cities: string; services: string }): DirectoryOptions {
  const lines = (text: string) => text.split('\n').filter((line) => line !== '');
  return { cities: lines(packed.cities), services: lines(packed.services) };
}
