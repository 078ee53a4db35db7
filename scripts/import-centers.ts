/**
 * `npm run import -- FILE [--dry-run]`: the first load of real data. Sends a CSV file of
 * centers (the spec's autism_centers column names) to PocketBase's import route as the
 * superuser (PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD at POCKETBASE_URL), and prints the
 * report: every created center, every duplicate skipped and every rejected row with its
 * reason. A re-run of the same file creates nothing new. --dry-run only checks the file.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type PocketBase from 'pocketbase';
import {
  importCentersCsv,
  importSummary,
  type ImportReport,
} from '../src/features/admin/import/center-import-client.ts';
import { createPocketBase } from '../src/lib/pocketbase.ts';

/** Imports (or with dryRun only checks) a CSV file through the client's superuser session. */
export async function importCentersFile(
  pb: PocketBase,
  file: string,
  options: { dryRun?: boolean } = {},
): Promise<ImportReport> {
  return importCentersCsv(pb, await readFile(file, 'utf8'), options);
}

/** The report as lines for a terminal. */
export function reportLines(report: ImportReport): string[] {
  const row = (r: { line: number; name: string }) =>
    `  line ${String(r.line)}${r.name ? ` (${r.name})` : ''}`;
  return [
    importSummary(report),
    ...(report.ignoredColumns.length > 0
      ? [`Columns not imported: ${report.ignoredColumns.join(', ')}`]
      : []),
    ...(report.created.length > 0 ? [report.dryRun ? 'Would create:' : 'Created:'] : []),
    ...report.created.map((c) => `${row(c)}${c.number === null ? '' : ` #${String(c.number)}`}`),
    ...(report.duplicates.length > 0 ? ['Duplicates skipped:'] : []),
    ...report.duplicates.map((d) => `${row(d)}: ${d.reason}`),
    ...(report.rejected.length > 0 ? ['Rejected:'] : []),
    ...report.rejected.map((r) => `${row(r)}: ${r.reason}`),
  ];
}

async function main(args: string[]): Promise<void> {
  const dryRun = args.includes('--dry-run');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run import -- FILE.csv [--dry-run]');
    process.exitCode = 2;
    return;
  }
  // Imported here so that importing this module never reads or validates the environment.
  const { env } = await import('../src/lib/env.ts');
  if (!env.PB_SUPERUSER_EMAIL || !env.PB_SUPERUSER_PASSWORD) {
    throw new Error('Set PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD (see .env.example).');
  }
  const pb = createPocketBase(env.POCKETBASE_URL);
  await pb
    .collection('_superusers')
    .authWithPassword(env.PB_SUPERUSER_EMAIL, env.PB_SUPERUSER_PASSWORD);
  const report = await importCentersFile(pb, file, { dryRun });
  for (const line of reportLines(report)) console.log(line);
  if (report.error) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
