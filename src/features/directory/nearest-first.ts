/**
 * The order of a distance search's results (the browser's search and the on-demand search
 * page share it): nearest first, and among centers at the same distance the directory order
 * (featured first, then name), which is their rank.
 */
export function nearestFirst(
  ranks: readonly number[],
  miles: ReadonlyMap<number, number>,
): number[] {
  const away = (rank: number) => miles.get(rank) ?? Number.POSITIVE_INFINITY;
  return [...ranks].sort((a, b) => away(a) - away(b) || a - b);
}
