/** Centers shown at first and added by each 'Show More Centers' (public-side.md section 9). */
export const PAGE_SIZE = 12;

/** How many of `total` results are on screen when `visible` have been asked for. */
export function shownCount(total: number, visible: number): number {
  return Math.max(0, Math.min(total, visible));
}

/** How many results 'Show More Centers' has left to show. */
export function remainingCount(total: number, visible: number): number {
  return Math.max(0, total - shownCount(total, visible));
}

/** The visible count after one more 'Show More Centers'. */
export function nextVisible(visible: number): number {
  return visible + PAGE_SIZE;
}

/** Number of static directory pages (at least one, even when empty). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The index range [from, to) of the centers on a static page (1-based page number). */
export function pageRange(page: number, total: number): { from: number; to: number } {
  const from = (page - 1) * PAGE_SIZE;
  return { from, to: Math.min(total, from + PAGE_SIZE) };
}

/** A page link of the pagination bar, or a gap ('…') between page numbers. */
export type PaginationItem = number | 'gap';

/**
 * The pages a pagination bar lists: the first, the last, and the current page with one
 * neighbour each side, so even 800 pages fit on a phone.
 */
export function paginationItems(current: number, count: number): PaginationItem[] {
  const wanted = new Set([1, count, current - 1, current, current + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
