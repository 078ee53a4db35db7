import {
  importSummary,
  type ImportReport,
  type SkippedRow,
} from './import/center-import-client.ts';

function Rows({ caption, rows }: { caption: string; rows: SkippedRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            {['Line', 'Center', 'Reason'].map((h) => (
              <th key={h} scope="col" className="px-2 py-1 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className="border-t border-slate-200 align-top">
              <td className="px-2 py-1">{row.line}</td>
              <td className="px-2 py-1">{row.name || '—'}</td>
              <td className="px-2 py-1">{row.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What an import did: the summary, every rejected row and duplicate with its reason, and the new centers. */
export default function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <div
      className="space-y-3 rounded-lg border border-slate-200 p-4"
      aria-label="Import report"
      role="region"
    >
      <p className={`font-medium ${report.error ? 'text-red-800' : ''}`}>
        {report.dryRun && !report.error ? 'Dry run (nothing saved): ' : ''}
        {importSummary(report)}
      </p>
      {report.ignoredColumns.length > 0 && (
        <p className="text-sm text-slate-700">
          Columns not imported: {report.ignoredColumns.join(', ')}
        </p>
      )}
      {report.rejected.length > 0 && <Rows caption="Rejected rows" rows={report.rejected} />}
      {report.duplicates.length > 0 && (
        <Rows caption="Duplicates skipped" rows={report.duplicates} />
      )}
      {report.created.length > 0 && (
        <div>
          <h3 className="font-semibold">{report.dryRun ? 'Would be created' : 'Created'}</h3>
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {report.created.map((c) => (
              <li key={c.line}>
                Line {c.line}: {c.name}
                {c.number !== null && ` (#${String(c.number)})`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
