import type PocketBase from 'pocketbase';
import { z } from 'zod';

/**
 * The call that imports a CSV file of centers, for the admin page and `npm run import` alike:
 * PocketBase's route POST /api/admin/centers/import (pb_hooks/admin-import.pb.js) runs the
 * importer (center-import.ts) on the server, for admins and superusers only.
 */

const SkippedRowSchema = z.object({ line: z.number(), name: z.string(), reason: z.string() });

/** What an import did (or, on a dry run, would do). */
const ImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Why the whole file could not be read ('' when it could). */
  error: z.string(),
  rows: z.number(),
  ignoredColumns: z.array(z.string()),
  /** The new centers (on a dry run, the rows that would become one: id '' and no number yet). */
  created: z.array(
    z.object({ line: z.number(), name: z.string(), id: z.string(), number: z.number().nullable() }),
  ),
  duplicates: z.array(SkippedRowSchema),
  rejected: z.array(SkippedRowSchema),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;
export type SkippedRow = z.infer<typeof SkippedRowSchema>;

/** Imports (or with dryRun only checks) CSV text as the client's admin or superuser. */
export async function importCentersCsv(
  pb: PocketBase,
  csv: string,
  options: { dryRun?: boolean } = {},
): Promise<ImportReport> {
  const answer: unknown = await pb.send('/api/admin/centers/import', {
    method: 'POST',
    body: { csv, dryRun: options.dryRun ?? false },
  });
  return ImportReportSchema.parse(answer);
}

/** A one-line summary of a report, as both the admin page and the command line print it. */
export function importSummary(report: ImportReport): string {
  if (report.error) return report.error;
  const verb = report.dryRun ? 'would be created' : 'created';
  return [
    `${String(report.rows)} rows read`,
    `${String(report.created.length)} centers ${verb}`,
    `${String(report.duplicates.length)} duplicates skipped`,
    `${String(report.rejected.length)} rows rejected`,
  ].join(', ');
}
