import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { checkWith, firstErrors, UNKNOWN_FIELD } from './field-errors.ts';

describe('firstErrors', () => {
  it('keeps the first message of each field', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required').min(3, 'Name is too short'),
      email: z.email('Please enter a valid email address'),
    });
    const result = schema.safeParse({ name: '', email: 'x' });
    expect(result.success ? {} : firstErrors(result.error)).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
    });
  });

  it('keys nested fields by as many path segments as asked', () => {
    const schema = z.object({ hours: z.object({ monday: z.string().min(1, 'Opening time') }) });
    const result = schema.safeParse({ hours: { monday: '' } });
    expect(result.success ? {} : firstErrors(result.error, 2)).toEqual({
      'hours.monday': 'Opening time',
    });
  });

  it('reads zod/mini errors too', () => {
    const result = zm.object({ age: zm.string().check(zm.minLength(1, 'Age')) }).safeParse({
      age: '',
    });
    expect(result.success ? {} : firstErrors(result.error)).toEqual({ age: 'Age' });
  });
});

describe('checkWith', () => {
  const schema = zm.strictObject({
    name: zm.string().check(zm.trim(), zm.minLength(2, 'Too short')),
  });

  it('gives the normalized fields', () => {
    expect(checkWith(schema, { name: '  Pat ' })).toEqual({ ok: true, fields: { name: 'Pat' } });
  });

  it('names each unknown field, and leads with a field’s own message', () => {
    expect(checkWith(schema, { name: 'P', role: 'admin', extra: 1 })).toEqual({
      ok: false,
      message: 'Too short',
      errors: { name: 'Too short', role: UNKNOWN_FIELD, extra: UNKNOWN_FIELD },
    });
  });
});
