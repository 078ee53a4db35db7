import type { Center } from '../../domain/center/center.ts';
import { slugify } from '../../lib/slug.ts';

/**
 * The directory's landing pages: one per city and one per service the listed centers have
 * (/centers/city/duluth/, /centers/service/speech-therapy/), the pages families reach from a
 * search engine. Build time.
 */
export interface Landing {
  /** The city or service as the centers name it. */
  name: string;
  slug: string;
  /** Its centers, in directory order. */
  centers: Center[];
}

const byName = (a: Landing, b: Landing) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Groups the centers (in directory order) under each name `namesOf` gives them, by slug. */
function landings(
  centers: readonly Center[],
  namesOf: (center: Center) => readonly string[],
): Landing[] {
  const bySlug = new Map<string, Landing>();
  for (const center of centers) {
    for (const name of new Set(
      namesOf(center)
        .map((n) => n.trim())
        .filter(Boolean),
    )) {
      const slug = slugify(name);
      const landing = bySlug.get(slug) ?? { name, slug, centers: [] };
      landing.centers.push(center);
      bySlug.set(slug, landing);
    }
  }
  return [...bySlug.values()].sort(byName);
}

/** A page per city with centers. */
export const cityLandings = (centers: readonly Center[]): Landing[] =>
  landings(centers, (c) => [c.city]);

/** A page per service the centers offer. */
export const serviceLandings = (centers: readonly Center[]): Landing[] =>
  landings(centers, (c) => c.services);
