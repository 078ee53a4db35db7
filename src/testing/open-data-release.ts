import { directoryCenterFixture } from './directory-center.ts';
import { buildReleaseData, type ReleaseData } from '../features/open-data/release-data.ts';

/**
 * A release's open data for unit tests: one center for each entry (stored field overrides,
 * record id `rec{n}`, number n) last updated at `updated`. Not used by the site itself.
 */
export function releaseFixture(
  entries: { center: Record<string, unknown>; updated: string }[],
): ReleaseData {
  const centers = entries.map(({ center }, n) =>
    directoryCenterFixture({ id: `rec${String(n + 1)}`, number: n + 1, ...center }),
  );
  const centerUpdated = new Map(entries.map(({ updated }, n) => [`rec${String(n + 1)}`, updated]));
  return buildReleaseData(
    { centers, centerUpdated },
    'https://directory.example',
    'https://directory.example/open-data/',
  );
}
