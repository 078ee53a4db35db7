import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, SignInSchema, SignUpSchema } from './auth-schema.ts';
import { firstErrors } from '../../lib/field-errors.ts';

describe('auth forms', () => {
  it('Sign In needs an e-mail address and a password', () => {
    const result = SignInSchema.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstErrors(result.error)).toEqual({
        email: 'Please enter a valid email address',
        password: 'Please enter your password',
      });
    }
  });

  it('Create Account needs 8 characters of password; the name is optional', () => {
    expect(
      SignUpSchema.safeParse({ email: 'a@b.org', password: 'short', fullName: '' }).success,
    ).toBe(false);
    expect(
      SignUpSchema.parse({ email: ' a@b.org ', password: 'long enough', fullName: ' Pat ' }),
    ).toEqual({ email: 'a@b.org', password: 'long enough', fullName: 'Pat' });
  });

  it('a new password must be typed the same twice', () => {
    const result = NewPasswordSchema.safeParse({
      password: 'long enough',
      passwordConfirm: 'other',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstErrors(result.error)).toEqual({
        passwordConfirm: 'Passwords do not match. Please check and try again.',
      });
    }
  });
});
