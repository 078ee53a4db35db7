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
