import { deriveAdminStatus, type AdminStatus } from '../../domain/center/center-status.ts';
import type { AdminCenter } from './admin-data.ts';

/** The admin table's search and status filter. */
export interface CenterFilter {
  query: string;
  status: AdminStatus | 'all';
}

/** The admin status of a center (owner-admin-side.md section 4). */
export function adminStatusOf(center: AdminCenter): AdminStatus {
  return deriveAdminStatus(center);
}

/**
 * Centers matching the filter: the query is found in the name, city or ZIP code, or is the
 * center's number (12 or #12) or its access code (what a business reads out on the phone).
 */
export function filterCenters(
  centers: readonly AdminCenter[],
  filter: CenterFilter,
): AdminCenter[] {
  const query = filter.query.trim().toLowerCase();
  const number = /^#?\d+$/.test(query) ? Number(query.replace('#', '')) : null;
  return centers.filter((center) => {
    if (filter.status !== 'all' && adminStatusOf(center) !== filter.status) return false;
    if (!query) return true;
    return (
      center.company_name.toLowerCase().includes(query) ||
      center.city.toLowerCase().includes(query) ||
      center.zip_code === query ||
      center.number === number ||
      (center.access_code !== '' && center.access_code === query)
    );
  });
}

/** The slice of `items` on page `page` (1-based) of `size`, and the page count (at least 1). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), pages };
}
