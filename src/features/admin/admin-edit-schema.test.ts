import { describe, expect, it } from 'vitest';
import { AdminEditSchema } from './admin-edit-schema.ts';
import { firstErrors } from '../../lib/field-errors.ts';

const valid = {
  company_name: ' Bright Path ',
  address: '1 Oak St',
  city: 'Edina',
  zip_code: '55424',
  phone_number: '952-555-0100',
  website: 'brightpath.example',
  email: '',
};

describe('AdminEditSchema', () => {
  it('accepts and trims a valid edit', () => {
    expect(AdminEditSchema.parse(valid).company_name).toBe('Bright Path');
  });

  it('gives one message per failing field', () => {
    const result = AdminEditSchema.safeParse({
      ...valid,
      company_name: '  ',
      zip_code: '5542',
      email: 'nope',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(firstErrors(result.error)).toEqual({
      company_name: 'Center name is required',
      zip_code: 'ZIP code must be 5 digits',
      email: 'Please enter a valid email address',
    });
  });
});
