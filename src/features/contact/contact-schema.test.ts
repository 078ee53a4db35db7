import { describe, expect, it } from 'vitest';
import { UNKNOWN_FIELD } from '../../lib/field-errors.ts';
import { checkContact, ContactSchema, toContactRecord } from './contact-schema.ts';

const valid = {
  fullName: 'Pat Lee',
  email: 'pat@example.org',
  phone: '612-555-0142',
  businessName: '',
  message: 'Do you list centers in Duluth?',
};

function messages(input: Record<string, string>): string[] {
  const result = ContactSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('ContactSchema', () => {
  it('accepts a complete message with no business name', () => {
    expect(messages(valid)).toEqual([]);
  });

  it.each([
    ['fullName', 'P', 'Full name must be at least 2 characters'],
    ['email', 'pat@', 'Please enter a valid email address'],
    ['phone', '555-0142', 'Please enter a valid phone number'],
    ['message', 'Hello', 'Message must be at least 10 characters'],
  ])('%s %j: %s', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })).toEqual([message]);
  });

  it('does not count surrounding spaces', () => {
    expect(messages({ ...valid, fullName: '  P  ' })).toEqual([
      'Full name must be at least 2 characters',
    ]);
  });

  it('maps to the stored snake_case fields', () => {
    expect(toContactRecord(ContactSchema.parse(valid))).toEqual({
      full_name: 'Pat Lee',
      email: 'pat@example.org',
      phone: '612-555-0142',
      business_name: '',
      message: 'Do you list centers in Duluth?',
    });
  });
});

describe('ContactRecordSchema (the server’s check of the raw body)', () => {
  const body = {
    full_name: 'Pat Lee',
    email: 'pat@example.org',
    phone: '612-555-0142',
    message: 'Do you list centers in Duluth?',
  };

  it('refuses a message of spaces and unknown fields', () => {
    expect(checkContact({ ...body, message: ' '.repeat(12) })).toMatchObject({
      ok: false,
      errors: { message: 'Message must be at least 10 characters' },
    });
    expect(checkContact({ ...body, admin: true })).toMatchObject({
      ok: false,
      errors: { admin: UNKNOWN_FIELD },
    });
  });

  it('stores trimmed values, the business name empty when not sent', () => {
    expect(checkContact({ ...body, full_name: ' Pat Lee ' })).toEqual({
      ok: true,
      fields: { ...body, business_name: '' },
    });
  });
});
