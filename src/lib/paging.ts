/**
 * Static list pages (/centers/page/N, /careers/page/N): how a long list is reached without
 * JavaScript. Page 1 is the list's own address; each list sets its page size.
 */

/** Number of static pages of `total` items, `size` a page (at least one, even when empty). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The index range [from, to) of the items on a static page (1-based page number). */
export function pageRange(page: number, total: number, size: number): { from: number; to: number } {
  const from = (page - 1) * size;
  return { from, to: Math.min(total, from + size) };
}

/** The page numbers after the first, as getStaticPaths params (`{ page: '2' }`, …). */
export function laterPages(total: number, size: number): { params: { page: string } }[] {
  return Array.from({ length: pageCount(total, size) - 1 }, (_, i) => ({
    params: { page: String(i + 2) },
  }));
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
