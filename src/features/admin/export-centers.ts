import { IMPORT_COLUMNS } from './import/center-import-schema.ts';
import { toCsv } from '../../lib/csv.ts';

/**
 * The CSV export of centers: the importer's columns first (so an exported file imports again,
 * each center matched by its `id`, the center number), then read-only status columns the
 * importer reports as ignored. Access codes are left out: files travel, codes are secrets.
 */
const STATUS_COLUMNS = [
  'approved',
  'claimed',
  'premium',
  'featured',
  'facts_updated',
  'availability_updated',
];
export const EXPORT_COLUMNS = [...IMPORT_COLUMNS, ...STATUS_COLUMNS];

/** The record fields the export reads (the `id` column is the center number). */
export const EXPORT_FIELDS = EXPORT_COLUMNS.map((c) => (c === 'id' ? 'number' : c)).join(',');

/** A list cell: comma-separated, or JSON when an item holds a separator itself. */
function listCell(items: unknown[]): string {
  const texts = items.map(String);
  return texts.some((t) => /[,;|]/.test(t)) ? JSON.stringify(texts) : texts.join(', ');
}

/** One cell of a record; 0 in a number column means 'not given' and is left empty. */
function cell(record: Record<string, unknown>, column: string): string {
  const value = column === 'id' ? record.number : record[column];
  if (Array.isArray(value)) return listCell(value);
  if (typeof value === 'number') return value === 0 ? '' : String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return typeof value === 'string' ? value : '';
}

/** The CSV text for center records. */
export function centersCsv(records: readonly Record<string, unknown>[]): string {
  return toCsv([EXPORT_COLUMNS, ...records.map((r) => EXPORT_COLUMNS.map((c) => cell(r, c)))]);
}
