/** The results heading (public-side.md section 2), e.g. '24 Centers Found (showing 12)'. */
export function resultsHeading(total: number, shown: number): string {
  return `${centersFound(total)} (showing ${shown})`;
}

/** The heading of a static directory page, e.g. '162 Centers Found (showing 13–24)'. */
export function pageHeading(total: number, from: number, to: number): string {
  return `${centersFound(total)} (showing ${from}–${to})`;
}

/** The 'Show More Centers' button text with the remaining count. */
export function showMoreLabel(remaining: number): string {
  return `Show More Centers (${remaining} remaining)`;
}

/** What the live region says once results are on screen. */
export function resultsAnnouncement(total: number, shown: number): string {
  return total === 0 ? 'No centers found' : resultsHeading(total, shown);
}

function centersFound(total: number): string {
  return `${total} ${total === 1 ? 'Center' : 'Centers'} Found`;
}
