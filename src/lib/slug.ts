/**
 * Center address slugs (public-side.md section 2): the lowercased name with non-alphanumerics
 * removed and spaces turned into single hyphens. Accented letters keep their base letter
 * ('Café' gives 'cafe', not 'caf'). PocketBase's hooks store `slug` with this very
 * function (from pb_hooks/site-bundle.js).
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return slug || 'center';
}

/**
 * Reads a center address segment: `{slug}-{number}`, a bare number, or the legacy
 * `autism-{number}`. The id is the part after the last hyphen; anything not all digits is
 * invalid (null).
 */
export function parseCenterSegment(segment: string): { number: number; legacy: boolean } | null {
  const legacy = segment.startsWith('autism-');
  const id = segment.slice(segment.lastIndexOf('-') + 1);
  if (!/^[0-9]+$/.test(id)) return null;
  const number = Number(id);
  return Number.isSafeInteger(number) && number > 0 ? { number, legacy } : null;
}
