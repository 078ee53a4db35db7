import { z } from 'zod';

/**
 * The Contact Us form (public-side.md section 5), with the spec's messages. PocketBase's
 * contact_messages collection enforces the same limits on the server.
 */
export const ContactSchema = z.object({
  fullName: z.string().trim().min(2, 'Full name must be at least 2 characters').max(200),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().min(10, 'Please enter a valid phone number').max(30),
  businessName: z.string().trim().max(200),
  message: z.string().trim().min(10, 'Message must be at least 10 characters').max(5000),
});
export type ContactInput = z.infer<typeof ContactSchema>;

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
