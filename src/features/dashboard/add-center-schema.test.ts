import { describe, expect, it } from 'vitest';
import { ClaimCodeSchema, CreateCenterSchema, toNewCenter } from './add-center-schema.ts';

const blank = {
  company_name: '',
  address: '',
  city: '',
  zip_code: '',
  phone_number: '',
  website: '',
  email: '',
  services: '',
  business_description: '',
  year_established: '',
  employee_count: '',
};

describe('Create New Center', () => {
  it('needs only the name', () => {
    const result = CreateCenterSchema.safeParse(blank);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.map((i) => [i.path[0], i.message])).toEqual([
        ['company_name', 'Center name is required'],
      ]);
    }
    expect(CreateCenterSchema.safeParse({ ...blank, company_name: 'New Place' }).success).toBe(
      true,
    );
  });

  it('checks the ZIP code, e-mail, year and employee count', () => {
    const result = CreateCenterSchema.safeParse({
      ...blank,
      company_name: 'New Place',
      zip_code: '5540',
      email: 'not-mail',
      year_established: '99',
      employee_count: 'ten',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.map((i) => i.message)).toEqual([
        'ZIP code must be 5 digits',
        'Please enter a valid email address',
        'Please enter a four-digit year',
        'Please enter a whole number',
      ]);
    }
  });

  it('stores services as a list and numbers as numbers (employees default 0)', () => {
    const input = CreateCenterSchema.parse({
      ...blank,
      company_name: ' New Place ',
      services: 'ABA therapy, Speech therapy ,,',
      year_established: '2015',
    });
    expect(toNewCenter(input)).toMatchObject({
      company_name: 'New Place',
      services: ['ABA therapy', 'Speech therapy'],
      year_established: 2015,
      employee_count: 0,
    });
  });
});

describe('Claim Existing Center', () => {
  it('needs a code once trimmed, of any length', () => {
    expect(ClaimCodeSchema.safeParse({ code: '   ' }).error?.issues[0]?.message).toBe(
      'Please enter an access code.',
    );
    expect(ClaimCodeSchema.parse({ code: ' 42 ' })).toEqual({ code: '42' });
  });
});
