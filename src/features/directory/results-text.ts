import { countText, ENGLISH_TEXT, format, type DirectoryText } from './directory-text.ts';

/** The results heading (public-side.md section 2), e.g. '24 Centers Found (showing 12)'. */
export function resultsHeading(total: number, shown: number, t = ENGLISH_TEXT): string {
  return format(t.m.results.showing, { found: centersFound(total, t), shown: number(shown, t) });
}

/** The heading of a static directory page, e.g. '162 Centers Found (showing 13–24)'. */
export function pageHeading(total: number, from: number, to: number, t = ENGLISH_TEXT): string {
  return format(t.m.results.showingRange, {
    found: centersFound(total, t),
    from: number(from, t),
    to: number(to, t),
  });
}

/** The 'Show More Centers' button text with the remaining count. */
export function showMoreLabel(remaining: number, t = ENGLISH_TEXT): string {
  return format(t.m.results.showMore, { count: number(remaining, t) });
}

/** What the live region says once results are on screen. */
export function resultsAnnouncement(total: number, shown: number, t = ENGLISH_TEXT): string {
  return total === 0 ? t.m.results.none : resultsHeading(total, shown, t);
}

/** What the live region says once 'Show More Centers' has shown more. */
export function shownAnnouncement(shown: number, total: number, t = ENGLISH_TEXT): string {
  return format(t.m.results.showingOf, { shown: number(shown, t), total: number(total, t) });
}

function centersFound(total: number, t: DirectoryText): string {
  return countText(t, total, t.m.results.foundOne, t.m.results.foundOther);
}

/** A number in the text's language (English as these pages always wrote it). */
function number(value: number, t: DirectoryText): string {
  return countText(t, value, '{count}', '{count}');
}
