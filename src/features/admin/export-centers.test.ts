import { describe, expect, it } from 'vitest';
import { planImport } from './import/center-import.ts';
import { parseCsv } from '../../lib/csv.ts';
import { centersCsv, EXPORT_COLUMNS } from './export-centers.ts';

const record = {
  number: 42,
  company_name: 'Bright Path, LLC',
  business_description: '=cmd|"/c calc"!A1',
  services: ['ABA therapy', 'Speech, language'],
  features: ['Parking'],
  address: '1 Oak St',
  city: 'Edina',
  state: 'Minnesota',
  zip_code: '55424',
  phone_number: '9525550100',
  website: 'https://bright.example',
  email: 'hi@bright.example',
  year_established: 0,
  employee_count: 25,
  monday_open: '08:00',
  approved: 'yes',
  claimed: true,
  premium: false,
  access_code: '12345678',
};

describe('centersCsv', () => {
  const csv = centersCsv([record]);
  const [header, row] = parseCsv(csv).map((r) => r.fields);

  it('writes the importer’s columns, then the status columns, and never an access code', () => {
    expect(header).toEqual(EXPORT_COLUMNS);
    expect(header).not.toContain('access_code');
    expect(csv).not.toContain('12345678');
  });

  it('writes the number as id, lists, booleans, and leaves 0 empty', () => {
    const value = (column: string) => row?.[header?.indexOf(column) ?? -1];
    expect(value('id')).toBe('42');
    expect(value('services')).toBe('["ABA therapy","Speech, language"]');
    expect(value('features')).toBe('Parking');
    expect(value('claimed')).toBe('true');
    expect(value('year_established')).toBe('');
    expect(value('business_description')).toBe(`'=cmd|"/c calc"!A1`);
  });

  it('imports again as the same center, matched by its id', () => {
    const fresh = planImport(csv, []);
    expect(fresh.rejected).toEqual([]);
    expect(fresh.create[0]).toMatchObject({
      number: 42,
      record: {
        company_name: 'Bright Path, LLC',
        business_description: '=cmd|"/c calc"!A1',
        services: ['ABA therapy', 'Speech, language'],
        employee_count: 25,
      },
    });
    expect(fresh.ignoredColumns).toEqual([
      'approved',
      'claimed',
      'premium',
      'featured',
      'facts_updated',
      'availability_updated',
    ]);
    const again = planImport(csv, [{ number: 42, company_name: 'Renamed', address: '', city: '' }]);
    expect(again.create).toEqual([]);
    expect(again.duplicates).toHaveLength(1);
  });
});
