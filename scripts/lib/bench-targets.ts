import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * The benchmark's closing table: each figure next to its target, and
 * whether it holds. Figures, not assertions: timings vary with the machine and its load.
 */

/** One measured figure and its target (at most `target` of `unit`, or at least). */
export interface Row {
  measure: string;
  value: number;
  unit: string;
  target: number;
  atLeast?: boolean;
}

/** A yes/no figure (e.g. compression on) as a row: 1 holds, 0 does not. */
export function yesRow(measure: string, holds: boolean): Row {
  return { measure, value: holds ? 0 : 1, unit: 'yes/no', target: 0 };
}

function figure(row: Row, value: number): string {
  if (row.unit === 'yes/no') return value === 0 ? 'yes' : 'no';
  return row.unit ? `${value.toFixed(1)} ${row.unit}` : String(value);
}

/** Prints every row with its target and a verdict. */
export function printTargets(rows: Row[]): void {
  console.log('\nIssue 12 targets (figures from this run; timings on a shared machine vary)');
  for (const row of rows) {
    const holds = row.atLeast ? row.value >= row.target : row.value <= row.target;
    const target =
      row.unit === 'yes/no'
        ? 'yes'
        : `${row.atLeast ? '>=' : '<='} ${String(row.target)} ${row.unit}`.trim();
    console.log(
      `  ${row.measure.padEnd(60)} ${figure(row, row.value).padStart(10)}   target ${target.padEnd(10)} ${holds ? 'holds' : 'MISSED'}`,
    );
  }
}

let gc: (() => void) | undefined;

/** A full garbage collection, so memory figures count only what is still in use. */
export function collectGarbage(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
