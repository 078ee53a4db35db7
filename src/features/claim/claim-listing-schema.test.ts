import { describe, expect, it } from 'vitest';
import { ClaimSignUpSchema, CodeStepSchema, prefillFrom } from './claim-listing-schema.ts';
import { firstErrors } from '../../lib/field-errors.ts';

describe('claim-listing forms', () => {
  it('step 1 needs a code, of any length; the center name is optional', () => {
    const empty = CodeStepSchema.safeParse({ code: '  ', centerName: '' });
    expect(empty.success).toBe(false);
    if (!empty.success) {
      expect(firstErrors(empty.error)).toEqual({
        code: 'Please enter the access code for your listing.',
      });
    }
    expect(CodeStepSchema.parse({ code: ' 123 ', centerName: ' Sun ' })).toEqual({
      code: '123',
      centerName: 'Sun',
    });
  });

  it('signing up needs the same password twice', () => {
    const result = ClaimSignUpSchema.safeParse({
      fullName: '',
      email: 'owner@example.org',
      password: 'long enough',
      confirmPassword: 'long enuogh',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstErrors(result.error)).toEqual({
        confirmPassword: 'Passwords do not match. Please check and try again.',
      });
    }
  });

  it('prefills from the code and center parameters', () => {
    expect(prefillFrom('?code=12345678&center=Lakeside%20ABA')).toEqual({
      code: '12345678',
      centerName: 'Lakeside ABA',
    });
    expect(prefillFrom('')).toEqual({ code: '', centerName: '' });
  });
});
