import type { Center } from '../../lib/center.ts';
import type { CenterLocation } from './distance.ts';

/** The location table of the directory's distance search: centers without a location are left out. */
export function centerLocationTable(centers: readonly Center[]): CenterLocation[] {
  return centers.flatMap((c) =>
    c.location ? [[c.number, c.location.latitude, c.location.longitude] as const] : [],
  );
}
