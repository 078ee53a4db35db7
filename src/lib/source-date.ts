import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The day (YYYY-MM-DD) the newest of these source files (paths from the project root) last
 * changed: their last commit when the build runs in a git checkout, else their modification
 * time (a release built from a copied tree). A sitemap's lastmod for a page whose words live
 * in the code, so it moves only when those words do.
 */
export function sourceDate(files: readonly string[], root = process.cwd()): string {
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...files], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  } catch {
    // Not a git checkout, or git is not installed: the files' own times say it.
  }
  const newest = Math.max(...files.map((file) => statSync(join(root, file)).mtimeMs));
  return new Date(newest).toISOString().slice(0, 10);
}

/** The later of two YYYY-MM-DD days ('' counts as none). */
export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}
