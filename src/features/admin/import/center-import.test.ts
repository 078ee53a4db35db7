import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { columnName, planImport, type ExistingCenter } from './center-import.ts';
import { IMPORT_COLUMNS } from './center-import-schema.ts';
import { toCsv } from '../../../lib/csv.ts';

const FIXTURE = readFileSync(
  new URL('../../../../pocketbase/seed/fixtures/centers-import.csv', import.meta.url),
  'utf8',
);

/** A CSV of a header and rows given as objects (missing cells empty). */
function csvOf(rows: Record<string, string>[]): string {
  const header = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return toCsv([header, ...rows.map((r) => header.map((h) => r[h] ?? ''))]);
}

const one = (row: Record<string, string>, existing: ExistingCenter[] = []) =>
  planImport(csvOf([{ company_name: 'Test Center', ...row }]), existing);
const reasonOf = (row: Record<string, string>) => one(row).rejected[0]?.reason ?? '';

describe('columnName', () => {
  it('reads header spellings and the spec aliases', () => {
    expect(columnName(' Company Name ')).toBe('company_name');
    expect(columnName('zip-code')).toBe('zip_code');
    expect(columnName('subtypes')).toBe('services');
    expect(columnName('number')).toBe('id');
  });
});

describe('planImport on the fixture file', () => {
  const plan = planImport(FIXTURE, []);

  it('creates the good rows, with stored values', () => {
    expect(plan.error).toBe('');
    expect(plan.rows).toBe(12);
    expect(plan.create.map((c) => [c.line, c.record.company_name])).toEqual([
      [2, 'Fixture North Star Autism Center'],
      [3, 'Fixture Prairie Kids Therapy'],
      [4, 'Fixture Lakeside Behavioral Health'],
      [5, 'Fixture "Bright Steps" Learning'],
      [7, 'Fixture Maple Grove Spectrum Services'],
    ]);
    const [northStar, prairie, , brightSteps] = plan.create.map((c) => c.record);
    expect(northStar).toMatchObject({
      services: ['ABA therapy', 'Speech therapy', 'Social skills groups'],
      features: ['Parking', 'Wheelchair accessible'],
      state: 'Minnesota',
      phone_number: '6125550141',
      website: 'northstar-fixture.example',
      zip_code: '55408',
      year_established: 2012,
      employee_count: 11,
      monday_open: '08:00',
      monday_close: '17:00',
    });
    expect(prairie).toMatchObject({
      services: ['Occupational therapy', 'Speech therapy'],
      address: '220 Main Ave, Suite 3',
      zip_code: '55102',
      parent_company_name: 'Prairie Health Group',
      monday_close: '16:30',
    });
    expect(brightSteps).toMatchObject({
      about: 'Line one.\nLine two.',
      phone_number: '5075550144',
    });
  });

  it('never takes admin-only columns from the file, and says so', () => {
    expect(plan.ignoredColumns).toEqual(['user_id', 'premium']);
    expect(plan.create[0]?.record).not.toHaveProperty('premium');
    expect(plan.create[0]?.record).not.toHaveProperty('user_id');
  });

  it('rejects every bad row with each of its reasons', () => {
    expect(plan.rejected).toEqual([
      { line: 8, name: '', reason: 'company_name is required' },
      {
        line: 9,
        name: 'Fixture Badzip Center',
        reason: 'zip_code must be a 5-digit Minnesota ZIP code (55xxx or 56xxx)',
      },
      {
        line: 10,
        name: 'Fixture Badphone Center',
        reason: 'phone_number must be a 10-digit US phone number',
      },
      {
        line: 11,
        name: 'Fixture Wisconsin Center',
        reason:
          'state must be Minnesota (or MN): the directory lists Minnesota; ' +
          'zip_code must be a 5-digit Minnesota ZIP code (55xxx or 56xxx); ' +
          'email must be an e-mail address such as info@example.org',
      },
      {
        line: 12,
        name: 'Fixture Future Center',
        reason:
          `year_established must be a year from 1800 to ${String(new Date().getFullYear())}; ` +
          'employee_count must be a whole number from 0 to 100000 (or a range such as 11-50); ' +
          'monday_open must be a time such as 09:00, 17:30 or 9:00 AM',
      },
      {
        line: 14,
        name: 'Fixture Comma Center',
        reason: 'The row has 24 cells but the header has 23 (an unquoted comma?)',
      },
    ]);
  });

  it('finds a duplicate within the file by name, address and city', () => {
    expect(plan.duplicates).toEqual([
      {
        line: 13,
        name: 'Fixture North Star Autism Center LLC',
        reason: 'Duplicate: the same name and address as line 2',
      },
    ]);
  });

  it('creates nothing on a re-run: every good row matches a center that exists', () => {
    const existing = plan.create.map((c, i) => ({
      number: 500 + i,
      company_name: c.record.company_name,
      address: c.record.address ?? '',
      city: c.record.city ?? '',
    }));
    const again = planImport(FIXTURE, existing);
    expect(again.create).toEqual([]);
    expect(again.duplicates.map((d) => d.line)).toEqual([2, 3, 4, 5, 7, 13]);
    expect(again.duplicates[0]?.reason).toBe(
      'Duplicate: the same name and address as center #500 (Fixture North Star Autism Center)',
    );
    expect(again.rejected).toHaveLength(6);
  });
});

