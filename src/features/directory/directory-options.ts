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

/** Where the page's form lists each choice (DirectoryFilterForm's selects). */
const OPTION_SELECTS = { cities: 'filter-city', services: 'filter-service' } as const;

let provided: DirectoryOptions | undefined;

/**
 * The server's render: the page gives the directory island its choices before the island
 * renders, rather than as a prop. A prop is written into the page's HTML a second time beside
 * the form's own <option>s, at a cost of a few hundred bytes of /centers' first round trip in
 * every language. The choices are the build's (one catalog per build or server process).
 */
export function provideDirectoryOptions(options: DirectoryOptions): void {
  provided = options;
}

/**
 * The island's choices: in the browser, those of the form the server rendered (read before
 * the island hydrates, so its first render matches that form); on the server, the page's.
 */
export function islandOptions(doc: Document | undefined): DirectoryOptions {
  if (doc) {
    const values = (id: string) =>
      [...doc.querySelectorAll<HTMLOptionElement>(`#${id} option`)]
        .map((option) => option.value)
        .filter((value) => value !== '');
    return { cities: values(OPTION_SELECTS.cities), services: values(OPTION_SELECTS.services) };
  }
  if (!provided) throw new Error('The directory was rendered without its choices');
  return provided;
}

/**
 * The choices as the directory island's props (its unit tests give them so): one line per
 * choice. Astro writes a list of strings as [0,"…"] pairs, which doubled their bytes.
 */
export function packOptions(options: DirectoryOptions): { cities: string; services: string } {
  return { cities: options.cities.join('\n'), services: options.services.join('\n') };
}

/** The choices packOptions packed. */
export function unpackOptions(packed: { cities: string; services: string }): DirectoryOptions {
  const lines = (text: string) => text.split('\n').filter((line) => line !== '');
  return { cities: lines(packed.cities), services: lines(packed.services) };
}
