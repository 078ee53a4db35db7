import { describe, expect, it } from 'vitest';
import { emailFromToken } from './reset-token.ts';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('emailFromToken', () => {
  it('reads the email of a reset token', () => {
    const token = `${part({ alg: 'HS256' })}.${part({ email: 'pat@example.org', type: 'passwordReset' })}.sig`;
    expect(emailFromToken(token)).toBe('pat@example.org');
  });

  it('gives an empty string for anything else', () => {
    expect(emailFromToken('')).toBe('');
    expect(emailFromToken('a.b.c')).toBe('');
    expect(emailFromToken(`x.${part({ id: 1 })}.y`)).toBe('');
  });
});
