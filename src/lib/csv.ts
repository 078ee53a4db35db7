/**
 * CSV as RFC 4180 describes it: comma-separated fields, records ended by CRLF (LF and lone CR
 * are accepted too), fields in double quotes may hold commas, line breaks and doubled quotes.
 * Written here because no CSV parser is among the project's dependencies; it must also run
 * inside PocketBase's JS runtime (bundled into pb_hooks/site-bundle.js), so it is plain code.
 */

/** One record of a CSV file and the (1-based) line it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A malformed CSV file, with the line where reading stopped. */
export class CsvError extends Error {
  readonly line: number;

  constructor(message: string, line: number) {
    super(`${message} (line ${String(line)})`);
    this.name = 'CsvError';
    this.line = line;
  }

  /** Whether an error is a CsvError (also across bundles, where instanceof fails). */
  static is(error: unknown): error is CsvError {
    return error instanceof Error && error.name === 'CsvError';
  }
}

/**
 * Reads CSV text into records. A byte order mark is dropped, a final line break ends the last
 * record (it does not start an empty one), and lines with no characters at all are skipped.
 * Throws CsvError for an unterminated quoted field or text after a closing quote.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let atFieldStart = true;

  const endField = () => {
    fields.push(field);
    field = '';
    atFieldStart = true;
  };
  const endRecord = () => {
    endField();
    // A record that is one empty field is an empty line.
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
  };

  while (i < input.length) {
    const char = input[i] ?? '';
    if (atFieldStart && char === '"') {
      const quoteLine = line;
      i += 1;
      for (;;) {
        const c = input[i];
        if (c === undefined) throw new CsvError('A quoted field is never closed', quoteLine);
        if (c === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (c === '\n' || (c === '\r' && input[i + 1] !== '\n')) line += 1;
        field += c;
        i += 1;
      }
      const next = input[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new CsvError('Unexpected text after a closing quote', line);
      }
      atFieldStart = false;
      continue;
    }
    if (char === ',') {
      endField();
      i += 1;
    } else if (char === '\n' || char === '\r') {
      endRecord();
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      field += char;
      atFieldStart = false;
      i += 1;
    }
  }
  if (!atFieldStart || field !== '' || fields.length > 0) endRecord();
  return records;
}

/**
 * What a spreadsheet skips before it looks at a cell's first character: Unicode spaces and
 * line breaks (\s covers the no-break space, U+3000 and the byte order mark) and the invisible
 * format characters (zero-width space and joiners, word joiner, soft hyphen, bidi marks).
 */
const IGNORED_START = /^[\s\p{Cf}]+/u;
/** First characters that make a spreadsheet read a cell as a formula or a DDE command (OWASP:
 * CSV injection), after IGNORED_START and with full-width forms read as their ASCII ones. */
const FORMULA_START = /^[=+\-@|\t\r]/;

/**
 * Whether a spreadsheet could run this cell: its first visible character, with full-width and
 * small forms (＝, ﹢, ｜) folded to ASCII by NFKC, starts a formula. One rule for export and
 * import, so an exported file reads back as it was.
 */
export function looksLikeFormula(value: string): boolean {
  if (FORMULA_START.test(value)) return true;
  const visible = value.replace(IGNORED_START, '');
  return FORMULA_START.test(visible.slice(0, 2).normalize('NFKC'));
}

/**
 * One CSV field: quoted when it holds a comma, quote, line break or edge spaces. A value a
 * spreadsheet could run as a formula gets a leading apostrophe (readCell removes it again), so
 * the cell is shown as text, whatever spaces or invisible characters come before the formula.
 */
export function formatCsvField(value: string): string {
  const safe = looksLikeFormula(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text for rows of fields, CRLF line endings as RFC 4180 writes them. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(formatCsvField).join(',')).join('\r\n') + '\r\n';
}

/** A cell's value: trimmed, and without the apostrophe formatCsvField put before a formula. */
export function readCell(raw: string): string {
  const value = raw.trim();
  return value.startsWith("'") && looksLikeFormula(value.slice(1)) ? value.slice(1).trim() : value;
}