describe('planImport duplicates by the data-quality rule', () => {
  it('skips a row with an existing center name, city and phone, whatever its address', () => {
    const existing = [
      {
        number: 9,
        company_name: 'Lakeside ABA',
        address: '1 Shore Rd',
        city: 'Duluth',
        phone_number: '2185550142',
      },
    ];
    const plan = one(
      { company_name: 'Lakeside ABA', city: 'Duluth', phone_number: '(218) 555-0142' },
      existing,
    );
    expect(plan.create).toEqual([]);
    expect(plan.duplicates).toEqual([
      {
        line: 2,
        name: 'Lakeside ABA',
        reason: 'Duplicate: the same name, city and phone as center #9 (Lakeside ABA)',
      },
    ]);
  });
});

describe('planImport with ids', () => {
  it('keeps the id as the center number, autism- prefix or not', () => {
    const plan = planImport(
      csvOf([
        { id: 'autism-41', company_name: 'A' },
        { id: '42', company_name: 'B' },
      ]),
      [],
    );
    expect(plan.create.map((c) => c.number)).toEqual([41, 42]);
    expect(plan.create[0]?.record).not.toHaveProperty('id');
  });

  it('treats an id that exists, or repeats, as a duplicate whatever the name', () => {
    const existing = [{ number: 7, company_name: 'Old Name', address: '', city: '' }];
    const plan = planImport(
      csvOf([
        { id: '7', company_name: 'New Name' },
        { id: '8', company_name: 'C' },
        { id: '8', company_name: 'D' },
      ]),
      existing,
    );
    expect(plan.create.map((c) => c.record.company_name)).toEqual(['C']);
    expect(plan.duplicates.map((d) => d.reason)).toEqual([
      'Duplicate: center #7 (Old Name) already exists',
      'Duplicate: the same id as line 3',
    ]);
  });

  it('rejects an id that is not a number', () => {
    expect(reasonOf({ id: 'abc' })).toBe('id must be a center number such as 12 or autism-12');
  });
});

describe('planImport file errors', () => {
  it.each([
    ['', 'The file is empty.'],
    ['name,city\r\nA,Edina\r\n', 'The file has no company_name column.'],
    ['company_name\r\n"open', 'The file is not valid CSV: A quoted field is never closed (line 2)'],
  ])('%j → %s', (csv, error) => {
    expect(planImport(csv, [])).toMatchObject({ error, create: [] });
  });

  it('accepts a header only, creating nothing', () => {
    expect(planImport('company_name,city\r\n', [])).toMatchObject({ error: '', rows: 0 });
  });
});

describe('cell rules', () => {
  it.each([
    [
      'business_description',
      'x'.repeat(5001),
      'business_description is longer than 5000 characters',
    ],
    ['company_name', 'x'.repeat(201), 'company_name is longer than 200 characters'],
    ['website', 'not a site', 'website must be a web address such as https://example.org'],
    ['website', 'javascript:alert(1)', 'website must be a web address such as https://example.org'],
    ['image', 'example.org/a.png', 'image must be an http(s) address of an image'],
    ['images', 'https://a.example/1.png, ftp://b', expect.stringMatching(/^images must be a list/)],
    ['services', '[1, 2]', expect.stringMatching(/^services must be a list/)],
    ['phone_number', '123-456-7890', 'phone_number must be a 10-digit US phone number'],
    ['tuesday_close', '9', 'tuesday_close must be a time such as 09:00, 17:30 or 9:00 AM'],
    ['year_established', '1700', expect.stringMatching(/^year_established must be/)],
  ])('%s %j is refused', (column, value, reason) => {
    expect(reasonOf({ [column]: value })).toEqual(reason);
  });

  it.each([
    ['phone_number', '612.555.0100 ext. 4', '6125550100'],
    ['phone_number', '1 (612) 555-0100', '6125550100'],
    ['zip_code', '55401-1234', '55401'],
    ['state', 'Minn.', 'Minnesota'],
    ['friday_open', '12 AM', '00:00'],
    ['friday_close', '5:30 p.m.', '17:30'],
    ['saturday_open', 'Closed', ''],
    ['employee_count', '1,200', 1200],
    ['email', 'info@example.org', 'info@example.org'],
    ['website', 'https://example.org/path?q=1', 'https://example.org/path?q=1'],
    ['services', 'ABA; Speech | ABA', ['ABA', 'Speech']],
  ])('%s %j is stored as %j', (column, value, stored) => {
    const plan = one({ [column]: value });
    expect(plan.rejected).toEqual([]);
    expect(plan.create[0]?.record).toHaveProperty(column, stored);
  });

  it('leaves empty cells out and defuses nothing it should keep', () => {
    const record = one({ about: "'=not a formula", city: '' }).create[0]?.record;
    expect(record).toEqual({
      company_name: 'Test Center',
      about: '=not a formula',
      state: 'Minnesota',
    });
  });

  it('reads every column it lists', () => {
    expect(IMPORT_COLUMNS).toContain('company_name');
    expect(IMPORT_COLUMNS).toContain('sunday_close');
    expect(IMPORT_COLUMNS[0]).toBe('id');
  });
});
