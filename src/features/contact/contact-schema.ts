import * as z from 'zod/mini';
import { checkWith, type Checked } from '../../lib/field-errors.ts';

/** The spec's messages of the Contact Us form. */
const MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  message: 'Message must be at least 10 characters',
  tooLong: 'This text is too long',
} as const;

const text = (min: number, max: number, message: string) =>
  z.string(message).check(z.trim(), z.minLength(min, message), z.maxLength(max, MESSAGES.tooLong));

const fields = {
  fullName: text(2, 200, MESSAGES.fullName),
  email: z.pipe(z.string(MESSAGES.email).check(z.trim()), z.email(MESSAGES.email)),
  phone: text(10, 30, MESSAGES.phone),
  businessName: z.string().check(z.trim(), z.maxLength(200, MESSAGES.tooLong)),
  message: text(10, 5000, MESSAGES.message),
};

/**
 * The Contact Us form (public-side.md section 5), with the spec's messages. zod/mini: the
 * hooks run it too (ContactRecordSchema, through pb_hooks/site-bundle.js).
 */
export const ContactSchema = z.object(fields);
export type ContactInput = z.output<typeof ContactSchema>;

/**
 * A contact_messages create body as sent (stored snake_case names): the form's own rules, and
 * any other field refused. PocketBase checks every public create with it (contact.pb.js).
 */
export const ContactRecordSchema = z.strictObject({
  full_name: fields.fullName,
  email: fields.email,
  phone: fields.phone,
  business_name: z._default(fields.businessName, ''),
  message: fields.message,
});

/** The stored record's field names (spec: snake_case). */
export function toContactRecord(input: ContactInput) {
  return {
    full_name: input.fullName,
    email: input.email,
    phone: input.phone,
    business_name: input.businessName,
    message: input.message,
  };
}

/** Checks a contact_messages create body as sent (the hooks' check, contact.pb.js). */
export function checkContact(body: unknown): Checked<z.output<typeof ContactRecordSchema>> {
  return checkWith(ContactRecordSchema, body);
}
