import { centerHref } from '../../lib/routes.ts';
import { parseCenterSegment } from '../../lib/slug.ts';

/**
 * What an address under /center/ that no pre-rendered page answered gets: the canonical
 * address (legacy autism-{n}, bare number, outdated or wrong slug), the page itself (a
 * public center approved since the last build), or 'Center Not Found'.
 */
export type CenterRequest =
  { kind: 'not-found' } | { kind: 'redirect'; location: string } | { kind: 'show' };

/** The center number an address asks for; null when it cannot name a center. */
export function requestedCenterNumber(path: string | undefined): number | null {
  if (!path || path.includes('/')) return null;
  return parseCenterSegment(path)?.number ?? null;
}

/** Decides the answer once the number's public center (or null) is known. */
export function decideCenterRequest(
  path: string | undefined,
  center: { name: string; number: number } | null,
): CenterRequest {
  if (!center || requestedCenterNumber(path) !== center.number) return { kind: 'not-found' };
  const canonical = centerHref(center);
  return `/center/${path ?? ''}` === canonical
    ? { kind: 'show' }
    : { kind: 'redirect', location: canonical };
}
