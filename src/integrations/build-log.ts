import type { AstroLoggerDestination, AstroLoggerMessage } from 'astro';
import nodeLog from 'astro/logger/node';

/**
 * Astro's log, without a line for every page a build writes. Astro logs each page it renders
 * or restores from its cache (`├─ /center/…/index.html (+4ms)`, the time written when the page
 * is done, so with pages rendering four at a time the names and times interleave): tens of
 * thousands of lines a build at 10,000 centers, written one at a time, which took seconds of
 * every build and buried the lines that matter in the publisher's log. Those lines go;
 * everything else (the steps, warnings, errors) is Astro's log as it was. Astro loads this file
 * itself (the `logger` setting).
 */

/** The start of a page's line: its file. */
const PAGE_NAME = /^\s+\S*[├└]─\S*\s/;
/** The end of a page's line: how long it took, or that it came from the cache. */
const PAGE_END = /^\s*\S*\((?:\+[\d.]+m?s|restored|cached)\)\S*\s*$/;

/** Whether an event is one of a page's (see above). */
export function isPageLine({ level, label, message }: AstroLoggerMessage): boolean {
  if (level !== 'info') return false;
  if (label === null) return PAGE_NAME.test(message);
  return label === 'SKIP_FORMAT' && PAGE_END.test(message);
}

/** What `destination` writes, but the pages' lines. */
export function withoutPageLines(destination: AstroLoggerDestination): AstroLoggerDestination {
  return {
    ...destination,
    write(event) {
      if (!isPageLine(event)) destination.write(event);
    },
  };
}

export default function buildLog(config?: Parameters<typeof nodeLog>[0]): AstroLoggerDestination {
  return withoutPageLines(nodeLog(config));
}
