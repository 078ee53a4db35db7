import type { AstroLoggerMessage } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { isPageLine, withoutPageLines } from './build-log.ts';

const info = (label: string | null, message: string, newLine = true): AstroLoggerMessage => ({
  level: 'info',
  label,
  message,
  newLine,
});
/** As Astro colours its terminal output (green, dim, yellow). */
const green = (text: string) => `\u001b[32m${text}\u001b[39m`;
const dim = (text: string) => `\u001b[2m${text}\u001b[22m`;
const yellow = (text: string) => `\u001b[33m${text}\u001b[39m`;

describe('the build log', () => {
  it("drops each page's line, rendered or restored, in colour or not", () => {
    const pages = [
      info(null, '  ├─ /center/duluth-aba-12/index.html', false),
      info(null, `  ${green('├─')} ${dim('/es/centers/page/3/index.html')}`, false),
      info(null, '  └─ /hmn/faq/index.html', false),
      info('SKIP_FORMAT', ' (+47ms) '),
      info('SKIP_FORMAT', ` ${yellow('(+3.64s)')} `),
      info('SKIP_FORMAT', ` ${green('(restored)')}`),
      info('SKIP_FORMAT', ' (cached)'),
    ];
    for (const event of pages) expect(isPageLine(event), event.message).toBe(true);
  });

  it('keeps the steps, warnings and errors', () => {
    const destination = { write: vi.fn() };
    const log = withoutPageLines(destination);
    const kept = [
      info('build', 'Building server entrypoints...'),
      info('SKIP_FORMAT', '\n prerendering static routes '),
      info(null, '▶ src/pages/center/[segment].astro'),
      info(null, '✓ Completed in 56.50s.'),
      { ...info('build', 'Could not prune stale file'), level: 'warn' as const },
      { ...info(null, '  ├─ /broken/index.html'), level: 'error' as const },
    ];
    log.write(info(null, '  ├─ /faq/index.html', false));
    log.write(info('SKIP_FORMAT', ' (+5ms) '));
    for (const event of kept) log.write(event);
    expect(destination.write.mock.calls.map(([event]) => event as AstroLoggerMessage)).toEqual(
      kept,
    );
  });
});
