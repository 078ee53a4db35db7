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
