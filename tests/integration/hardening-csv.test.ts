// CSV export: no cell a spreadsheet could run as a formula, whatever spaces, invisible
// characters or full-width forms come before it. The 25 shapes below are stored as center
// names in PocketBase, read back as the admin export reads them, and written with
// centersCsv; every cell starts with the apostrophe that makes a spreadsheet show it as text,
// and reads back (readCell) as the text PocketBase holds.
import { randomUUID } from 'node:crypto';
import type { RecordModel } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import {
  centersCsv,
  EXPORT_COLUMNS,
  EXPORT_FIELDS,
} from '../../src/features/admin/export-centers.ts';
import { parseCsv, readCell } from '../../src/lib/csv.ts';
import { superuserClient } from './support/pocketbase.ts';

/** Formula shapes, each with what comes before the formula. */
const SHAPES: [string, string][] = [
  ['equals', '=HYPERLINK("http://evil.example","x")'],
  ['plus', '+1+cmd|"/C calc"!A0'],
  ['minus', '-2+3'],
  ['at', '@SUM(A1:A2)'],
  ['tab', '\t=1+1'],
  ['carriage return', '\r=1+1'],
  ['pipe (DDE)', '|calc'],
  ['space', ' =1+1'],
  ['spaces and tab', '  \t =1+1'],
  ['newline', '\n=1+1'],
  ['no-break space', '\u00A0=1+1'],
  ['ideographic space U+3000', '\u3000=1+1'],
  ['byte-order mark', '\uFEFF=1+1'],
  ['zero-width space', '\u200B=1+1'],
  ['zero-width joiner', '\u200D+1'],
  ['word joiner', '\u2060=1+1'],
  ['soft hyphen', '\u00AD=1+1'],
  ['right-to-left mark', '\u200F=1+1'],
  ['thin space', '\u2009@SUM(A1)'],
  ['full-width equals', '\uFF1D1+1'],
  ['full-width plus', '\uFF0B1'],
  ['full-width hyphen-minus', '\uFF0D1'],
  ['full-width at', '\uFF20SUM(A1)'],
  ['full-width pipe', '\uFF5Ccalc'],
  ['small equals', '\uFE661+1'],
];

describe('the CSV export of centers', () => {
  it('lists 25 shapes', () => {
    expect(SHAPES).toHaveLength(25);
  });

  it('neutralizes every formula shape read from PocketBase', async () => {
    const su = await superuserClient();
    const tag = randomUUID().slice(0, 8);
    const created: RecordModel[] = [];
    for (const [, shape] of SHAPES) {
      created.push(
        await su.collection('centers').create({ company_name: `${shape} ${tag}`, city: 'Duluth' }),
      );
    }
    const records = await su.collection('centers').getFullList({
      filter: created.map((c) => `id = "${c.id}"`).join(' || '),
      fields: EXPORT_FIELDS,
    });
    const byNumber = new Map(records.map((r) => [Number(r.number), r]));
    const rows = parseCsv(centersCsv(created.map((c) => byNumber.get(Number(c.number)) ?? {})));
    const column = EXPORT_COLUMNS.indexOf('company_name');
    const cells = rows.slice(1).map((row) => row.fields[column] ?? '');
    expect(cells).toHaveLength(25);
    SHAPES.forEach(([name], i) => {
      expect({ name, cell: cells[i]?.startsWith("'") }).toEqual({ name, cell: true });
      const stored = String(byNumber.get(Number(created[i]?.['number']))?.['company_name'] ?? '');
      expect({ name, back: readCell(cells[i] ?? '') }).toEqual({ name, back: stored.trim() });
    });
  });
});
