// The center importer end to end against PocketBase: the fixture CSV
// (pocketbase/seed/fixtures/centers-import.csv) through the route, as the admin page sends it
// (an admin) and as `npm run import` sends it (the superuser, scripts/import-centers.ts). Good
// rows become public unclaimed listings with unique access codes, bad rows are reported with
// their reasons, and a re-run creates nothing new.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCentersFile, reportLines } from '../../scripts/import-centers.ts';
import {
  importCentersCsv,
  type ImportReport,
} from '../../src/features/admin/import/center-import-client.ts';
import { clientOf } from './support/owners.ts';
import { createUser, newClient, statusOf, superuserClient } from './support/pocketbase.ts';

const FIXTURE = fileURLToPath(
  new URL('../../pocketbase/seed/fixtures/centers-import.csv', import.meta.url),
);
const GOOD = [
  'Fixture North Star Autism Center',
  'Fixture Prairie Kids Therapy',
  'Fixture Lakeside Behavioral Health',
  'Fixture "Bright Steps" Learning',
  'Fixture Maple Grove Spectrum Services',
];

let su: PocketBase;
let admin: PocketBase;

beforeAll(async () => {
  su = await superuserClient();
  admin = clientOf(await createUser('admin'));
});

/** Every center whose name starts with 'Fixture ' (only this file creates them). */
function fixtureCenters(): Promise<RecordModel[]> {
  return su
    .collection('centers')
    .getFullList({ filter: 'company_name ~ "Fixture %"', sort: 'number' });
}

describe('importing the fixture file', () => {
  let first: ImportReport;

  beforeAll(async () => {
    first = await importCentersFile(su, FIXTURE);
  });

  it('creates the good rows and reports each bad row with its reason', () => {
    expect(first.error).toBe('');
    expect(first.created.map((c) => [c.line, c.name])).toEqual(
      GOOD.map((name, i) => [[2, 3, 4, 5, 7][i], name]),
    );
    expect(first.rejected.map((r) => [r.line, r.reason])).toEqual([
      [8, 'company_name is required'],
      [9, 'zip_code must be a 5-digit Minnesota ZIP code (55xxx or 56xxx)'],
      [10, 'phone_number must be a 10-digit US phone number'],
      [11, expect.stringContaining('state must be Minnesota (or MN)')],
      [12, expect.stringContaining('year_established must be a year from 1800 to')],
      [14, 'The row has 24 cells but the header has 23 (an unquoted comma?)'],
    ]);
    expect(first.duplicates).toEqual([
      {
        line: 13,
        name: 'Fixture North Star Autism Center LLC',
        reason: 'Duplicate: the same name and address as line 2',
      },
    ]);
    expect(first.ignoredColumns).toEqual(['user_id', 'premium']);
  });

  it('stores public, unclaimed listings with unique 8-digit access codes', async () => {
    const centers = await fixtureCenters();
    expect(centers.map((c) => String(c.company_name))).toEqual(GOOD);
    for (const center of centers) {
      expect(center).toMatchObject({
        owner: '',
        claimed: false,
        approved: '',
        premium: false,
        featured: false,
        state: 'Minnesota',
      });
      expect(center.access_code).toMatch(/^[1-9][0-9]{7}$/);
    }
    expect(new Set(centers.map((c) => String(c.access_code))).size).toBe(GOOD.length);
    const northStar = centers[0];
    expect(northStar).toMatchObject({
      services: ['ABA therapy', 'Speech therapy', 'Social skills groups'],
      phone_number: '6125550141',
      zip_code: '55408',
      employee_count: 11,
      monday_open: '08:00',
      slug: 'fixture-north-star-autism-center',
    });
    // A visitor finds them (public) but never sees a code.
    const seen = await newClient().collection('centers').getOne(String(northStar?.id));
    expect(seen.company_name).toBe(GOOD[0]);
    expect(seen).not.toHaveProperty('access_code');
  });

  it('creates nothing new on a re-run, as an admin from the admin page', async () => {
    const before = await fixtureCenters();
    const again = await importCentersCsv(admin, await readFile(FIXTURE, 'utf8'));
    expect(again.created).toEqual([]);
    expect(again.duplicates.map((d) => d.line)).toEqual([2, 3, 4, 5, 7, 13]);
    expect(again.rejected).toHaveLength(6);
    expect(await fixtureCenters()).toEqual(before);
  });

  it('prints every row of the report on the command line', () => {
    const lines = reportLines(first);
    expect(lines[0]).toBe('12 rows read, 5 centers created, 1 duplicates skipped, 6 rows rejected');
    expect(lines).toContain(
      '  line 9 (Fixture Badzip Center): zip_code must be a 5-digit Minnesota ZIP code (55xxx or 56xxx)',
    );
  });
});

describe('import options', () => {
  it('writes nothing on a dry run', async () => {
    const csv = 'company_name,city\r\nDry Run Only Center,Edina\r\n';
    const report = await importCentersCsv(admin, csv, { dryRun: true });
    expect(report.created).toEqual([
      { line: 2, name: 'Dry Run Only Center', id: '', number: null },
    ]);
    const found = await su.collection('centers').getList(1, 1, {
      filter: 'company_name = "Dry Run Only Center"',
    });
    expect(found.totalItems).toBe(0);
  });

  it('keeps an id as the center number, so old autism-{id} addresses still lead there', async () => {
    const top = await su.collection('centers').getList(1, 1, { sort: '-number' });
    const wanted = Number(top.items[0]?.number ?? 0) + 1000;
    const csv = `id,company_name,city\r\nautism-${String(wanted)},Legacy Id Center,Duluth\r\n,Next Id Center,Duluth\r\n`;
    const report = await importCentersCsv(admin, csv);
    expect(report.created.map((c) => c.number)).toEqual([wanted, wanted + 1]);
    const again = await importCentersCsv(admin, csv);
    expect(again.created).toEqual([]);
    expect(again.duplicates[0]?.reason).toBe(
      `Duplicate: center #${String(wanted)} (Legacy Id Center) already exists`,
    );
  });

  it('reports a file it cannot read, and refuses an empty body', async () => {
    const report = await importCentersCsv(admin, 'name,city\r\nA,B\r\n');
    expect(report.error).toBe('The file has no company_name column.');
    expect(await statusOf(importCentersCsv(admin, '   '))).toBe(400);
  });
});
