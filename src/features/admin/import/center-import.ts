import * as z from 'zod/mini';
import { duplicateKeys, duplicateReason } from '../../../domain/center/center-duplicates.ts';
import { CenterRowSchema, IMPORT_COLUMNS, type CenterRow } from './center-import-schema.ts';
import { CsvError, parseCsv, readCell, type CsvRecord } from '../../../lib/csv.ts';

/**
 * The center importer's one statement of what it does with a CSV file (used by the admin
 * page and `npm run import`, both through PocketBase's route POST /api/admin/centers/import,
 * which runs this very code from pb_hooks/site-bundle.js): read the header, check every row
 * with CenterRowSchema, and sort rows into new centers, duplicates and rejected rows. A row
 * is a duplicate when its id names an existing center number, or when it is the same place as
 * an existing center or an earlier row by the data-quality view's rule (center-duplicates.ts). Pure: the caller
 * passes the existing centers and does the writing.
 */

/** Other spellings of a column, and the column they mean. */
const ALIASES: Record<string, string> = { subtypes: 'services', number: 'id' };

/** What the importer needs to know of each existing center. */
export interface ExistingCenter {
  number: number;
  company_name: string;
  address: string;
  city: string;
  phone_number?: string;
}

/** A row that becomes a new center. */
interface NewCenter {
  line: number;
  /** The center number the row asks for (its `id`), or null for the next free one. */
  number: number | null;
  record: Omit<CenterRow, 'id'> & { state: string };
}

/** A row left out, and why. */
interface SkippedRow {
  line: number;
  name: string;
  reason: string;
}

/** What an import of a file would do. */
export interface ImportPlan {
  /** Why the whole file cannot be read ('' when it can). */
  error: string;
  /** Header columns the importer does not read (admin-only or unknown ones). */
  ignoredColumns: string[];
  /** Data rows read. */
  rows: number;
  create: NewCenter[];
  duplicates: SkippedRow[];
  rejected: SkippedRow[];
}

/** A header cell as a column name: 'Company Name' and 'company-name' are company_name. */
export function columnName(header: string): string {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ALIASES[name] ?? name;
}

/** Every issue of a failed row, each once, joined for the report. */
function reasonOf(error: z.core.$ZodError): string {
  const messages: string[] = [];
  for (const issue of error.issues) {
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return messages.join('; ');
}

const emptyPlan = (error: string): ImportPlan => ({
  error,
  ignoredColumns: [],
  rows: 0,
  create: [],
  duplicates: [],
  rejected: [],
});

/** Plans the import of CSV text against the centers that exist already. */
export function planImport(csv: string, existing: readonly ExistingCenter[]): ImportPlan {
  let records: CsvRecord[];
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (CsvError.is(error)) return emptyPlan(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) return emptyPlan('The file is empty.');
  const columns = header.fields.map(columnName);
  if (!columns.includes('company_name')) return emptyPlan('The file has no company_name column.');

  const known = new Set(IMPORT_COLUMNS);
  const used = columns.map((c, i) => known.has(c) && columns.indexOf(c) === i);
  const plan = emptyPlan('');
  plan.ignoredColumns = header.fields.filter((_, i) => !used[i]).map((h) => h.trim());
  plan.rows = data.length;

  const byNumber = new Map<number, string>(existing.map((c) => [c.number, c.company_name]));
  const byKey = new Map<string, string>();
  for (const c of existing) {
    for (const { key } of duplicateKeys(c)) {
      if (!byKey.has(key)) byKey.set(key, `center #${String(c.number)} (${c.company_name})`);
    }
  }
  const numbersInFile = new Map<number, number>();

  for (const { line, fields } of data) {
    const cells: Record<string, string> = {};
    columns.forEach((column, i) => {
      const value = readCell(fields[i] ?? '');
      if (used[i] && value) cells[column] = value;
    });
    const name = cells.company_name ?? '';
    // More cells than columns: the row's values have shifted, none of them can be trusted.
    if (fields.length > columns.length) {
      const reason = `The row has ${String(fields.length)} cells but the header has ${String(columns.length)} (an unquoted comma?)`;
      plan.rejected.push({ line, name, reason });
      continue;
    }
    const parsed = CenterRowSchema.safeParse(cells);
    if (!parsed.success) {
      plan.rejected.push({ line, name, reason: reasonOf(parsed.error) });
      continue;
    }
    const { id, ...record } = parsed.data;
    const number = id ?? null;
    const keys = duplicateKeys({
      company_name: record.company_name,
      address: record.address ?? '',
      city: record.city ?? '',
      phone_number: record.phone_number ?? '',
    });
    const same = keys.find(({ key }) => byKey.has(key));
    let duplicateOf = '';
    if (number !== null && byNumber.has(number)) {
      duplicateOf = `center #${String(number)} (${byNumber.get(number) ?? ''}) already exists`;
    } else if (number !== null && numbersInFile.has(number)) {
      duplicateOf = `the same id as line ${String(numbersInFile.get(number))}`;
    } else if (same) {
      duplicateOf = `${duplicateReason(same.match)} as ${byKey.get(same.key) ?? ''}`;
    }
    if (duplicateOf) {
      plan.duplicates.push({ line, name, reason: `Duplicate: ${duplicateOf}` });
      continue;
    }
    if (number !== null) numbersInFile.set(number, line);
    for (const { key } of keys) if (!byKey.has(key)) byKey.set(key, `line ${String(line)}`);
    plan.create.push({ line, number, record: { ...record, state: 'Minnesota' } });
  }
  return plan;
}
