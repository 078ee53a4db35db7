import { useState, type SubmitEvent } from 'react';
import { importCentersCsv, type ImportReport } from './import/center-import-client.ts';
import { downloadCsv } from '../../lib/download.ts';
import { getPocketBase } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { centersCsv, EXPORT_FIELDS } from './export-centers.ts';
import ImportReportView from './ImportReportView.tsx';
import { BUTTON } from '../../components/control-styles.ts';

/**
 * CSV export of every center, and CSV import (the spec's autism_centers columns) with a report
 * of every created, duplicate and rejected row. PocketBase runs the import (admins only).
 */
export default function ImportExport({ onImported }: { onImported: () => Promise<void> }) {
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [busy, setBusy] = useState<'import' | 'export' | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const exportCenters = async () => {
    setBusy('export');
    try {
      const records = await getPocketBase()
        .collection('centers')
        .getFullList({ sort: 'number', fields: EXPORT_FIELDS, batch: 500, skipTotal: true });
      downloadCsv(centersCsv(records), `centers-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      console.error('Exporting centers failed', error);
      showToast({
        variant: 'error',
        title: 'Error',
        description: 'Failed to export centers. Please try again.',
      });
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      showToast({ variant: 'error', title: 'Error', description: 'Choose a CSV file to import.' });
      return;
    }
    setBusy('import');
    setReport(null);
    try {
      const result = await importCentersCsv(getPocketBase(), await file.text(), { dryRun });
      setReport(result);
      if (!result.dryRun && result.created.length > 0) await onImported();
    } catch (error) {
      console.error('Importing centers failed', error);
      showToast({
        variant: 'error',
        title: 'Error',
        description: 'Failed to import centers. Please try again.',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="admin-import-export" className="space-y-4">
      <h2 id="admin-import-export" className="text-2xl font-semibold">
        Import and export
      </h2>
      <div>
        <button
          type="button"
          className={BUTTON.secondary}
          disabled={busy !== null}
          onClick={() => void exportCenters()}
        >
          {busy === 'export' ? 'Exporting...' : 'Export Centers (CSV)'}
        </button>
      </div>
      <form
        onSubmit={(event) => void importFile(event)}
        className="space-y-3 rounded-lg border border-slate-200 p-4"
      >
        <p className="text-sm text-slate-700">
          Columns as in the old autism_centers table: company_name (required), business_description,
          subtypes or services, about, features, address, city, state, zip_code, phone_number,
          website, email, working_hours, year_established, employee_count, parent_company_name,
          facebook, twitter, linkedin, monday_open … sunday_close, and id to keep a center&rsquo;s
          number. New centers become unclaimed listings with their own access codes; rows that match
          an existing center are skipped.
        </p>
        <div>
          <label htmlFor="admin-import-file" className="block text-sm font-medium">
            CSV file
          </label>
          <input
            id="admin-import-file"
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block w-full max-w-full text-sm"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
            }}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={dryRun}
            onChange={(event) => {
              setDryRun(event.target.checked);
            }}
          />
          Only check the file (dry run, nothing is saved)
        </label>
        <button type="submit" className={BUTTON.primary} disabled={busy !== null}>
          {busy === 'import' ? 'Importing...' : 'Import Centers'}
        </button>
      </form>
      {report && <ImportReportView report={report} />}
    </section>
  );
}
